import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The real-screenshot development set (`../shared/real-charts/`, outside this repository: the
 * images belong to their authors) and how a reading is scored against its by-eye truth, as its
 * README describes.
 */
export type RealChartCase = {
  id: string;
  file: string;
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
};

export type CaseScore = {
  id: string;
  shouldRefuse: boolean;
  /** refusal right, candle count in range, last candle found */
  withinExpectations: boolean;
  checks: { refusal: boolean; count: boolean | null; lastX: boolean | null };
  /** null when the case has no legible axis */
  axis: { read: boolean; withinTolerance: boolean | null; error: number | null } | null;
  symbol: boolean | null;
  notes: string[];
};

export function scoreCase(c: RealChartCase, o: Outcome): CaseScore {
  const notes: string[] = [];
  if (c.refuse) {
    if (!o.refused) notes.push(`should refuse, read ${o.candleCount} candles`);
    return {
      id: c.id,
      shouldRefuse: true,
      withinExpectations: o.refused,
      checks: { refusal: o.refused, count: null, lastX: null },
      axis: null,
      symbol: null,
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
  const withinExpectations = !o.refused && count !== false && lastX !== false;
  return {
    id: c.id,
    shouldRefuse: false,
    withinExpectations,
    checks: { refusal: !o.refused, count, lastX },
    axis,
    symbol,
    notes,
  };
}

/**
 * "USD/DZD (OTC)" = "USDDZD OTC"; "JBM AUTO LTD (NSE)" matches "JBM AUTO LTD"; TradingView's
 * "FX:EURUSD" is EURUSD on the FX exchange, so "EURUSD" matches it.
 */
export function sameSymbol(read: string, expected: string): boolean {
  const norm = (s: string) =>
    s
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
  legibleRefused: number;
};

export function summarize(scores: CaseScore[]): Summary {
  return {
    cases: scores.length,
    withinExpectations: scores.filter((s) => s.withinExpectations).length,
    axisLegible: scores.filter((s) => s.axis).length,
    axisWithinTolerance: scores.filter((s) => s.axis?.withinTolerance).length,
    symbolPrinted: scores.filter((s) => s.symbol !== null).length,
    symbolRead: scores.filter((s) => s.symbol === true).length,
    legibleRefused: scores.filter((s) => !s.shouldRefuse && !s.checks.refusal).length,
  };
}
