import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { tickerOfName } from '../text/instrument-names';

/**
 * A set of real screenshots (the shared development set `../shared/real-charts/`, or a set under
 * `eval/sets/<name>/`: the images belong to their authors and are never committed) and how a
 * reading is scored against its by-eye truth, as the shared set's README describes.
 */
export type RealChartCase = {
  id: string;
  /** the image's file name in the set's folder or cache (defaults to the id + the source's extension) */
  file?: string;
  /** where the image comes from: a public repository, the commit and the path in it */
  source?: { repo: string; commit: string; path: string };
  /** the platform that drew it ("quotex-phone", "mt5", "tradingview"…); defaults to the id's prefix */
  platform?: string;
  sector: string;
  what: string;
  candles: [number, number] | null;
  lastX: [number, number] | null;
  axis: [number, number] | null;
  axisSide: 'left' | 'right' | 'none' | null;
  last: Partial<Record<'open' | 'high' | 'low' | 'close', number>> | null;
  marks?: [number, number];
  symbol: string | null;
  timeframe: string | null;
  /** a binary broker's payout as printed (93 for "93%"), null when none is printed; absent: not labelled */
  payout?: number | null;
  refuse: boolean;
};

export async function loadCases(dir: string): Promise<RealChartCase[]> {
  const json = JSON.parse(await readFile(path.join(dir, 'cases.json'), 'utf8')) as { cases: RealChartCase[] };
  return json.cases;
}

/** What the engine made of one screenshot, in the terms the truth uses. */
export type Outcome = {
  refused: boolean;
  candleCount: number;
  lastX: number | null;
  /** the last candle in prices, when the axis was read */
  last: { open: number; high: number; low: number; close: number } | null;
  axisRead: boolean;
  /** the prices the axis labels used say, when read */
  axisValues: number[];
  symbol: string | null;
  timeframe: string | null;
  payout: number | null;
};

export type CaseScore = {
  id: string;
  platform: string;
  shouldRefuse: boolean;
  /** refusal right, candle count in range, last candle found */
  withinExpectations: boolean;
  checks: { refusal: boolean; count: boolean | null; lastX: boolean | null };
  /** null when the case has no legible axis */
  axis: { read: boolean; withinTolerance: boolean | null; error: number | null } | null;
  symbol: boolean | null;
  /** null when the case prints none */
  timeframe: boolean | null;
  payout: boolean | null;
  notes: string[];
};

/**
 * The case's truth for its image resized by `scale` (a 3× phone print, a desktop print shrunk to
 * 750 px): pixel positions scale, with a pixel of slack each side for the resampling; counts,
 * prices and names stay.
 */
export function scaledCase(c: RealChartCase, scale: number): RealChartCase {
  return {
    ...c,
    id: `${c.id}@${scale}x`,
    lastX: c.lastX ? [Math.floor(c.lastX[0] * scale) - 1, Math.ceil(c.lastX[1] * scale) + 1] : null,
  };
}

/** The platform a case is counted under: its own field, else its id's first word. */
export function platformOf(c: RealChartCase): string {
  return c.platform ?? c.id.split(/[_-]/)[0]!;
}

export function scoreCase(c: RealChartCase, o: Outcome): CaseScore {
  const notes: string[] = [];
  if (c.refuse) {
    if (!o.refused) notes.push(`should refuse, read ${o.candleCount} candles`);
    return {
      id: c.id,
      platform: platformOf(c),
      shouldRefuse: true,
      withinExpectations: o.refused,
      checks: { refusal: o.refused, count: null, lastX: null },
      axis: null,
      symbol: null,
      timeframe: null,
      payout: null,
      notes,
    };
  }
  if (o.refused) notes.push('refused a legible chart');
  const count =
    !o.refused && c.candles ? o.candleCount >= c.candles[0] && o.candleCount <= c.candles[1] : null;
  if (count === false) notes.push(`${o.candleCount} candles, expected ${c.candles![0]}–${c.candles![1]}`);
  const lastX =
    !o.refused && c.lastX && o.lastX !== null
      ? o.lastX >= c.lastX[0] && o.lastX <= c.lastX[1]
      : c.lastX
        ? false
        : null;
  if (lastX === false)
    notes.push(`last candle at x=${o.lastX?.toFixed(0) ?? '–'}, expected ${c.lastX![0]}–${c.lastX![1]}`);
  const span = c.axis ? c.axis[1] - c.axis[0] : c.marks ? c.marks[1] - c.marks[0] : null;
  let axis: CaseScore['axis'] = null;
  if (c.axis) {
    let error: number | null = null;
    let within: boolean | null = null;
    if (c.last && o.last && span) {
      const errors = (Object.keys(c.last) as Array<keyof typeof o.last>).map(
        (k) => Math.abs(o.last![k] - c.last![k]!) / span,
      );
      error = Math.max(...errors);
      within = error <= 0.02;
    } else if (o.axisRead) {
      // no printed last price: the labels the fit used must be prices of this axis
      within = o.axisValues.every((v) => v >= c.axis![0] - span! * 0.01 && v <= c.axis![1] + span! * 0.01);
    }
    if (!o.axisRead) notes.push('axis not read');
    else if (within === false)
      notes.push(
        error !== null
          ? `last price off by ${(error * 100).toFixed(1)} % of the axis span`
          : 'axis labels outside the printed range',
      );
    axis = { read: o.axisRead, withinTolerance: o.axisRead ? within : false, error };
  } else if (o.axisRead && !c.marks) notes.push('read an axis where none is legible');
  const symbol = c.symbol ? o.symbol !== null && sameSymbol(o.symbol, c.symbol) : null;
  if (symbol === false) notes.push(`symbol ${o.symbol ?? '–'}, expected ${c.symbol}`);
  const timeframe = c.timeframe ? o.timeframe !== null && sameTimeframe(o.timeframe, c.timeframe) : null;
  if (timeframe === false) notes.push(`timeframe ${o.timeframe ?? '–'}, expected ${c.timeframe}`);
  const payout = typeof c.payout === 'number' ? o.payout === c.payout : null;
  if (payout === false) notes.push(`payout ${o.payout ?? '–'}, expected ${c.payout}`);
  // (a set that labels payouts says null where none is printed; the shared set labels none)
  if (c.payout === null && o.payout !== null && !o.refused)
    notes.push(`payout ${o.payout} read where the case prints none`);
  const withinExpectations = !o.refused && count !== false && lastX !== false;
  return {
    id: c.id,
    platform: platformOf(c),
    shouldRefuse: false,
    withinExpectations,
    checks: { refusal: !o.refused, count, lastX },
    axis,
    symbol,
    timeframe,
    payout,
    notes,
  };
}

/**
 * "5m" = "M5", "Daily" = "1D" = "D1", "1h" = "H1"; a case may print two ("H4+H1", two panes):
 * either one counts.
 */
export function sameTimeframe(read: string, expected: string): boolean {
  const canon = (s: string) => {
    const t = s.trim();
    if (/^daily$/i.test(t)) return 'D1';
    if (/^weekly$/i.test(t)) return 'W1';
    if (/^monthly$/i.test(t)) return 'MN1';
    const letterFirst = /^(S|M|H|D|W|MN)(\d{1,3})$/i.exec(t);
    if (letterFirst) return `${letterFirst[1]!.toUpperCase()}${Number(letterFirst[2])}`;
    // (TradingView's bare number is minutes)
    if (/^\d{1,4}$/.test(t)) return `M${Number(t)}`;
    // (NinjaTrader prints the unit as a word: "5 Minute", "1 Day")
    const numberFirst =
      /^(\d{1,3})\s*(seconds?|minutes?|hours?|days?|weeks?|months?|s|m|min|h|d|w|mo|mn)$/i.exec(t);
    if (numberFirst) {
      const u = numberFirst[2]!.toLowerCase();
      const unit = u.startsWith('mo') || u === 'mn' ? 'MN' : u.startsWith('mi') ? 'M' : u[0]!.toUpperCase();
      return `${unit}${Number(numberFirst[1])}`;
    }
    return t.toUpperCase();
  };
  return expected.split('+').some((e) => canon(e) === canon(read));
}

/**
 * "USD/DZD (OTC)" = "USDDZD OTC"; "JBM AUTO LTD (NSE)" matches "JBM AUTO LTD"; TradingView's
 * "FX:EURUSD" is EURUSD on the FX exchange, so "EURUSD" matches it; "Gold vs US Dollar" is XAUUSD.
 */
export function sameSymbol(read: string, expected: string): boolean {
  // (a pair labelled by its names, "Gold vs US Dollar", is the ticker the engine gives for it)
  const norm = (s: string) =>
    (tickerOfName(s) ?? s)
      .toUpperCase()
      .replace(/^[A-Z0-9_]+:(?=\S)/, '')
      .replace(/[^A-Z0-9]/g, '');
  const a = norm(read);
  const b = norm(expected);
  return a.length >= 2 && (a === b || b.startsWith(a) || a.startsWith(b));
}

export type Summary = {
  cases: number;
  withinExpectations: number;
  axisLegible: number;
  axisWithinTolerance: number;
  symbolPrinted: number;
  symbolRead: number;
  timeframePrinted: number;
  timeframeRead: number;
  payoutPrinted: number;
  payoutRead: number;
  /** charts a person reads that the engine refused */
  legibleRefused: number;
  /** images to refuse, and how many of them were */
  toRefuse: number;
  refusedRight: number;
  /** within expectations per platform */
  platforms: Record<string, { cases: number; within: number }>;
};

export function summarize(scores: CaseScore[]): Summary {
  const platforms: Summary['platforms'] = {};
  for (const s of scores) {
    const p = (platforms[s.platform] ??= { cases: 0, within: 0 });
    p.cases++;
    if (s.withinExpectations) p.within++;
  }
  return {
    cases: scores.length,
    withinExpectations: scores.filter((s) => s.withinExpectations).length,
    axisLegible: scores.filter((s) => s.axis).length,
    axisWithinTolerance: scores.filter((s) => s.axis?.withinTolerance).length,
    symbolPrinted: scores.filter((s) => s.symbol !== null).length,
    symbolRead: scores.filter((s) => s.symbol === true).length,
    timeframePrinted: scores.filter((s) => s.timeframe !== null).length,
    timeframeRead: scores.filter((s) => s.timeframe === true).length,
    payoutPrinted: scores.filter((s) => s.payout !== null).length,
    payoutRead: scores.filter((s) => s.payout === true).length,
    legibleRefused: scores.filter((s) => !s.shouldRefuse && !s.checks.refusal).length,
    toRefuse: scores.filter((s) => s.shouldRefuse).length,
    refusedRight: scores.filter((s) => s.shouldRefuse && s.withinExpectations).length,
    platforms,
  };
}

/** One line of totals, the form the history file and the console share. */
export function formatSummary(sum: Summary): string {
  const pct = (n: number, d: number) => (d ? ` (${Math.round((n / d) * 100)} %)` : '');
  const platforms = Object.entries(sum.platforms)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([p, v]) => `${p} ${v.within}/${v.cases}`)
    .join(', ');
  return [
    `within ${sum.withinExpectations}/${sum.cases}${pct(sum.withinExpectations, sum.cases)}`,
    `prices ${sum.axisWithinTolerance}/${sum.axisLegible}${pct(sum.axisWithinTolerance, sum.axisLegible)}`,
    `symbol ${sum.symbolRead}/${sum.symbolPrinted}`,
    `timeframe ${sum.timeframeRead}/${sum.timeframePrinted}`,
    `payout ${sum.payoutRead}/${sum.payoutPrinted}`,
    `legible refused ${sum.legibleRefused}`,
    `refusals right ${sum.refusedRight}/${sum.toRefuse}`,
    `per platform: ${platforms}`,
  ].join('; ');
}
