import type { PriceAxis } from '../scale/price-axis';
import type { TextLayer } from '../text/read-text';
import type { PixelBox } from '../text/text-boxes';
import type { Raster, Rgb } from '../types';
import { findLabelColumns } from '../text/label-columns';
import { findSeparators } from './separators';
import { dominantColour } from '../image/colour-stats';
import { standsOut } from '../image/ink';
import { PLOT_EDGE } from '../params';

/**
 * Stage 2 — plot. The pane where candles are looked for: beside the price-axis column (never
 * across it), above the row of time labels, and — when the axis was read — between the pane
 * separators around the labels that made the scale (indicator panes below a MetaTrader or
 * TradingView chart carry labels of their own that do not fit it, and histograms in candle
 * colours). Everything outside is UI: toolbars, watchlists, order panels, phone bars.
 */
export type Plot = PixelBox & {
  axisSide: 'left' | 'right' | null;
  /** y of the time-axis label row, when one was found */
  timeAxisY: number | null;
  /** horizontal lines across the plot that split it into panes */
  separators: number[];
};

export function findPlot(img: Raster, text: TextLayer, axis: PriceAxis | null): Plot {
  const side = axis ? (text.axisColumn?.side ?? null) : null;
  const margin = 2;
  // the labels that made the scale bound the plot (a countdown beside the price tag, or a
  // panel further out, may share the column)
  const inner = axis ? quartile(axis.labelsUsed.map((l) => (side === 'right' ? l.x0 : -l.x1))) : 0;
  let left = side === 'left' ? Math.min(img.width - 1, -inner + margin) : 0;
  let right = side === 'right' ? Math.max(0, inner - margin) : img.width - 1;
  const lastLabel = axis ? Math.max(...axis.labelsUsed.map((l) => l.y)) : img.height * 0.35;
  // watchlists, order books and trade panels beside the chart are columns of text as tall as
  // the chart (an info panel drawn over the chart's corner is shorter)
  const chartHeight = (findTimeRow(text, left, right, lastLabel)?.y0 ?? img.height) - 1;
  const gap = panelGap(text, img, side === 'right' ? right : side === 'left' ? left : null, chartHeight);
  if (Math.min(right, gap.right) - Math.max(left, gap.left) >= (right - left) * 0.3) {
    left = Math.max(left, gap.left);
    right = Math.min(right, gap.right);
  }
  const timeRow = findTimeRow(text, left, right, lastLabel);
  let top = 0;
  let bottom = timeRow ? Math.max(top, timeRow.y0 - margin) : img.height - 1;
  const separators = findSeparators(img, { x0: left, x1: right, y0: top, y1: bottom });
  if (axis) {
    // the price pane: the separators nearest above the first and below the last label used
    const ys = axis.labelsUsed.map((l) => l.y);
    const first = Math.min(...ys);
    const last = Math.max(...ys);
    // a line level with a label is that label's grid line, whatever else it looks like; the
    // price tag on the axis (an outlier to the fit) marks the price line, which runs the whole
    // pane like a separator
    const levels = [...ys, ...axisColumnCentres(text)];
    const bounds = separators.filter((s) => !levels.some((y) => Math.abs(s - y) <= 3));
    const above = bounds.filter((s) => s < first);
    const below = bounds.filter((s) => s > last);
    if (above.length) top = Math.floor(Math.max(...above)) + 2;
    if (below.length) bottom = Math.ceil(Math.min(...below)) - 2;
  } else {
    // (only the panes below it are cut away: what lies above, a toolbar or a legend, is where
    // the symbol is looked for)
    const pane = tallestPane(img, separators, { x0: left, x1: right, y0: top, y1: bottom });
    if (pane) bottom = pane[1];
  }
  [left, right] = insideBorders(img, text, { x0: left, x1: right, y0: top, y1: bottom });
  return {
    x0: left,
    x1: right,
    y0: top,
    y1: bottom,
    axisSide: side,
    timeAxisY: timeRow ? timeRow.y0 : null,
    separators,
  };
}

/**
 * The plot's sides without the frame drawn along them: MetaTrader draws the price axis's border
 * as a line down the whole pane a few pixels inside the labels, and the plot, bounded by the
 * labels, took it in (its column was then read as the newest candle). A column inked down
 * nearly all the pane's height is no candle: the edge moves inside it.
 */
function insideBorders(img: Raster, text: TextLayer, plot: PixelBox): [number, number] {
  const heights = (text.axisColumn?.labels ?? []).map((l) => l.height).sort((a, b) => a - b);
  const textHeight = heights.length ? heights[heights.length >> 1]! : PLOT_EDGE.defaultTextPx;
  const reach = Math.max(PLOT_EDGE.minReachPx, Math.round(textHeight * PLOT_EDGE.reachTextHeights));
  const rows = plot.y1 - plot.y0 + 1;
  // (the background from a strip beside each side, sampled: the whole plot's colours cost
  // more than the rest of this rule)
  const strip = reach * PLOT_EDGE.backgroundStripReaches;
  const sampled = { samples: PLOT_EDGE.stripSamples };
  // (a column stops being looked at once it misses more rows than a border may)
  const maxMissed = rows * (1 - PLOT_EDGE.borderInked);
  const isBorder = (x: number, background: Rgb) => {
    let missed = 0;
    for (let y = plot.y0; y <= plot.y1 && missed <= maxMissed; y++)
      if (!standsOut(img, background, x, y)) missed++;
    return missed <= maxMissed;
  };
  let { x0, x1 } = plot;
  // (the innermost such column within reach: a border may be two pixels wide, or doubled)
  const right = dominantColour(img, { ...plot, x0: Math.max(plot.x0, plot.x1 - strip) }, sampled);
  for (let x = plot.x1; x >= Math.max(plot.x0, plot.x1 - reach); x--) if (isBorder(x, right)) x1 = x - 1;
  const left = dominantColour(img, { ...plot, x1: Math.min(plot.x1, plot.x0 + strip) }, sampled);
  for (let x = plot.x0; x <= Math.min(plot.x1, plot.x0 + reach); x++) if (isBorder(x, left)) x0 = x + 1;
  return x1 - x0 >= (plot.x1 - plot.x0) * 0.5 ? [x0, x1] : [plot.x0, plot.x1];
}

/**
 * The time axis: three or more text boxes of about one width on one row, spread over the
 * plot's width, below `belowY` (the last price label, or a third of the image). The nearest
 * such row wins: rows of buttons or tabs further down look alike.
 */
function findTimeRow(text: TextLayer, left: number, right: number, belowY: number): PixelBox | null {
  const boxes = text.items
    .map((it) => it.ink ?? it)
    .filter((b) => b.x0 >= left - 5 && b.x1 <= right + 5 && b.y0 > belowY);
  let best: PixelBox | null = null;
  for (const b of boxes) {
    const h = b.y1 - b.y0 + 1;
    const row = boxes.filter(
      (o) =>
        Math.abs((o.y0 + o.y1) / 2 - (b.y0 + b.y1) / 2) <= Math.max(2, h * 0.3) &&
        Math.abs(o.y1 - o.y0 + 1 - h) <= Math.max(2, h * 0.3),
    );
    if (row.length < 3) continue;
    const widths = row.map((o) => o.x1 - o.x0 + 1).sort((p, q) => p - q);
    const typical = widths[widths.length >> 1]!;
    if (
      row.filter((o) => Math.abs(o.x1 - o.x0 + 1 - typical) <= typical * 0.4).length <
      Math.max(3, row.length * 0.7)
    )
      continue;
    const x0 = Math.min(...row.map((o) => o.x0));
    const x1 = Math.max(...row.map((o) => o.x1));
    if (x1 - x0 < (right - left) * 0.3) continue;
    const box = { x0, x1, y0: Math.min(...row.map((o) => o.y0)), y1: Math.max(...row.map((o) => o.y1)) };
    if (!best || box.y0 < best.y0) best = box;
  }
  return best;
}

/**
 * The stretch of the image's width between columns of stacked text that run down most of the
 * chart's height at a regular pitch (watchlists, order books, panels of fields; the price axis is one of
 * them too): the one
 * that holds `inner` (a point just inside the read axis), else the widest.
 */
function panelGap(
  text: TextLayer,
  img: Raster,
  inner: number | null,
  chartHeight: number,
): { left: number; right: number } {
  // (only text level with the chart: a panel of parameters or a log under the chart is no panel
  // beside it, however tall its list)
  const boxes = text.items.map((it) => it.ink ?? it).filter((b) => (b.y0 + b.y1) / 2 < chartHeight);
  const blocks = findLabelColumns(boxes, img.width)
    .filter((c) => {
      // a panel lists its rows at one pitch; a phone's screen stacks unrelated controls
      if (c.boxes.length < 6 || c.ladder < 0.7) return false;
      const ys = c.boxes.map((i) => boxes[i]!);
      return Math.max(...ys.map((b) => b.y1)) - Math.min(...ys.map((b) => b.y0)) >= chartHeight * 0.75;
    })
    .map((c) => [c.x0, c.x1] as const);
  blocks.sort((a, b) => a[0] - b[0]);
  const gaps: Array<{ left: number; right: number }> = [];
  let from = 0;
  for (const [x0, x1] of blocks) {
    if (x0 > from) gaps.push({ left: from, right: x0 - 1 });
    from = Math.max(from, x1 + 1);
  }
  if (from < img.width - 1) gaps.push({ left: from, right: img.width - 1 });
  if (!gaps.length) return { left: 0, right: img.width - 1 };
  const holding = inner === null ? undefined : gaps.find((g) => g.left - 4 <= inner && inner <= g.right + 4);
  return holding ?? gaps.reduce((a, b) => (b.right - b.left > a.right - a.left ? b : a));
}

/**
 * With no axis read to say which pane holds the prices: the tallest of the panes that dividers
 * cut the plot into (indicator panes — volume, RSI, MACD — are the shorter ones), when it holds
 * most of the plot. A divider is a line nothing crosses: the price line, which also runs the
 * whole width, has candles standing across it.
 */
function tallestPane(img: Raster, separators: number[], region: PixelBox): [number, number] | null {
  const height = region.y1 - region.y0 + 1;
  const background = dominantColour(img, region);
  const dividers = separators.filter(
    (s) =>
      s > region.y0 + height * 0.1 && s < region.y1 - height * 0.1 && !crossed(img, background, s, region),
  );
  if (!dividers.length) return null;
  const edges = [region.y0 - 2, ...dividers.sort((a, b) => a - b), region.y1 + 2];
  let best: [number, number] | null = null;
  for (let i = 1; i < edges.length; i++) {
    const pane: [number, number] = [Math.floor(edges[i - 1]!) + 2, Math.ceil(edges[i]!) - 2];
    if (!best || pane[1] - pane[0] > best[1] - best[0]) best = pane;
  }
  return best && best[1] - best[0] + 1 >= height * 0.5 ? best : null;
}

/** Whether marks stand across a horizontal line: inked 3 px above and 3 px below it in the same columns. */
function crossed(img: Raster, background: Rgb, y: number, region: PixelBox): boolean {
  const above = Math.round(y) - 3;
  const below = Math.round(y) + 3;
  if (above < region.y0 || below > region.y1) return false;
  let columns = 0;
  for (let x = region.x0; x <= region.x1; x++)
    if (standsOut(img, background, x, above) && standsOut(img, background, x, below)) columns++;
  return columns >= Math.max(3, (region.x1 - region.x0 + 1) * 0.01);
}

/** the vertical centres of the text boxes in the price-axis column: labels and price tags */
function axisColumnCentres(text: TextLayer): number[] {
  const column = text.axisColumn;
  if (!column) return [];
  return text.items
    .map((it) => it.ink ?? it)
    .filter((b) => b.x1 >= column.x0 && b.x0 <= column.x1)
    .map((b) => (b.y0 + b.y1) / 2);
}

/** the first quartile: robust to one odd label */
function quartile(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 4)]!;
}
