import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeImage } from '../image/decode';
import { readChart } from '../read-chart';
import { loadOcrModels } from './ocr-models';

/**
 * A MetaTrader print whose corner legend ("USDCHF,H1 0.88520 …") is set in type a little over
 * half the size of its axis labels, as on shrunk or re-encoded prints: the look at the whole
 * print finds no line there, the magnified look at the plot's corner does.
 */
async function smallLegend(scale: number): Promise<Buffer> {
  const src = await readFile(new URL('../fixtures/charts/mt4-green-black-plain.png', import.meta.url));
  const legend = { left: 0, top: 0, width: 280, height: 18 };
  const shrunk = await sharp(src)
    .extract(legend)
    .resize(Math.round(legend.width * scale))
    .png()
    .toBuffer();
  const blank = await sharp({
    create: { width: legend.width, height: legend.height, channels: 3, background: { r: 0, g: 0, b: 0 } },
  })
    .png()
    .toBuffer();
  return sharp(src)
    .composite([
      { input: blank, left: 0, top: 0 },
      { input: shrunk, left: 2, top: 2 },
    ])
    .png()
    .toBuffer();
}

describe('the legend in the plot corner', () => {
  it('reads symbol and timeframe printed in small type in the corner', async () => {
    const reading = await readChart(await decodeImage(await smallLegend(0.55)), await loadOcrModels());
    expect(reading.header.symbol).toBe('USDCHF');
    expect(reading.header.timeframe).toBe('H1');
    // the candles are read as on the original print
    expect(reading.candles?.candles.length).toBe(200);
  });
});
