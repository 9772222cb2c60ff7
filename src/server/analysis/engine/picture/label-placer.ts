/** A rectangle in image pixels. */
export type Box = { x0: number; y0: number; x1: number; y1: number };

const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/**
 * Finds each label a place beside its line: in the first free column and the nearest row, above or below, where it covers none
 * of the obstacles and no label placed before, and where no other drawn line runs between the
 * label and its own (a label past another line reads as that line's). Returns null when nothing
 * near the line is free: a missing label is better than one over the platform's own legend or the
 * newest candle, or one that names the wrong line.
 */
export function createLabelPlacer(x: {
  width: number;
  height: number;
  obstacles: readonly Box[];
  /** better not covered (older candles): a label covers them only where nothing else is free */
  soft?: readonly Box[];
  lineHeight: number;
  /** candidate columns, best first: a label's right or left edge goes at `x` */
  columns: ReadonlyArray<{ x: number; align: 'right' | 'left' }>;
  /** the heights of every horizontal line drawn across the plot (each label's own among them) */
  lines?: readonly number[];
}): (lineY: number, width: number) => Box | null {
  const taken: Box[] = [...x.obstacles];
  const soft = x.soft ?? [];
  const lines = x.lines ?? [];
  // (another line within half a pixel of this one is the same line drawn twice)
  const crossesAnother = (lineY: number, y0: number, y1: number) =>
    lines.some((y) => Math.abs(y - lineY) > 0.5 && y >= Math.min(lineY, y0) && y <= Math.max(lineY, y1));
  const rows = [0, -1, 1, -2, 2, -3, 3];
  const find = (lineY: number, width: number, avoidSoft: boolean): Box | null => {
    for (const k of rows) {
      // row 0 sits just above the line, row 1 just below, then farther out: never across it
      const y0 = k <= 0 ? lineY - 2 - (1 - k) * x.lineHeight : lineY + 2 + (k - 1) * x.lineHeight;
      if (y0 < 0 || y0 + x.lineHeight > x.height) continue;
      if (crossesAnother(lineY, y0, y0 + x.lineHeight)) continue;
      for (const column of x.columns) {
        const x0 = Math.max(
          0,
          Math.min(x.width - width, column.align === 'right' ? column.x - width : column.x),
        );
        const box = { x0, y0, x1: x0 + width, y1: y0 + x.lineHeight };
        if (taken.some((o) => overlaps(o, box))) continue;
        if (avoidSoft && soft.some((o) => overlaps(o, box))) continue;
        return box;
      }
    }
    return null;
  };
  return (lineY, width) => {
    const box = find(lineY, width, true) ?? find(lineY, width, false);
    if (box) taken.push(box);
    return box;
  };
}
