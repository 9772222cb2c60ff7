/**
 * The horizontal runs of set pixels in a box, joined into 8-connected components by
 * union-find: run i covers x0[i]..x1[i] on row y[i], and root(i) names its component. `on`
 * takes a pixel's index (y · width + x). Candle pieces and the text detector's regions are both
 * built from these.
 */
export type LinkedRuns = { x0: number[]; x1: number[]; y: number[]; root: (i: number) => number };

export function linkRuns(
  box: { x0: number; y0: number; x1: number; y1: number },
  width: number,
  on: (p: number) => boolean,
): LinkedRuns {
  const x0s: number[] = [];
  const x1s: number[] = [];
  const ys: number[] = [];
  const parent: number[] = [];
  const root = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  let prevFirst = 0;
  let prevEnd = 0;
  for (let y = box.y0; y <= box.y1; y++) {
    const first = x0s.length;
    const row = y * width;
    // runs of the previous row, left to right: those ending left of this run cannot touch it
    let k = prevFirst;
    for (let x = box.x0; x <= box.x1; x++) {
      if (!on(row + x)) continue;
      const start = x;
      while (x + 1 <= box.x1 && on(row + x + 1)) x++;
      const id = x0s.length;
      x0s.push(start);
      x1s.push(x);
      ys.push(y);
      parent.push(id);
      while (k < prevEnd && x1s[k]! < start - 1) k++;
      for (let j = k; j < prevEnd && x0s[j]! <= x + 1; j++) {
        const a = root(j);
        const b = root(id);
        if (a !== b) parent[b] = a;
      }
    }
    prevFirst = first;
    prevEnd = x0s.length;
  }
  return { x0: x0s, x1: x1s, y: ys, root };
}
