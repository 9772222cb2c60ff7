/**
 * A line y = a + b·x through points with outliers: every pair proposes a line, the one with the
 * most points within `tolerance` wins, and least squares over those points gives the answer.
 * Used for price axes (a crosshair tag or a misread label must not tilt the scale) and for
 * the candles' time grid. Quadratic in the number of points, which stays small (≤ ~60).
 */
export type Point = { x: number; y: number };
export type RobustLine = { a: number; b: number; inliers: number[]; maxResidual: number };

export type LineOptions = {
  /** largest |residual| of an inlier, measured along x (the direction the tolerance is given in) */
  tolerance: number;
  /** rejects a proposed slope before counting its inliers */
  acceptSlope?: (b: number) => boolean;
};

export function fitRobustLine(points: Point[], options: LineOptions): RobustLine | null {
  const { tolerance, acceptSlope = () => true } = options;
  const n = points.length;
  const xs = Float64Array.from(points, (p) => p.x);
  const ys = Float64Array.from(points, (p) => p.y);
  // the proposals are counted without keeping their inliers: the winner's are listed at the end
  let bestCount = 0;
  let bestA = 0;
  let bestB = 0;
  const pairList = pairs(n);
  for (let t = 0; t < pairList.length; t += 2) {
    const i = pairList[t]!;
    const j = pairList[t + 1]!;
    if (xs[i] === xs[j] || ys[i] === ys[j]) continue;
    const b = (ys[j]! - ys[i]!) / (xs[j]! - xs[i]!);
    if (!acceptSlope(b)) continue;
    const a = ys[i]! - b * xs[i]!;
    let count = 0;
    for (let k = 0; k < n; k++) if (Math.abs((ys[k]! - a) / b - xs[k]!) <= tolerance) count++;
    if (count > bestCount) [bestCount, bestA, bestB] = [count, a, b];
  }
  if (bestCount < 2) return null;
  const best: number[] = [];
  for (let k = 0; k < n; k++) if (Math.abs((ys[k]! - bestA) / bestB - xs[k]!) <= tolerance) best.push(k);
  const fit = leastSquares(best.map((k) => points[k]!));
  if (!fit || !acceptSlope(fit.b)) return null;
  const maxResidual = Math.max(...best.map((k) => Math.abs((points[k]!.y - fit.a) / fit.b - points[k]!.x)));
  return { ...fit, inliers: best, maxResidual };
}

/**
 * Every pair while that is cheap; past 40 points, pairs at a spread of distances from a fixed
 * pseudo-random sequence (the same input gives the same answer). Flat: i, j, i, j, …
 */
function pairs(n: number): Int32Array {
  if (n <= 40) {
    const out = new Int32Array(n * (n - 1));
    let t = 0;
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++) {
        out[t++] = i;
        out[t++] = j;
      }
    return out;
  }
  const out: number[] = [];
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let t = 0; t < 600; t++) {
    const i = Math.floor(next() * n);
    const j = Math.floor(next() * n);
    if (i !== j) out.push(Math.min(i, j), Math.max(i, j));
  }
  return Int32Array.from(out);
}

export function leastSquares(points: Point[]): { a: number; b: number } | null {
  const n = points.length;
  if (n < 2) return null;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.x - mx) * (p.y - my);
    den += (p.x - mx) ** 2;
  }
  if (den === 0) return null;
  const b = num / den;
  return { a: my - b * mx, b };
}
