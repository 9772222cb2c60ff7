import { fitRobustLine, type RobustLine } from '../math/robust-line';
import type { AxisLabel } from '../text/axis-label';
import { SCALE } from '../params';

/**
 * The price axis: price = a + b·y fitted robustly to the labels read on the axis column (the
 * current-price tag and a crosshair label sit at their true height and agree; a misread or a
 * label of another pane does not). A logarithmic axis (labels evenly spaced in log(price))
 * fits log10(price) = a + b·y instead. A lone separator before three digits (`33,477`,
 * `130.760`) is read the same way for the whole axis: a comma as thousands, a point as decimals,
 * unless the other labels say otherwise.
 */
export type { AxisLabel } from '../text/axis-label';

export type PriceAxis = {
  /** price = intercept + slope·y, or 10^(intercept + slope·y) when `log` */
  intercept: number;
  slope: number;
  log: boolean;
  /** labels end in % (a percent axis: values are not prices) */
  percent: boolean;
  decimals: number;
  labelsUsed: Array<{ text: string; y: number; value: number; x0: number; x1: number }>;
  labelsRejected: Array<{ text: string; y: number }>;
  maxResidual: number;
};

export type FitOptions = {
  /** how the rest of the screen groups thousands (see thousandsSeparatorOf): settles "79.635" */
  thousands?: '.' | ',' | null;
};

export function fitPriceAxis(all: AxisLabel[], fit: FitOptions = {}): PriceAxis | null {
  // an axis printed with decimals ("185.100") makes a label read without its separator
  // ("184920") a misreading, whichever way the separator is taken
  const separated = all.filter((l) => l.parsed.separator !== null);
  const labels = separated.length >= Math.max(SCALE.minLabels, all.length * 0.6) ? separated : all;
  if (labels.length < SCALE.minLabels) return null;
  const height = median(labels.map((l) => l.height));
  const tolerance = Math.max(1.5, height * SCALE.labelResidual);
  const ambiguous = labels.filter((l) => l.parsed.asThousands);
  // "38,52" beside "38,500" settles it: that separator marks decimals on this axis
  const decimalsAreUnambiguous = labels.some(
    (l) =>
      !l.parsed.asThousands &&
      ambiguous.some((a) => a.parsed.separator === l.parsed.separator) &&
      l.parsed.asDecimal.decimals > 0,
  );
  const options: Array<'decimal' | 'thousands'> = ['decimal'];
  if (ambiguous.length && !decimalsAreUnambiguous) options.push('thousands');
  let best: (PriceAxis & { score: number }) | null = null;
  // a tick mark left of a label reads as a minus sign ("-1.24225"); prices are never negative
  const signs = labels.some((l) => l.parsed.asDecimal.value < 0) ? [false, true] : [false];
  for (const reading of options)
    for (const unsigned of signs) {
      const values = labels.map((l) => {
        const v = reading === 'thousands' && l.parsed.asThousands ? l.parsed.asThousands : l.parsed.asDecimal;
        return unsigned ? { ...v, value: Math.abs(v.value) } : v;
      });
      for (const log of [false, true]) {
        if (log && values.some((v) => v.value <= 0)) continue;
        const points = labels.map((l, i) => ({
          x: l.y,
          y: log ? Math.log10(values[i]!.value) : values[i]!.value,
        }));
        const line = fitRobustLine(points, { tolerance, acceptSlope: (b) => b < 0 });
        if (
          !line ||
          !looksLikeAxis(line.inliers.map((i) => values[i]!)) ||
          (!log &&
            !evenLadder(
              line.inliers.map((i) => ({ y: labels[i]!.y, ...values[i]! })),
              height,
            )) ||
          !spreadOut(
            line.inliers.map((i) => labels[i]!.y),
            height,
          )
        )
          continue;
        // the screen's own numbers say which separator groups thousands ("1.234,56" in the order
        // panel: ProfitChart's "79.635" is 79 635 points); else a comma before three digits is a
        // thousands separator far more often than a decimal one
        const grouping = fit.thousands ?? ',';
        const preferred =
          ambiguous.length === 0 ||
          (reading === 'thousands') === ambiguous.some((l) => l.parsed.separator === grouping);
        // log only when it explains clearly more labels than a straight line
        const score = line.inliers.length * 10 - (log ? 15 : 0) + (preferred ? 1 : 0);
        if (!best || score > best.score) best = { ...toAxis(labels, values, line, log), score };
      }
    }
  if (!best) return null;
  const { score: _score, ...axis } = best;
  return axis;
}

/**
 * An axis prints its labels in one format (the same number of decimals) and prices are never
 * negative; three numbers of an oscillator pane or of a trade panel that happen to line up rarely
 * pass both.
 */
function looksLikeAxis(values: Array<{ value: number; decimals: number }>): boolean {
  if (new Set(values.map((v) => v.value)).size < SCALE.minLabels) return false;
  if (values.some((v) => v.value < 0)) return false;
  const byDecimals = new Map<number, number>();
  for (const v of values) byDecimals.set(v.decimals, (byDecimals.get(v.decimals) ?? 0) + 1);
  return Math.max(...byDecimals.values()) >= SCALE.minLabels;
}

/**
 * A linear axis prints its labels at one value step: two pairs of labels the same distance
 * apart differ by the same amount, to the last printed digit. Three misread labels can
 * happen to line up (90.458, 50.575, 10.425 for 93.650, 93.575, 93.500 in 5 px print) but
 * their steps differ. Where such pairs exist, at least one must agree (a label misread by a
 * digit still lines up within the fit's tolerance and may spoil one pair); where none stand
 * equally far apart (two labels and a price tag), there is nothing to compare.
 */
function evenLadder(points: Array<{ y: number; value: number; decimals: number }>, height: number): boolean {
  const sorted = [...points].sort((a, b) => a.y - b.y);
  const unit = 10 ** -Math.max(...sorted.map((p) => p.decimals));
  // every pair, not only neighbours: a price tag between two labels cuts their step in two
  const steps = sorted.flatMap((p, i) =>
    sorted.slice(i + 1).map((q) => ({ dy: q.y - p.y, dv: p.value - q.value })),
  );
  let compared = false;
  for (let i = 0; i < steps.length; i++)
    for (let j = i + 1; j < steps.length; j++) {
      const a = steps[i]!;
      const b = steps[j]!;
      if (Math.abs(a.dy - b.dy) > Math.max(1.5, height * SCALE.labelResidual)) continue;
      compared = true;
      if (Math.abs(a.dv - b.dv) <= unit * SCALE.ladderUnits + 1e-9 * Math.abs(a.dv)) return true;
    }
  return !compared;
}

/**
 * An axis's labels stand apart, each on its own level: three labels that fit a line only
 * because two share a row (the time axis's "17 May" beside "2010") make no scale.
 */
function spreadOut(ys: number[], height: number): boolean {
  const sorted = [...ys].sort((a, b) => a - b);
  let levels = 1;
  for (let i = 1; i < sorted.length; i++) if (sorted[i]! - sorted[i - 1]! >= height * 0.8) levels++;
  return levels >= SCALE.minLabels;
}

function toAxis(
  labels: AxisLabel[],
  values: Array<{ value: number; decimals: number; percent: boolean }>,
  line: RobustLine,
  log: boolean,
): PriceAxis {
  const used = new Set(line.inliers);
  const decimals = Math.max(...line.inliers.map((i) => values[i]!.decimals));
  return {
    intercept: line.a,
    slope: line.b,
    log,
    percent: line.inliers.some((i) => values[i]!.percent),
    decimals,
    labelsUsed: line.inliers.map((i) => ({
      text: labels[i]!.text,
      y: labels[i]!.y,
      value: values[i]!.value,
      x0: labels[i]!.x0,
      x1: labels[i]!.x1,
    })),
    labelsRejected: labels.filter((_, i) => !used.has(i)).map((l) => ({ text: l.text, y: l.y })),
    maxResidual: Math.round(line.maxResidual * 100) / 100,
  };
}

export function priceAt(axis: Pick<PriceAxis, 'intercept' | 'slope' | 'log'>, y: number): number {
  const v = axis.intercept + axis.slope * y;
  return axis.log ? 10 ** v : v;
}

export function yAtPrice(axis: Pick<PriceAxis, 'intercept' | 'slope' | 'log'>, price: number): number {
  const v = axis.log ? Math.log10(price) : price;
  return (v - axis.intercept) / axis.slope;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1]!;
}
