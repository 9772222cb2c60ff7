import type { Raster } from '../types';
import type { AxisLabel } from './axis-label';
import { detectText, placeOnCanvas, placeTight, warmDetector, type Placement } from './detect-text';
import { inkBox, type InkBox } from './ink-box';
import { findLabelColumns, longestLadder, type LabelColumn } from './label-columns';
import type { OcrModels } from './ocr-models';
import { parseNumber } from './parse-number';
import { recognizeBoxes, type ReadLine } from './recognize-text';
import type { PixelBox } from './text-boxes';
import { TEXT } from '../params';
import type { WorkBudget } from '../work-budget';

/**
 * Stage 1 — text. Every line of text is detected once (boxes for the mask that keeps text out
 * of candle detection); only the boxes a later stage needs are recognised, because reading
 * costs ~0.5 ms per 8 px of line: the price-axis column (tried column by column until one reads
 * as a price ladder) and the lines that may name the symbol and timeframe.
 */
export type TextItem = PixelBox & {
  /** tight box of the glyphs (null when the detector saw text where no ink stands out) */
  ink: InkBox | null;
  score: number;
  text?: string;
  confidence?: number;
};

export type TextLayer = {
  items: TextItem[];
  axisColumn: { side: 'left' | 'right'; x0: number; x1: number; labels: AxisLabel[] } | null;
  /** recognised lines that may carry symbol, timeframe or the legend's OHLC, top first */
  headerLines: Array<{ text: string; box: PixelBox }>;
  /** short lines of a trade panel beside the chart (a binary broker's "Payout +92%") */
  sideLines: Array<{ text: string; box: PixelBox }>;
  /** the time axis's labels under the plot, left to right ("09:04", "7 Apr 11:00"); read with
   * the lines around the plot (absent before) */
  timeLabels?: Array<{ text: string; box: PixelBox }>;
  timings: { detectMs: number; recognizeMs: number; linesRead: number; warmMs: number };
};

export type ReadTextOptions = {
  /** how many of these labels, on a column on this side of its chart, make a price axis, 0 when
   * they do not (the scale stage's fit) */
  priceAxisLabels: (labels: AxisLabel[], side: 'left' | 'right') => number;
  /** what this image may cost (work-budget.ts): lines detected and read */
  budget?: Pick<WorkBudget, 'detected' | 'reading'>;
};

export async function readText(img: Raster, models: OcrModels, options: ReadTextOptions): Promise<TextLayer> {
  let placement = placeOnCanvas(img.width, img.height);
  let warmMs = await warmDetector(models, placement.canvas);
  const t0 = performance.now();
  let items = await detectItems(img, models, placement);
  // a small screenshot of a larger screen leaves text 5–7 px tall, below what the detector
  // separates well — or finds at all (a shrunk MetaTrader print: not one box): look again at
  // twice the size
  const seen = items.filter((it) => it.ink).length;
  if ((seen < TEXT.fewLines || medianInkHeight(items) < TEXT.smallGlyphPx) && placement.scale === 1) {
    const larger = placeOnCanvas(img.width, img.height, 2);
    // (a third larger is worth a second look only where the first found next to nothing)
    if (larger.scale >= (seen < TEXT.fewLines ? 1.25 : 1.5)) {
      warmMs += await warmDetector(models, larger.canvas);
      const again = await detectItems(img, models, larger);
      // (where the first look found next to nothing, the second must find lines, not a blob
      // of candles taken for a word)
      if (seen >= TEXT.fewLines || again.filter((it) => it.ink).length >= TEXT.fewLines) {
        placement = larger;
        items = again;
      }
    }
  }
  const detectMs = performance.now() - t0;
  options.budget?.detected(items.length);

  const t1 = performance.now();
  const timings = { detectMs, recognizeMs: 0, linesRead: 0, warmMs };
  const read = (indices: number[]) => {
    options.budget?.reading(indices.length);
    return readItems(img, models, items, indices, timings);
  };

  let stripMs = 0;
  let axisColumn = await findAxisColumn(items, read, options, img.width);
  // a large screenshot was shrunk for the detector, or its print is smaller than the detector
  // sees even at 2× (a desktop print shrunk to a 750 px picture): an axis in small print may have
  // been lost. The image's side strips are looked at again, at full size or magnified
  const small =
    placement.scale >= 0.95 &&
    (items.filter((it) => it.ink).length < TEXT.fewLines || medianInkHeight(items) < TEXT.smallGlyphPx);
  if (!axisColumn && (placement.scale < 0.95 || small)) {
    const t2 = performance.now();
    const found = await detectStrips(img, models, items, small ? TEXT.smallPrintZoom : 1);
    stripMs = performance.now() - t2;
    timings.detectMs += stripMs;
    // (kept only when they make an axis: the strips' other boxes would move the plot's bounds)
    if (found.added) {
      const before = items;
      items = found.items;
      axisColumn = await findAxisColumn(items, read, options, img.width);
      if (!axisColumn) items = before;
    }
  }

  timings.recognizeMs = performance.now() - t1 - stripMs;
  return { items, axisColumn, headerLines: [], sideLines: [], timings };
}

type Reader = (indices: number[]) => Promise<ReadLine[]>;

/** The column of text boxes whose labels make the best price scale (read a few at a time). */
async function findAxisColumn(
  items: TextItem[],
  read: Reader,
  options: ReadTextOptions,
  imageWidth: number,
): Promise<TextLayer['axisColumn']> {
  const boxes = items.map((it) => it.ink ?? it);
  let axisColumn: TextLayer['axisColumn'] = null;
  let axisLabels = 0;
  const columns = findLabelColumns(boxes, imageWidth).slice(0, TEXT.axisColumns);
  for (const column of columns) {
    // a column that already makes a clear scale is not challenged by the ones after it
    if (axisLabels >= TEXT.confidentLabels) break;
    // a few labels far apart usually make the scale; the rest only when they do not
    // the probe and the first labels come from the column's longest regular stretch (the price
    // pane's labels, not an indicator pane's below them)
    const labels: AxisLabel[] = [];
    const ladder = longestLadder(column.boxes, boxes);
    const probe = spread(ladder, TEXT.probeLabels);
    const first = spread(
      ladder.filter((i) => !probe.includes(i)),
      TEXT.firstLabels - probe.length,
    );
    const rest = spread(
      column.boxes.filter((i) => !probe.includes(i) && !first.includes(i)),
      TEXT.maxLabels - TEXT.firstLabels,
    );
    for (const round of [probe, first, rest]) {
      if (!round.length) continue;
      const lines = await read(round);
      labels.push(...lines.flatMap((line, k) => axisLabel(line, boxes[round[k]!]!, column) ?? []));
      // a column whose probe holds fewer than two numbers is a list of names, not an axis; one
      // whose numbers go up and down the column is a list of quotes or changes
      if (round === probe && (labels.length < 2 || unordered(labels))) break;
      const agreeing = options.priceAxisLabels(labels, column.side);
      if (agreeing >= TEXT.confidentLabels) break;
      // four numbers or more of which no three agree on a scale: a list of quotes
      if (round === first && !agreeing && labels.length >= 4) break;
    }
    const used = options.priceAxisLabels(labels, column.side);
    if (used > axisLabels) {
      labels.sort((a, b) => a.y - b.y);
      axisColumn = { side: column.side, x0: column.x0, x1: column.x1, labels };
      axisLabels = used;
    }
  }

  return axisColumn;
}

/**
 * Detection again on the left and right strips of the image at full size; the boxes found there
 * replace those they overlap.
 */
async function detectStrips(
  img: Raster,
  models: OcrModels,
  items: TextItem[],
  zoom: number,
): Promise<{ items: TextItem[]; added: boolean }> {
  let out = items;
  let added = false;
  const w = Math.max(32, Math.round(img.width * TEXT.sideStrip));
  for (const x0 of [img.width - w, 0]) {
    const strip = cropRaster(img, x0, w);
    // (no warm-up: a run on a new input shape costs what a seen one does)
    const placement = placeTight(strip.width, strip.height, zoom);
    // only what lies wholly inside the strip: a line running out of it (a legend) stays as first found
    const inner = x0 === 0 ? w - 3 : x0 + 2;
    const inside = (b: PixelBox) => (x0 === 0 ? b.x1 < inner : b.x0 > inner);
    const found = (await detectText(strip, models, placement))
      .map((b) => ({ ...b, x0: b.x0 + x0, x1: b.x1 + x0 }))
      .filter(inside);
    const kept = out.filter((it) => !inside(it) || !found.some((b) => overlaps(b, it)));
    const fresh = found.filter((b) => !kept.some((it) => overlaps(b, it)));
    if (!fresh.length) continue;
    out = [...kept, ...fresh.map((b) => ({ ...b, ink: inkBox(img, b) }))];
    added = true;
  }
  return { items: out, added };
}

function cropRaster(img: Raster, x0: number, width: number): Raster {
  return cropBox(img, { x0, y0: 0, x1: x0 + width - 1, y1: img.height - 1 });
}

function cropBox(img: Raster, box: PixelBox): Raster {
  const width = box.x1 - box.x0 + 1;
  const height = box.y1 - box.y0 + 1;
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    const start = ((box.y0 + y) * img.width + box.x0) * 3;
    data.set(img.data.subarray(start, start + width * 3), y * width * 3);
  }
  return { width, height, data, format: img.format };
}

async function readItems(
  img: Raster,
  models: OcrModels,
  items: TextItem[],
  indices: number[],
  timings: TextLayer['timings'],
): Promise<ReadLine[]> {
  const lines = await recognizeBoxes(
    img,
    indices.map((i) => cropFor(items[i]!, img)),
    models,
  );
  timings.linesRead += lines.length;
  lines.forEach((line, k) => {
    items[indices[k]!]!.text = line.text;
    items[indices[k]!]!.confidence = line.confidence;
  });
  return lines;
}

/** What the reads around a found plot work on: the print, the models, its text layer and the plot. */
export type AroundPlot = {
  img: Raster;
  models: OcrModels;
  layer: TextLayer;
  plot: PixelBox & { timeAxisY?: number | null };
};

/**
 * After the plot is known, the boxes that matter are read: those over the plot (the detector
 * sometimes takes a tight cluster of small candles for a line of text, so they are read before
 * they are masked; `isText` keeps only what reads as text; the largest first, up to a dozen),
 * and the lines that may name the symbol and timeframe — the legend at the top of the plot,
 * the header above it, an asset selector just below it (phone brokers).
 */
export async function readAroundPlot({ img, models, layer, plot }: AroundPlot): Promise<void> {
  const t0 = performance.now();
  const unread = layer.items
    .map((it, i) => ({ it, i, b: it.ink ?? it }))
    .filter(({ it }) => it.text === undefined);
  const inside = unread
    .filter(({ it }) => it.x0 >= plot.x0 && it.x1 <= plot.x1 && it.y0 >= plot.y0 && it.y1 <= plot.y1)
    .sort((a, b) => area(b.it) - area(a.it))
    .slice(0, TEXT.boxesOverPlot);
  const lineHeight = lineHeightOf(layer.items);
  const legendBand = plot.y0 + (plot.y1 - plot.y0) * 0.15;
  const header = unread
    .filter(({ b }) => maybeName(b, img))
    .map((u) => {
      // by the line's middle: a legend drawn at the plot's very top edge straddles it
      const middle = (u.b.y0 + u.b.y1) / 2;
      const top = middle < plot.y0;
      const legend = middle >= plot.y0 && middle <= legendBand;
      // (the time axis's labels below the plot name no symbol)
      const timeLabel = plot.timeAxisY != null && Math.abs(u.b.y0 - plot.timeAxisY) <= lineHeight / 2;
      const below = u.b.y0 > plot.y1 && u.b.y0 <= plot.y1 + lineHeight * 6 && !timeLabel;
      // the legend first, then the lines nearest the plot above and below it (a phone's status
      // bar is furthest away)
      const distance = legend ? 0 : top ? plot.y0 - middle : below ? middle - plot.y1 : Infinity;
      return { ...u, rank: distance * 1e6 + u.b.y0 * 10 + u.b.x0 / 1e3 };
    })
    .filter((u) => Number.isFinite(u.rank))
    .sort((a, b) => a.rank - b.rank)
    .slice(0, TEXT.headerLines);
  // a trade panel right of the chart (beyond the axis labels): its short lines, nearest first
  const panelX = Math.max(plot.x1, layer.axisColumn?.side === 'right' ? layer.axisColumn.x1 : plot.x1);
  const side = unread
    .filter(
      ({ b }) =>
        b.x0 > panelX + lineHeight &&
        b.y0 >= plot.y0 &&
        b.y1 <= plot.y1 &&
        b.y1 - b.y0 + 1 <= lineHeight * 2.5 &&
        b.x1 - b.x0 + 1 <= (b.y1 - b.y0 + 1) * 8,
    )
    .sort((a, b) => a.b.x0 - b.b.x0 || a.b.y0 - b.b.y0)
    .slice(0, TEXT.panelLines);
  const wanted = [
    ...new Set([...inside.map((u) => u.i), ...header.map((u) => u.i), ...side.map((u) => u.i)]),
  ];
  if (wanted.length) await readItems(img, models, layer.items, wanted, layer.timings);
  collectHeaderLines(img, layer);
  layer.timeLabels = timeRow(layer, plot).flatMap(({ it }) =>
    it.text ? [{ text: it.text, box: it.ink ?? it }] : [],
  );
  layer.sideLines = side.flatMap((u) => {
    const it = layer.items[u.i]!;
    return it.text ? [{ text: it.text, box: it.ink ?? it }] : [];
  });
  layer.timings.recognizeMs += performance.now() - t0;
}

/**
 * MetaTrader's legend ("EURUSD,H1 1.06756 1.06770 …") and many charts' own stand in the plot's
 * top-left corner in the platform's smallest type, often 5–7 px tall: too small for the detector
 * on the whole print, which finds no box there at all. Where nothing read so far names the
 * timeframe or the symbol, that corner is looked at again, magnified until its glyphs stand about
 * as tall as the detector separates well, and the new lines found there are read.
 */
export async function readLegendCorner({ img, models, layer, plot }: AroundPlot): Promise<void> {
  const t0 = performance.now();
  const lineHeight = lineHeightOf(layer.items);
  const x0 = Math.max(0, plot.x0);
  const x1 = Math.min(img.width - 1, plot.x0 + Math.round((plot.x1 - plot.x0) * TEXT.cornerWidth));
  const y0 = Math.max(0, plot.y0 - lineHeight);
  const y1 = Math.min(
    plot.y1,
    plot.y0 + Math.round(Math.max(lineHeight * TEXT.cornerLines, (plot.y1 - plot.y0) * TEXT.cornerHeight)),
  );
  if (x1 - x0 < 32 || y1 - y0 < 8) return;
  const corner = cropBox(img, { x0, y0, x1, y1 });
  // (the legend's type is smaller than the print's median line, which says little of it: the
  // corner is magnified as a small print's strips are, within the detector's widest canvas)
  const zoom = Math.min(TEXT.smallPrintZoom, TEXT.cornerCanvasPx / corner.width);
  const found = (await detectText(corner, models, placeTight(corner.width, corner.height, zoom)))
    .map((b) => ({ ...b, x0: b.x0 + x0, x1: b.x1 + x0, y0: b.y0 + y0, y1: b.y1 + y0 }))
    // (a line running out of the corner is cut: it is read whole where the first look found it)
    .filter((b) => b.x1 < x1 - 1 && b.y1 < y1 - 1);
  const fresh = found
    .map((b) => ({ ...b, ink: inkBox(img, b) }))
    // (by the detector's box: glyphs this small leave an ink box of 4–5 rows)
    .filter((it) => it.ink && maybeName(it, img, TEXT.minGlyphPx))
    .slice(0, TEXT.headerLines);
  if (fresh.length) {
    // the magnified look's lines replace the pieces the first look cut them into ("m,Dally"
    // for "EURUSDm,Daily")
    layer.items = layer.items.filter((it) => !fresh.some((b) => overlaps(b, it.ink ?? it)));
    const first = layer.items.length;
    layer.items.push(...fresh);
    await readItems(
      img,
      models,
      layer.items,
      fresh.map((_, k) => first + k),
      layer.timings,
    );
    collectHeaderLines(img, layer);
  }
  layer.timings.detectMs += performance.now() - t0;
}

/**
 * The time axis's labels, spread along it: their clock times and the candles' pitch give the
 * timeframe where no header prints it, so they are read only then (a separate run of the
 * recogniser: up to 8 lines, a sixth of the columns read on a typical print).
 */
export async function readTimeAxis({ img, models, layer, plot }: AroundPlot): Promise<void> {
  const t0 = performance.now();
  const row = timeRow(layer, plot);
  const time = spread(
    row.map((u) => u.i),
    TEXT.timeLabels,
  ).filter((i) => layer.items[i]!.text === undefined);
  if (time.length) await readItems(img, models, layer.items, time, layer.timings);
  collectHeaderLines(img, layer);
  layer.timeLabels = row.flatMap(({ it }) => (it.text ? [{ text: it.text, box: it.ink ?? it }] : []));
  layer.timings.recognizeMs += performance.now() - t0;
}

/** the boxes on the time axis under the plot, left to right */
function timeRow(layer: TextLayer, plot: PixelBox & { timeAxisY?: number | null }) {
  const lineHeight = lineHeightOf(layer.items);
  const onTimeAxis = (b: PixelBox) =>
    plot.timeAxisY != null &&
    Math.abs(b.y0 - plot.timeAxisY) <= lineHeight / 2 &&
    b.x0 >= plot.x0 &&
    b.x1 <= plot.x1;
  return layer.items
    .map((it, i) => ({ it, i, b: it.ink ?? it }))
    .filter(({ b }) => onTimeAxis(b))
    .sort((a, b) => a.b.x0 - b.b.x0);
}

/** every read line that may name the symbol, top first (earlier stages read some already: the
 * axis column's neighbours) */
function collectHeaderLines(img: Raster, layer: TextLayer): void {
  layer.headerLines = layer.items
    .filter((it) => it.text && it.text.trim() !== '' && maybeName(it.ink ?? it, img, TEXT.minGlyphPx))
    .map((it) => ({ text: it.text!, box: it.ink ?? it }))
    .sort((a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0);
}

function overlaps(a: PixelBox, b: PixelBox): boolean {
  return a.x0 <= b.x1 && b.x0 <= a.x1 && a.y0 <= b.y1 && b.y0 <= a.y1;
}

/** the typical height of a line of text on the print (at least 8 px) */
function lineHeightOf(items: TextItem[]): number {
  return Math.max(8, median(items.map((it) => (it.ink ?? it).y1 - (it.ink ?? it).y0 + 1)));
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[s.length >> 1]! : 0;
}

const area = (b: PixelBox) => (b.x1 - b.x0 + 1) * (b.y1 - b.y0 + 1);

/**
 * Whether a box is kept out of candle detection: unread boxes are (outside the plot nothing
 * needs them); a read one only when it reads as text — two letters or digits, with confidence.
 * A cluster of small candles that the detector took for a word reads as "中***" or "++".
 */
export function isText(item: TextItem): boolean {
  if (item.text === undefined) return true;
  const alnum = item.text.replace(/[^\p{L}\p{N}]/gu, '');
  if (alnum.length < 2) return false;
  const confidence = item.confidence ?? 0;
  if (confidence >= 0.6) return true;
  // text drawn over text or over candles reads with less confidence; upright strokes read as
  // "1", "l", "I" — other glyphs are hard to get from candles
  // and candles read as garbage full of punctuation ("1,,hp*y", "0-o.")
  const shaped = alnum.replace(/[1lIi|]/g, '').length;
  const printed = item.text.replace(/\s/g, '').length;
  return shaped >= 3 && alnum.length >= printed * 0.8 && confidence >= 0.3;
}

async function detectItems(img: Raster, models: OcrModels, placement: Placement): Promise<TextItem[]> {
  const detected = await detectText(img, models, placement);
  return detected.map((b) => ({ ...b, ink: inkBox(img, b) }));
}

function medianInkHeight(items: TextItem[]): number {
  const hs = items.flatMap((it) => (it.ink ? [it.ink.y1 - it.ink.y0 + 1] : [])).sort((a, b) => a - b);
  return hs.length ? hs[hs.length >> 1]! : Infinity;
}

/** The recogniser reads best with a margin of about a fifth of the line height around the glyphs. */
function cropFor(item: TextItem, img: Raster): PixelBox {
  const b = item.ink ?? item;
  const pad = Math.max(2, Math.round((b.y1 - b.y0 + 1) * 0.2));
  return {
    x0: Math.max(0, b.x0 - pad),
    y0: Math.max(0, b.y0 - pad),
    x1: Math.min(img.width - 1, b.x1 + pad),
    y1: Math.min(img.height - 1, b.y1 + pad),
  };
}

/**
 * Whether labels (top to bottom) turn direction more than once: an axis runs one way (a price
 * tag or one misread may break that once), a watchlist's prices or changes go up and down.
 */
function unordered(labels: AxisLabel[]): boolean {
  const sorted = [...labels].sort((a, b) => a.y - b.y);
  let turns = 0;
  let last = 0;
  for (let i = 1; i < sorted.length; i++) {
    const d = Math.sign(sorted[i]!.parsed.asDecimal.value - sorted[i - 1]!.parsed.asDecimal.value);
    if (d && last && d !== last) turns++;
    if (d) last = d;
  }
  return turns >= 2;
}

/** At most `n` members, evenly spread from first to last (a fit wants labels far apart). */
function spread(members: number[], n: number): number[] {
  if (members.length <= n) return members;
  return Array.from({ length: n }, (_, k) => members[Math.round((k * (members.length - 1)) / (n - 1))]!);
}

// (a currency sign before the digits and a K/M/B/T suffix after them, as axes print them)
const NUMBER_TOKEN = /^[+\-−]?(R\$|[$€£¥₹])?\d[\d.,  ]*(\s?[KkMBT%])?$/;
const TIME_TOKEN = /\d{1,2}:\d{2}/;

/**
 * One price label: the numeric token of the line that lies over the column (an axis box may
 * also hold a countdown such as `00:20` beside the current-price tag).
 */
function axisLabel(line: ReadLine, box: PixelBox, column: LabelColumn): AxisLabel | null {
  const tokens = splitTokens(line);
  const numeric = tokens.filter((t) => !TIME_TOKEN.test(t.text) && NUMBER_TOKEN.test(t.text));
  const over = numeric.filter((t) => t.x1 >= column.x0 && t.x0 <= column.x1);
  const token = over.length === 1 ? over[0] : numeric.length === 1 ? numeric[0] : undefined;
  if (!token) return null;
  const parsed = parseNumber(token.text);
  if (!parsed) return null;
  const background = 'background' in box ? (box as InkBox).background : undefined;
  return {
    text: token.text,
    y: (box.y0 + box.y1) / 2,
    x0: box.x0,
    x1: box.x1,
    height: box.y1 - box.y0 + 1,
    parsed,
    ...(background ? { background } : {}),
  };
}

function splitTokens(line: ReadLine): Array<{ text: string; x0: number; x1: number }> {
  const out: Array<{ text: string; x0: number; x1: number }> = [];
  let cur: { text: string; x0: number; x1: number } | null = null;
  for (const c of line.chars) {
    if (c.ch === ' ') {
      cur = null;
      continue;
    }
    if (!cur) {
      cur = { text: '', x0: c.x, x1: c.x };
      out.push(cur);
    }
    cur.text += c.ch;
    cur.x1 = c.x;
  }
  // "3 402,50": a space that groups thousands joins the digits back
  for (let i = out.length - 2; i >= 0; i--) {
    const a = out[i]!;
    const b = out[i + 1]!;
    if (/^[+\-−]?\d{1,3}$/.test(a.text) && /^\d{3}( \d{3})*([.,]\d+)?$/.test(b.text))
      out.splice(i, 2, { text: `${a.text} ${b.text}`, x0: a.x0, x1: b.x1 });
  }
  return out;
}

/**
 * Lines that could name a symbol or timeframe: short, not a lone glyph, not huge. Lines chosen
 * to be read are at least `TEXT.nameLinePx` tall (the header's few reads go to lines of the
 * usual size first); a line read already counts down to the recogniser's limit (a shrunk
 * MetaTrader print's 5 px legend reads right).
 */
function maybeName(b: PixelBox, img: Raster, least: number = TEXT.nameLinePx): boolean {
  const w = b.x1 - b.x0 + 1;
  const h = b.y1 - b.y0 + 1;
  return h >= least && h <= img.height * 0.08 && w >= h * 1.5 && w <= img.width * 0.6;
}
