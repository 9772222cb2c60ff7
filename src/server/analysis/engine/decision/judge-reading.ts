import type { ChartReading } from '../read-chart';
import type { Raster } from '../types';
import { continuity } from '../candles/read-candles';
import { ohlcBars } from '../candles/bar-ticks';
import { VERDICT } from '../params';

/**
 * Whether what was read is a candlestick chart worth analysing. Candles of a real chart form a
 * continuous series (neighbours' ranges overlap), most have a body (an OHLC bar's open and
 * close ticks apart), and the grid is nearly full; a photo's texture or a column chart fails one
 * of these. A chart whose candles are there but too few or too patchy to trust gets its own
 * message: crop or zoom.
 */
export type Verdict = 'ok' | 'NO_CANDLES' | 'TOO_BLURRY';

export function judgeReading(img: Raster, reading: ChartReading): Verdict {
  const cr = reading.candles;
  if (Math.min(img.width, img.height) < VERDICT.minSide)
    return cr && cr.candles.length >= 3 ? 'TOO_BLURRY' : 'NO_CANDLES';
  if (!cr || cr.candles.length < VERDICT.minCandles) return 'NO_CANDLES';
  const candles = cr.candles;
  // (an OHLC bar's open and close are its ticks, read in candles/bar-ticks.ts: a bar whose
  // ticks were not found counts as no body)
  const bodied = candles.filter((c) => Math.abs(c.yClose - c.yOpen) >= 2).length / candles.length;
  // 2–3 px candles show a body only where it is taller than their wick is thick
  if (bodied < (cr.bodyWidth <= VERDICT.thinBodyPx ? VERDICT.minBodiedThin : VERDICT.minBodied))
    return 'NO_CANDLES';
  const linked = continuity(candles);
  // columns standing on one baseline are a bar chart, whatever their colours
  const lows = new Map<number, number>();
  for (const c of candles) lows.set(Math.round(c.yLow), (lows.get(Math.round(c.yLow)) ?? 0) + 1);
  const sameLow = Math.max(
    ...[...lows.keys()].map((y) => (lows.get(y) ?? 0) + (lows.get(y - 1) ?? 0) + (lows.get(y + 1) ?? 0)),
  );
  if (sameLow >= candles.length * VERDICT.maxOnOneRow) return 'NO_CANDLES';
  // …also when something drawn below them (a floor, an axis line) lengthens their "wicks": the
  // bodies' bottoms line up
  const bottoms = candles.map((c) => Math.max(c.yOpen, c.yClose)).sort((a, b) => a - b);
  const slack = Math.max(2, img.height * 0.01);
  let level = 0;
  for (let i = 0, j = 0; i < bottoms.length; i++) {
    while (bottoms[i]! - bottoms[j]! > slack * 2) j++;
    level = Math.max(level, i - j + 1);
  }
  if (level >= candles.length * VERDICT.maxOnOneRow) return 'NO_CANDLES';
  // (thin strokes far apart are OHLC bars, no dense texture: the wider floors apply)
  const dense = cr.bodyWidth <= VERDICT.denseBodyPx && !ohlcBars(cr.bodyWidth, cr.spacing);
  if (linked < (dense ? VERDICT.minContinuityDense : VERDICT.minContinuity)) return 'NO_CANDLES';
  if (cr.coverage < (dense ? VERDICT.minCoverageDense : VERDICT.minCoverage))
    return cr.coverage >= VERDICT.blurryCoverage ? 'TOO_BLURRY' : 'NO_CANDLES';
  return 'ok';
}
