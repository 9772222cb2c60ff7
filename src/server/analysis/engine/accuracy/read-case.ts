import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sectorSchema, type ChartAnalysis } from '../../../../shared/analysis';
import { analyzeChart } from '../analyze-chart';
import { ChartReadError } from '../errors';
import type { Outcome, RealChartCase } from './real-chart-cases';

/**
 * Analyses one case's image as the product does (reading, verdict, decision) and states the
 * outcome in the truth's terms from the result itself, so one pass scores both the reading and
 * the decision. `result` is null when the engine declined the image.
 */
export async function analyzeCase(
  dir: string,
  c: RealChartCase,
): Promise<{ outcome: Outcome; result: ChartAnalysis | null; ms: number }> {
  const bytes = await readFile(path.join(dir, c.file));
  const sector = sectorSchema.catch('forex').parse(c.sector);
  const t0 = performance.now();
  const out = await analyzeChart(bytes, { sector }).catch((e: unknown) => {
    if (e instanceof ChartReadError) return null;
    throw e;
  });
  const ms = out?.result.metadata?.analysis_time ?? performance.now() - t0;
  return { ms, result: out?.result ?? null, outcome: outcomeOf(out?.result ?? null) };
}

function outcomeOf(result: ChartAnalysis | null): Outcome {
  const extraction = result?.extraction;
  if (!extraction)
    return {
      refused: true,
      candleCount: 0,
      lastX: null,
      last: null,
      axisRead: false,
      axisValues: [],
      symbol: null,
    };
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
  };
}
