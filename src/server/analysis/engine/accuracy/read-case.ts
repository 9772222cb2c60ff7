import { sectorSchema, type ChartAnalysis } from '../../../../shared/analysis';
import { analyzeChart } from '../analyze-chart';
import { judgeReading } from '../decision/judge-reading';
import { ChartReadError } from '../errors';
import { decodeImage } from '../image/decode';
import { readChart, type ChartReading } from '../read-chart';
import { priceAt } from '../scale/price-axis';
import { loadOcrModels } from '../text/ocr-models';
import type { Outcome, RealChartCase } from './real-chart-cases';

/**
 * Analyses one case's image as the product does (reading, verdict, decision) and states the
 * outcome in the truth's terms from the result itself, so one pass scores both the reading and
 * the decision. `result` is null when the engine declined the image.
 */
export async function analyzeCase(
  bytes: Buffer,
  c: RealChartCase,
): Promise<{ outcome: Outcome; result: ChartAnalysis | null; ms: number }> {
  const sector = sectorSchema.catch('forex').parse(c.sector);
  const t0 = performance.now();
  const out = await analyzeChart(bytes, { sector }).catch((e: unknown) => {
    if (e instanceof ChartReadError) return null;
    throw e;
  });
  const ms = out?.result.metadata?.analysis_time ?? performance.now() - t0;
  return { ms, result: out?.result ?? null, outcome: outcomeOfResult(out?.result ?? null) };
}

/**
 * The reading side only (decode → text → plot → candles → scale → verdict), what `npm run eval`
 * scores: the decision stages are not run, so a set is scored in the time the reading takes.
 */
export async function readCase(bytes: Buffer): Promise<{ outcome: Outcome; ms: number }> {
  const models = await loadOcrModels();
  const t0 = performance.now();
  try {
    const img = await decodeImage(bytes);
    const reading = await readChart(img, models);
    const verdict = judgeReading(img, reading);
    const ms = performance.now() - t0 - reading.text.timings.warmMs;
    return { ms, outcome: verdict === 'ok' ? outcomeOfReading(reading) : REFUSED };
  } catch (e) {
    if (e instanceof ChartReadError) return { ms: performance.now() - t0, outcome: REFUSED };
    throw e;
  }
}

const REFUSED: Outcome = {
  refused: true,
  candleCount: 0,
  lastX: null,
  last: null,
  axisRead: false,
  axisValues: [],
  symbol: null,
  timeframe: null,
  payout: null,
};

function outcomeOfReading(reading: ChartReading): Outcome {
  const candles = reading.candles?.candles ?? [];
  const axis = reading.axis;
  // prices as the product gives them: none on a percent axis or without an axis
  const priced = axis && !axis.percent ? axis : null;
  const last = candles.at(-1);
  return {
    refused: false,
    candleCount: candles.length,
    lastX: last?.x ?? null,
    last:
      priced && last
        ? {
            open: priceAt(priced, last.yOpen),
            high: priceAt(priced, last.yHigh),
            low: priceAt(priced, last.yLow),
            close: priceAt(priced, last.yClose),
          }
        : null,
    axisRead: axis !== null,
    axisValues: axis?.labelsUsed.map((l) => l.value) ?? [],
    symbol: reading.header.symbol ?? null,
    timeframe: reading.header.timeframe ?? reading.header.timeAxis?.timeframe ?? null,
    payout: reading.header.payout ?? null,
  };
}

function outcomeOfResult(result: ChartAnalysis | null): Outcome {
  const extraction = result?.extraction;
  if (!extraction) return REFUSED;
  const candles = extraction.candles ?? [];
  const prices = extraction.prices;
  const scale = extraction.priceScale ?? null;
  return {
    refused: false,
    candleCount: candles.length,
    lastX: candles.at(-1)?.x ?? null,
    last: prices?.length ? prices[prices.length - 1]! : null,
    axisRead: scale !== null,
    axisValues: scale?.labelsUsed?.map((l) => l.value) ?? [],
    symbol: extraction.header?.symbol ?? null,
    timeframe: extraction.header?.timeframe ?? null,
    payout: null,
  };
}
