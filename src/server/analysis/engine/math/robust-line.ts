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
  let best: number[] = [];
  for (const [i, j] of pairs(points.length)) {
    const p = points[i]!;
    const q = points[j]!;
    if (p.x === q.x || p.y === q.y) continue;
    const b = (q.y - p.y) / (q.x - p.x);
    if (!acceptSlope(b)) continue;
    const a = p.y - b * p.x;
    const inliers: number[] = [];
    points.forEach((r, k) => {
      if (Math.abs((r.y - a) / b - r.x) <= tolerance) inliers.push(k);
    });
    if (inliers.length > best.length) best = inliers;
  }
  if (best.length < 2) return null;
  const fit = leastSquares(best.map((k) => points[k]!));
  if (!fit || !acceptSlope(fit.b)) return null;
  const maxResidual = Math.max(...best.map((k) => Math.abs((points[k]!.y - fit.a) / fit.b - points[k]!.x)));
  return { ...fit, inliers: best, maxResidual };
}

/**
 * Every pair while that is cheap; past 40 points, pairs at a spread of distances from a fixed
 * pseudo-random sequence (the same input gives the same answer).
 */
function* pairs(n: number): Generator<[number, number]> {
  if (n <= 40) {
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) yield [i, j];
    return;
  }
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let t = 0; t < 600; t++) {
    const i = Math.floor(next() * n);
    const j = Math.floor(next() * n);
    if (i !== j) yield [Math.min(i, j), Math.max(i, j)];
  }
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
