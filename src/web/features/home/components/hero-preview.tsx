import { SparklesIcon } from 'lucide-react';
import { seededRandom } from '../../../../shared/random';

interface Bar {
  x: number;
  open: number;
  close: number;
  high: number;
  low: number;
}

// A fixed uptrend with a pullback, drawn once: the picture of what an analysis looks like.
function buildBars(): Bar[] {
  const random = seededRandom(7);
  const bars: Bar[] = [];
  let price = 60;
  for (let i = 0; i < 28; i += 1) {
    const drift = i < 10 ? 1.1 : i < 16 ? -1.3 : 1.5;
    const open = price;
    const close = open + drift + (random() - 0.5) * 3;
    bars.push({
      x: 14 + i * 11,
      open,
      close,
      high: Math.max(open, close) + random() * 2.5,
      low: Math.min(open, close) - random() * 2.5,
    });
    price = close;
  }
  return bars;
}

const bars = buildBars();

export function HeroPreview() {
  const min = Math.min(...bars.map((b) => b.low)) - 4;
  const max = Math.max(...bars.map((b) => b.high)) + 4;
  const y = (v: number) => 10 + ((max - v) / (max - min)) * 150;
  const support = y(bars[15]?.low ?? min);

  return (
    <figure className="relative rounded-2xl border border-border/70 bg-card/80 p-4 shadow-2xl shadow-primary/10 backdrop-blur-xl sm:p-5">
      <figcaption className="mb-3 flex items-center justify-between gap-2 text-sm">
        <span className="font-semibold">BTC/USDT · 15m</span>
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
          Exemplo de análise
        </span>
      </figcaption>
      <svg
        viewBox="0 0 330 170"
        role="img"
        aria-label="Gráfico de candles com suporte e sinal de compra"
        className="w-full"
      >
        {[40, 80, 120].map((gy) => (
          <line key={gy} x1="0" x2="330" y1={gy} y2={gy} className="stroke-border" strokeDasharray="2 4" />
        ))}
        <line
          x1="0"
          x2="330"
          y1={support}
          y2={support}
          className="stroke-gold"
          strokeDasharray="6 4"
          strokeWidth="1.5"
        />
        <text x="4" y={support - 4} className="fill-gold text-[9px] font-semibold">
          SUPORTE
        </text>
        {bars.map((b) => {
          const up = b.close >= b.open;
          return (
            <g key={b.x} className={up ? 'text-bull' : 'text-bear'}>
              <line
                x1={b.x + 3.5}
                x2={b.x + 3.5}
                y1={y(b.high)}
                y2={y(b.low)}
                stroke="currentColor"
                strokeWidth="1.2"
              />
              <rect
                x={b.x}
                y={y(Math.max(b.open, b.close))}
                width="7"
                height={Math.max(1.5, Math.abs(y(b.open) - y(b.close)))}
                fill="currentColor"
                rx="1"
              />
            </g>
          );
        })}
      </svg>
      <div className="mt-4 grid grid-cols-3 gap-2 text-center text-xs sm:text-sm">
        <div className="rounded-lg bg-bull/10 p-2">
          <p className="text-muted-foreground">Sinal</p>
          <p className="font-bold text-bull">COMPRA</p>
        </div>
        <div className="rounded-lg bg-muted p-2">
          <p className="text-muted-foreground">Tendência</p>
          <p className="font-bold">ALTA</p>
        </div>
        <div className="rounded-lg bg-muted p-2">
          <p className="text-muted-foreground">Confiança</p>
          <p className="font-bold text-bull">78%</p>
        </div>
      </div>
      <p className="mt-3 flex items-start gap-2 text-xs text-muted-foreground">
        <SparklesIcon aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-primary" />
        Rompimento acima da EMA 21 após reteste do suporte; RSI saindo de 45 com MACD cruzando para cima.
      </p>
    </figure>
  );
}
