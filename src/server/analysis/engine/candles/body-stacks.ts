import type { PixelBox } from '../text/text-boxes';
import { profileBox, type Piece } from './pieces';
import { CANDLES } from '../params';

/**
 * Candle bodies as stacks of equal rows: row after row, a run of the mask with the same left
 * and right ends. Lines drawn over candles in their own colours (moving averages, bands,
 * channels) join candles into one connected piece, but they cannot fake a stack: where a line
 * crosses a body the row's run is merely wider for a row or two, and the stack goes on through
 * it. Dots and markers make stacks too; their widths and regular heights give them away later.
 */

type Stack = { x0: number; x1: number; y0: number; y1: number; exact: number; crossed: number };

export function findBodyStacks(mask: Uint8Array, width: number, plot: PixelBox, maxWidth: number): Piece[] {
  let open: Stack[] = [];
  const done: Stack[] = [];
  for (let y = plot.y0; y <= plot.y1; y++) {
    const runs: Array<[number, number]> = [];
    const row = y * width;
    for (let x = plot.x0; x <= plot.x1; x++) {
      if (!mask[row + x]) continue;
      const start = x;
      while (x + 1 <= plot.x1 && mask[row + x + 1]) x++;
      runs.push([start, x]);
    }
    const next: Stack[] = [];
    const taken = new Set<number>();
    for (const s of open) {
      // the same run again (±1 px at either end), or a wider run holding it (a line crossing)
      let k = runs.findIndex(([a, b]) => Math.abs(a - s.x0) <= 1 && Math.abs(b - s.x1) <= 1);
      let crossed = false;
      if (k < 0) {
        k = runs.findIndex(([a, b]) => a <= s.x0 && b >= s.x1);
        crossed = k >= 0;
      }
      if (k >= 0 && (!crossed || s.crossed < CANDLES.maxCrossedRows)) {
        next.push({ ...s, y1: y, exact: s.exact + (crossed ? 0 : 1), crossed: crossed ? s.crossed + 1 : 0 });
        if (!crossed) taken.add(k);
      } else done.push(s);
    }
    runs.forEach(([a, b], k) => {
      if (taken.has(k) || b - a + 1 > maxWidth || b - a < 2) return;
      // a new run that is already someone's stack row (two stacks in one run) starts nothing
      if (next.some((s) => s.y1 === y && s.x0 === a && s.x1 === b)) return;
      next.push({ x0: a, x1: b, y0: y, y1: y, exact: 1, crossed: 0 });
    });
    open = next;
  }
  done.push(...open);
  const pieces: Piece[] = [];
  for (const s of done) {
    // a trailing run of crossed rows belongs to the line, not the body
    const y1 = s.y1 - s.crossed;
    // bodies narrower than 3 px are pieces of their own already (nothing fits beside a line)
    if (y1 - s.y0 < 2 || s.exact < 3 || s.x1 - s.x0 < 2) continue;
    pieces.push(profileBox(mask, width, { x0: s.x0, x1: s.x1, y0: s.y0, y1 }));
  }
  return pieces;
}
