import type { Piece } from './pieces';

/**
 * Body widths worth trying, most likely first. Candles of one chart share one body width
 * (±1 px of anti-aliasing); what else stands out — wicks alone, markers, icons, line
 * fragments — has other widths or too few repeats. A width counts the pieces within its
 * tolerance that are at least a few pixels tall.
 */
export function candidateWidths(pieces: Piece[], maxTries = 5): number[] {
  const counts = new Map<number, number>();
  for (const p of pieces) {
    if (p.y1 - p.y0 < 2) continue;
    const w = p.x1 - p.x0 + 1;
    counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  const scored = [...counts.keys()].map((w) => {
    const tol = widthTolerance(w);
    let n = 0;
    for (const [v, c] of counts) if (Math.abs(v - w) <= tol) n += c;
    return { w, n };
  });
  // widths of 1 are mostly wicks and line fragments: only when nothing wider repeats
  scored.sort((a, b) => b.n - a.n || b.w - a.w);
  const out: number[] = [];
  for (const { w, n } of scored) {
    if (n < 4) break;
    if (out.some((o) => Math.abs(o - w) <= widthTolerance(o))) continue;
    out.push(w);
    if (out.length === maxTries) break;
  }
  return out.sort((a, b) => (a === 1 ? 1 : 0) - (b === 1 ? 1 : 0));
}

export function widthTolerance(w: number): number {
  return Math.max(1, Math.round(w * 0.15));
}
