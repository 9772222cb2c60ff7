import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { normalizeResult } from '../decision/normalize-result';
import { annotateResult } from './annotate';

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
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 200, 100]);
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
});
