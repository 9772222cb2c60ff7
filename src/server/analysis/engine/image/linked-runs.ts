/**
 * The horizontal runs of set pixels in a box, joined into 8-connected components by
 * union-find: run i covers x0[i]..x1[i] on row y[i], and root(i) names its component. Candle
 * pieces and the text detector's regions are both built from these. Runs are numbered row by
 * row, left to right.
 */
export type LinkedRuns = {
  x0: Int32Array;
  x1: Int32Array;
  y: Int32Array;
  /** how many runs (the arrays may be longer) */
  count: number;
  root: (i: number) => number;
};

type Box = { x0: number; y0: number; x1: number; y1: number };

/** Runs of the values above `threshold` (the text detector's probability map). */
export function linkRunsAbove(box: Box, width: number, values: Float32Array, threshold: number): LinkedRuns {
  const runs = new RunLinker();
  for (let y = box.y0; y <= box.y1; y++) {
    const row = y * width;
    const end = row + box.x1;
    for (let p = row + box.x0; p <= end; p++) {
      if (!(values[p]! > threshold)) continue;
      const start = p;
      while (p < end && values[p + 1]! > threshold) p++;
      runs.add(start - row, p - row, y);
    }
    runs.endRow();
  }
  return runs.result();
}

/**
 * The same for the non-zero bytes of a mask over the whole image. (Each source has a loop of
 * its own: a predicate called per pixel cost the candle stage more than the rest of the linking.)
 */
export function linkMaskRuns(box: Box, width: number, mask: Uint8Array): LinkedRuns {
  const runs = new RunLinker();
  for (let y = box.y0; y <= box.y1; y++) {
    const row = y * width;
    const end = row + box.x1;
    for (let p = row + box.x0; p <= end; p++) {
      if (mask[p] === 0) continue;
      const start = p;
      while (p < end && mask[p + 1] !== 0) p++;
      runs.add(start - row, p - row, y);
    }
    runs.endRow();
  }
  return runs.result();
}

/** Runs added row by row, each joined with the runs of the row before that touch it. */
class RunLinker {
  private x0s = new Int32Array(1024);
  private x1s = new Int32Array(1024);
  private ys = new Int32Array(1024);
  private parent = new Int32Array(1024);
  private n = 0;
  /** the previous row's runs, [prevFirst, prevEnd), and where this row's begin */
  private prevFirst = 0;
  private prevEnd = 0;
  private rowFirst = 0;
  /** the previous row's runs left of this one cannot touch the runs after it */
  private k = 0;

  readonly root = (i: number): number => {
    const parent = this.parent;
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };

  add(start: number, end: number, y: number): void {
    if (this.n === this.x0s.length) this.grow();
    const id = this.n++;
    this.x0s[id] = start;
    this.x1s[id] = end;
    this.ys[id] = y;
    this.parent[id] = id;
    while (this.k < this.prevEnd && this.x1s[this.k]! < start - 1) this.k++;
    for (let j = this.k; j < this.prevEnd && this.x0s[j]! <= end + 1; j++) {
      const a = this.root(j);
      const b = this.root(id);
      if (a !== b) this.parent[b] = a;
    }
  }

  endRow(): void {
    this.prevFirst = this.rowFirst;
    this.prevEnd = this.n;
    this.rowFirst = this.n;
    this.k = this.prevFirst;
  }

  result(): LinkedRuns {
    return { x0: this.x0s, x1: this.x1s, y: this.ys, count: this.n, root: this.root };
  }

  private grow(): void {
    const bigger = (a: Int32Array) => {
      const b = new Int32Array(a.length * 2);
      b.set(a);
      return b;
    };
    this.x0s = bigger(this.x0s);
    this.x1s = bigger(this.x1s);
    this.ys = bigger(this.ys);
    this.parent = bigger(this.parent);
  }
}
