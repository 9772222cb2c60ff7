import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { judgeReading } from '../decision/judge-reading';
import { decodeImage } from '../image/decode';
import { readChart } from '../read-chart';
import { priceAt } from '../scale/price-axis';
import type { OcrModels } from '../text/ocr-models';
import type { Outcome, RealChartCase } from './real-chart-cases';

/** Reads one case's image as the product does (reading + verdict) and states the outcome. */
export async function readCase(dir: string, c: RealChartCase, models: OcrModels): Promise<{ outcome: Outcome; ms: number }> {
  const bytes = await readFile(path.join(dir, c.file));
  const t0 = performance.now();
  const img = await decodeImage(bytes);
  const reading = await readChart(img, models);
  const verdict = judgeReading(img, reading);
  const ms = performance.now() - t0 - reading.text.timings.warmMs;
  const candles = reading.candles?.candles ?? [];
  const last = candles[candles.length - 1];
  const axis = reading.axis;
  return {
    ms,
    outcome: {
      refused: verdict !== 'ok',
      candleCount: candles.length,
      lastX: last?.x ?? null,
      last: axis && last ? { open: priceAt(axis, last.yOpen), high: priceAt(axis, last.yHigh), low: priceAt(axis, last.yLow), close: priceAt(axis, last.yClose) } : null,
      axisRead: axis !== null,
      axisValues: axis?.labelsUsed.map((l) => l.value) ?? [],
      symbol: reading.header.symbol ?? null,
    },
  };
}
