import { isOptionSector, type Accuracy, type ChartAnalysis, type Sector, type TimeframeSetting } from '../../../shared/analysis';
import { annotateChart } from './annotate';
import { readCandles } from './candles';
import { toHex } from './colour-math';
import { detectColours } from './colours';
import { composeResult } from './compose-result';
import { decodeImage } from './decode';
import { ChartReadError } from './errors';
import { normalizeResult } from './normalize-result';
import { formatPrice } from './format';
import { findTextBands, plotArea } from './plot';
import { readPriceScale } from './scale';
import { describeVolume, readVolume, relativeVolume } from './volume';
import { decideSignal } from './signal';
import { parseSpecification } from './spec-text';
import { computeIndicators } from './ta/indicators';
import { detectPatterns } from './ta/patterns';
import { supportResistance } from './ta/support-resistance';
import { meanTrueRange, trendLabel, trendRatio, trendStrength } from './ta/trend';
import type { Ohlc } from './types';

export const ENGINE_MODEL = 'vtx-local-engine/1';
/** Fewer candles than this is not a chart we can analyse (a crop, a single button). */
export const MIN_CANDLES = 8;

export type AnalyzeOptions = {
  sector: Sector;
  specification?: string;
  timeframe?: TimeframeSetting;
  accuracy?: Accuracy;
  annotate?: boolean;
};

export type AnalyzeOutput = { result: ChartAnalysis; annotatedPng?: Buffer };

export async function analyzeChart(image: Buffer, options: AnalyzeOptions): Promise<AnalyzeOutput> {
  const t0 = performance.now();
  const img = await decodeImage(image);
  const scheme = detectColours(img);
  if (!scheme) throw new ChartReadError('NO_CANDLES');
  const bands = findTextBands(img, scheme.background);
  const reading = readCandles(img, scheme, bands[0] ?? null);
  if (!reading || reading.candles.length < MIN_CANDLES || reading.regularity < 60) throw new ChartReadError('NO_CANDLES');
  const { candles } = reading;
  // the price axis is the first text band beside the candles (a panel may sit further out)
  const first = candles[0]!;
  const lastCandle = candles[candles.length - 1]!;
  const beside = bands.filter((b) => (b.side === 'right' ? b.x0 > lastCandle.right : b.x1 < first.left));
  let axis = beside[0] ?? null;
  let scale = null;
  for (const band of beside) {
    scale = readPriceScale(img, band, scheme.background);
    if (scale) {
      axis = band;
      break;
    }
  }
  const plot = plotArea(img, candles, axis, reading.spacing);
  const relative = scale === null;
  const toPrice = (y: number) => (scale ? scale.intercept + scale.slope * y : plot.bottom - y);
  const series: Ohlc[] = candles.map((c) => ({ open: toPrice(c.yOpen), high: toPrice(c.yHigh), low: toPrice(c.yLow), close: toPrice(c.yClose) }));

  const volume = readVolume(img, scheme, candles);
  const spec = parseSpecification(options.specification);
  const ratio = trendRatio(series);
  const meanRange = meanTrueRange(series, 14);
  const ind = computeIndicators(series);
  const patterns = detectPatterns(series, meanTrueRange(series, 20));
  const { supports, resistances } = supportResistance(series, meanRange);
  const lastClose = series[series.length - 1]!.close;
  const decision = decideSignal({
    ratio, ind, lastClose, meanRange, patterns, support: supports[0], resistance: resistances[0], intents: spec.intents,
    accuracy: options.accuracy ?? 'balanced',
    volume: ((rel) => (rel ? { ratio: rel.ratio, direction: candles[candles.length - 1]!.direction } : null))(relativeVolume(volume)),
    readQuality: Math.min(reading.regularity / 100, candles.length / 30),
  });
  const timeframe = spec.timeframe ?? (isOptionSector(options.sector) ? 'M1' : (options.timeframe ?? '4h'));
  const composed = composeResult({
    sector: options.sector, spec, timeframe, series, relative, decimals: scale?.decimals, ratio, trendStrength: trendStrength(ratio), ind, patterns,
    supports, resistances, meanRange, decision, volumeText: describeVolume(volume), candleCount: candles.length,
  });
  const result = normalizeResult(
    {
      ...composed,
      extraction: {
        plot,
        candles: candles.map((c) => ({ x: c.x, yOpen: c.yOpen, yHigh: c.yHigh, yLow: c.yLow, yClose: c.yClose, direction: c.direction })),
        trend: { label: trendLabel(ratio), ratio: Math.round(ratio * 1000) / 1000 },
        priceScale: scale ? { intercept: scale.intercept, slope: scale.slope, labelsRead: scale.labelsRead, side: scale.side, maxResidual: scale.maxResidual } : null,
        ...(scale ? { prices: series } : {}),
        colorScheme: { up: toHex(scheme.up), down: toHex(scheme.down), background: toHex(scheme.background), hollowUp: reading.hollowUp, theme: scheme.theme },
        quality: { candlesFound: candles.length, slotSpacing: Math.round(reading.spacing * 100) / 100, regularity: Math.min(100, reading.regularity) },
      },
    },
    { sector: options.sector, model: ENGINE_MODEL },
  );
  result.metadata = { model: ENGINE_MODEL, analysis_time: Math.round((performance.now() - t0) * 10) / 10, confidence_score: result.probabilidade };
  if (!options.annotate) return { result };
  const toY = (p: number) => (scale ? (p - scale.intercept) / scale.slope : plot.bottom - p);
  const annotatedPng = await annotateChart(img, {
    candles, plot, levels: [...supports.slice(0, 2), ...resistances.slice(0, 2)], toY, fmt: (p) => formatPrice(p, relative, scale?.decimals), patterns, signal: result.sinal_entrada,
    probability: result.probabilidade,
  });
  return { result, annotatedPng };
}
