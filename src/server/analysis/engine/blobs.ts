/**
 * Connected components (4-connected) of a label image, built from horizontal runs: each row
 * is scanned once, and runs that overlap a run of the previous row are joined (union-find).
 * Row-major so it stays cache-friendly on large screenshots.
 */
export type Blob = { x0: number; x1: number; y0: number; y1: number; pixels: number; label: number; counts: [number, number, number] };

export function findBlobs(labels: Uint8Array, width: number, height: number, accept: (label: number) => boolean, splitByLabel: boolean): Blob[] {
  const ok = new Uint8Array(256);
  for (let l = 0; l < 256; l++) ok[l] = accept(l) ? 1 : 0;
  let cap = 4096;
  let rx0 = new Int32Array(cap);
  let rx1 = new Int32Array(cap);
  let ry = new Int32Array(cap);
  let rl = new Uint8Array(cap);
  let parent = new Int32Array(cap);
  let n = 0;
  const find = (i: number): number => {
    while (parent[i]! !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  let prevStart = 0;
  let prevEnd = 0;
  for (let y = 0; y < height; y++) {
    const rowStart = n;
    const base = y * width;
    let x = 0;
    while (x < width) {
      const l = labels[base + x]!;
      if (!ok[l]) {
        x++;
        continue;
      }
      const x0 = x;
      x++;
      while (x < width) {
        const m = labels[base + x]!;
        if (!ok[m] || (splitByLabel && m !== l)) break;
        x++;
      }
      if (n === cap) {
        cap *= 2;
        const grow = <T extends Int32Array | Uint8Array>(a: T, make: (c: number) => T): T => {
          const b = make(cap);
          b.set(a);
          return b;
        };
        rx0 = grow(rx0, (c) => new Int32Array(c));
        rx1 = grow(rx1, (c) => new Int32Array(c));
        ry = grow(ry, (c) => new Int32Array(c));
        rl = grow(rl, (c) => new Uint8Array(c));
        parent = grow(parent, (c) => new Int32Array(c));
      }
      rx0[n] = x0;
      rx1[n] = x - 1;
      ry[n] = y;
      rl[n] = l;
      parent[n] = n;
      n++;
    }
    let j = prevStart;
    for (let i = rowStart; i < n; i++) {
      while (j < prevEnd && rx1[j]! < rx0[i]!) j++;
      for (let k = j; k < prevEnd && rx0[k]! <= rx1[i]!; k++) {
        if (splitByLabel && rl[k] !== rl[i]) continue;
        const a = find(i);
        const b = find(k);
        if (a !== b) parent[a] = b;
      }
    }
    prevStart = rowStart;
    prevEnd = n;
  }
  const byRoot = new Map<number, Blob>();
  for (let i = 0; i < n; i++) {
    const r = find(i);
    const len = rx1[i]! - rx0[i]! + 1;
    let b = byRoot.get(r);
    if (!b) {
      b = { x0: rx0[i]!, x1: rx1[i]!, y0: ry[i]!, y1: ry[i]!, pixels: 0, label: rl[i]!, counts: [0, 0, 0] };
      byRoot.set(r, b);
    }
    if (rx0[i]! < b.x0) b.x0 = rx0[i]!;
    if (rx1[i]! > b.x1) b.x1 = rx1[i]!;
    if (ry[i]! < b.y0) b.y0 = ry[i]!;
    if (ry[i]! > b.y1) b.y1 = ry[i]!;
    b.pixels += len;
    const l = rl[i]!;
    if (l === 1 || l === 2) b.counts[l] += len;
    else b.counts[0] += len;
  }
  return [...byRoot.values()];
}

export function modeOf(values: readonly number[]): { value: number; count: number } {
  const m = new Map<number, number>();
  let best = { value: 0, count: 0 };
  for (const v of values) {
    const c = (m.get(v) ?? 0) + 1;
    m.set(v, c);
    if (c > best.count) best = { value: v, count: c };
  }
  return best;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}
