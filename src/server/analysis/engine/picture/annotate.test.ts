import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { normalizeResult } from '../decision/normalize-result';
import { annotateResult, footerHeight, spacedLevels } from './annotate';
import { createLabelPlacer } from './label-placer';

const white = () => ({
  width: 200,
  height: 100,
  data: new Uint8Array(200 * 100 * 3).fill(255),
  format: 'png' as const,
});

/** Pixels of a colour family (r, g, b predicate) in the picture. */
async function count(png: Buffer, test: (r: number, g: number, b: number) => boolean): Promise<number> {
  const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let n = 0;
  for (let i = 0; i < data.length; i += 3) if (test(data[i]!, data[i + 1]!, data[i + 2]!)) n++;
  return n;
}

function result(signal: string, replay: Array<{ index: number; side: 'buy' | 'sell'; hit: boolean }>) {
  return normalizeResult(
    {
      sinal_entrada: signal,
      probabilidade: 64,
      extraction: {
        plot: { left: 0, top: 0, right: 180, bottom: 99 },
        candles: [
          { x: 50, yOpen: 60, yClose: 40, yHigh: 30, yLow: 70, direction: 'up' },
          { x: 60, yOpen: 40, yClose: 50, yHigh: 35, yLow: 55, direction: 'down' },
        ],
        trend: { label: 'BAIXA', ratio: -0.3 },
        priceScale: null,
        evidence: {
          trend: {
            recent: { window: 2, ratio: -0.3, label: 'BAIXA', strength: 50 },
            whole: { window: 2, ratio: -0.3, label: 'BAIXA', strength: 50 },
          },
          meanRange: 20,
          momentum: 0,
          volatility: 1,
          levels: [{ price: 20, touches: 2, kind: 'support' }],
          zone: 'middle',
          patterns: [{ name: 'Engolfo de Baixa', bias: 'bearish', candles: 2, end: 1 }],
          reversal: null,
          indicators: { rsi: null, macdHistogram: null, ema9: null, ema21: null, bollingerPosition: null },
          volumeRatio: null,
          rule: 'tendencia',
          replay,
        },
      },
    },
    { sector: 'binary' },
  );
}

describe('annotateResult', () => {
  it('draws the result on a PNG of the original size: levels, pattern box, signal and replayed calls', async () => {
    const png = await annotateResult(white(), result('PUT', [{ index: 0, side: 'sell', hit: true }]));
    const meta = await sharp(png).metadata();
    // the chart keeps its size; the caption and the legend go in a footer under it
    expect([meta.format, meta.width]).toEqual(['png', 200]);
    expect(meta.height).toBe(100 + footerHeight(200, 12, 1));
    expect(await count(png, (r, g, b) => r > 200 && g < 120 && b < 120)).toBeGreaterThan(0); // the red PUT arrow
  });

  it('shows the signal the user sees: a wait draws no arrow colour of a buy or sell', async () => {
    const put = await annotateResult(white(), result('PUT', []));
    const wait = await annotateResult(white(), result('AGUARDAR', []));
    const red = (r: number, g: number, b: number) => r > 230 && g < 110 && b < 110;
    expect(await count(wait, red)).toBeLessThan(await count(put, red));
  });

  it('marks replayed calls: a hit is filled green', async () => {
    const green = (r: number, g: number, b: number) => r < 60 && g > 170 && b < 120;
    const none = await annotateResult(white(), result('AGUARDAR', []));
    const marked = await annotateResult(white(), result('AGUARDAR', [{ index: 0, side: 'buy', hit: true }]));
    expect(await count(marked, green)).toBeGreaterThan(await count(none, green));
  });

  it("draws the plan's triggers as solid lines across the plot", async () => {
    const base = result('AGUARDAR', []);
    const trigger = {
      direcao: 'CALL' as const,
      condicao: 'CALL se uma vela fechar acima de 50 u.r.',
      preco: 50,
      validade: 'nas próximas 3 velas',
      tipo: 'fechar-acima' as const,
      velas: 3,
      regra: 'rompimento-resistencia' as const,
      acao: 'CALL na abertura da vela seguinte',
      expiracao_velas: 1,
      stop: null,
      alvo: null,
      risco_retorno: null,
    };
    const plan = {
      payout: 85,
      payout_fonte: 'configuração' as const,
      equilibrio: 54.1,
      valor_esperado: null,
      entrada: null,
      stop: null,
      alvo: null,
      risco_retorno: null,
      expiracao_velas: 1,
      minutos_por_vela: 1,
      timeframe_assumido: true,
      gatilhos: [trigger],
      resumo: '',
    };
    const green = (r: number, g: number, b: number) => r < 60 && g > 170 && b < 120;
    const without = await annotateResult(white(), base);
    const withTrigger = await annotateResult(white(), { ...base, plano: plan });
    // a 180-px line at y = 99 − 50 (partly under its label)
    expect((await count(withTrigger, green)) - (await count(without, green))).toBeGreaterThan(100);
  });
});

describe('createLabelPlacer', () => {
  it("keeps labels off the platform's text and the newest candles, above or below their line, never across it", () => {
    const place = createLabelPlacer({
      width: 400,
      height: 300,
      obstacles: [{ x0: 250, y0: 80, x1: 400, y1: 120 }],
      lineHeight: 18,
      columns: [
        { x: 396, align: 'right' },
        { x: 10, align: 'left' },
      ],
    });
    const first = place(100, 100)!;
    expect(first.x0).toBe(10);
    expect(first.y1 <= 98 || first.y0 >= 102).toBe(true);
    const second = place(100, 100)!;
    expect(second.y0 >= first.y1 || second.y1 <= first.y0).toBe(true);
  });
});

describe('spacedLevels', () => {
  const level = (kind: 'support' | 'resistance', y: number) => ({ l: { kind, y }, y });
  it('draws the nearest support and resistance first, and none within a gap of a drawn line', () => {
    // a flat chart: three levels within 5 px of one another
    const flat = spacedLevels(
      [level('support', 104), level('support', 106), level('support', 160), level('resistance', 101)],
      [],
      { height: 300, gap: 12 },
    );
    expect(flat.map(({ y }) => y)).toEqual([104, 160]);
    // a trigger's line shows the level it watches, and counts for it
    const watched = spacedLevels(
      [level('support', 150.5), level('support', 170), level('support', 190)],
      [150],
      { height: 300, gap: 12 },
    );
    expect(watched.map(({ y }) => y)).toEqual([170]);
  });
  it('alternates sides, nearest first, two per side, inside the picture', () => {
    const kept = spacedLevels(
      [
        level('support', 120),
        level('support', 150),
        level('support', 190),
        level('resistance', 80),
        level('resistance', -40),
        level('resistance', 50),
      ],
      [],
      { height: 300, gap: 12 },
    );
    expect(kept.map(({ y }) => y)).toEqual([120, 80, 150, 50]);
  });
});

describe('createLabelPlacer with the lines drawn', () => {
  it("never puts a label past another line: it reads as that line's", () => {
    const common = {
      width: 400,
      height: 300,
      // the newest candles below both lines
      obstacles: [{ x0: 0, y0: 108, x1: 400, y1: 200 }],
      lineHeight: 18,
      columns: [{ x: 396, align: 'right' as const }],
    };
    // without the lines, the second label (its line 6 px below the first) lands above the first line
    const blind = createLabelPlacer(common);
    blind(100, 100);
    expect(blind(106, 100)!.y1).toBeLessThan(100);
    const place = createLabelPlacer({ ...common, lines: [100, 106] });
    expect(place(100, 100)!.y1).toBeLessThanOrEqual(98);
    expect(place(106, 100)).toBeNull();
  });
});
