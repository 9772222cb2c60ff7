import sharp from 'sharp';
import type { ChartAnalysis } from '../../../../shared/analysis';
import { formatPrice } from '../decision/format';
import { yAtPrice } from '../scale/price-axis';
import type { Raster } from '../types';
import { createLabelPlacer, type Box } from './label-placer';
import { boldTextWidth } from './text-width';

/**
 * Draws the result the user sees onto their chart, from the result alone (its `extraction` and
 * `plano`): a tick under every candle read, the measured support/resistance levels, the plan's
 * triggers as solid lines with their condition, the candles of the patterns named, the rule's
 * replayed calls as small marks (filled when the next candle agreed) and the signal arrow. Under
 * the chart, a footer holds the caption (the screen's signal, probability and trend) and a
 * legend of the marks. Labels go where they cover neither the platform's own text (its legend,
 * symbol and axis, as read) nor the newest candles. The local engine and the vision-model
 * provider both call it, so the picture never shows a signal the screen does not.
 */
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const GREEN = '#00c853';
const RED = '#ff1744';
const GOLD = '#ffd600';
const TICK = '#ffb300';

/**
 * Two drawn levels closer than this many font heights cannot both be told apart and labelled:
 * the nearer-ranked one is drawn, the other left out.
 */
const MIN_LINE_GAP_EM = 1;
/** Levels drawn per side of the price: the nearest support and resistance, then the next ones. */
const LEVELS_PER_SIDE = 2;

/**
 * The support and resistance levels worth drawing, nearest first and alternating sides, up to
 * LEVELS_PER_SIDE a side (a trigger's line counts for the level it watches), each at least `gap`
 * px from every line drawn (the plan's triggers, then the levels kept): on a flat chart the
 * nearest levels crowd together, and the next one clear of them is drawn instead.
 * `ranked` comes as the evidence lists it: supports nearest first, then resistances nearest first.
 */
export function spacedLevels<L extends { kind: 'support' | 'resistance' }>(
  ranked: ReadonlyArray<{ l: L; y: number }>,
  drawn: readonly number[],
  { height, gap }: { height: number; gap: number },
): Array<{ l: L; y: number }> {
  const inside = ranked.filter(({ y }) => y >= 0 && y <= height);
  const sides = [
    inside.filter(({ l }) => l.kind === 'support'),
    inside.filter(({ l }) => l.kind === 'resistance'),
  ];
  const near = (ys: readonly number[], y: number) => ys.some((d) => Math.abs(d - y) < gap);
  const kept: Array<{ l: L; y: number }> = [];
  const keptYs: number[] = [];
  const shown = [0, 0];
  // rank by rank, one level a side at a time, so a crowded side does not take the other's turn
  for (let rank = 0; rank < Math.max(sides[0]!.length, sides[1]!.length); rank++)
    sides.forEach((list, side) => {
      const level = list[rank];
      if (!level || shown[side]! >= LEVELS_PER_SIDE) return;
      // a level a trigger watches is shown by the trigger's line; one crowding a level already
      // kept is left for the next one clear of it
      if (near(drawn, level.y)) shown[side]!++;
      else if (!near(keptYs, level.y)) {
        kept.push(level);
        keptYs.push(level.y);
        shown[side]!++;
      }
    });
  return kept;
}

/** `plates` are drawn after every line, so no line crosses a label. */
type Ctx = { parts: string[]; plates: string[]; W: number; H: number; scale: number; font: number };

export async function annotateResult(img: Raster, result: ChartAnalysis): Promise<Buffer> {
  const { width: W, height: H } = img;
  const scale = Math.max(1, Math.min(W, H) / 600);
  const font = Math.round(12 * scale);
  const ctx: Ctx = { parts: [], plates: [], W, H, scale, font };
  const ex = result.extraction;
  if (ex && ex.candles.length) drawReading(ctx, result);
  const footer = footerHeight(W, font, scale);
  ctx.parts.push(...ctx.plates);
  drawFooter(ctx, result);
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H + footer}">${ctx.parts.join('')}</svg>`,
  );
  const chart = await sharp(Buffer.from(img.data.buffer, img.data.byteOffset, img.data.length), {
    raw: { width: W, height: H, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(chart)
    .extend({ bottom: footer, background: '#111111' })
    .composite([{ input: svg, top: 0, left: 0 }])
    .png({ compressionLevel: 6 })
    .toBuffer();
}

function signalColour(r: ChartAnalysis): string {
  return r.sinal_entrada === 'CALL' || r.sinal_entrada === 'COMPRA'
    ? '#00e676'
    : r.sinal_entrada === 'PUT' || r.sinal_entrada === 'VENDA'
      ? '#ff5252'
      : GOLD;
}

// the plate's width: the text plus 0.4 em of margin each side (plate() starts the text 0.4 em in)
const textWidth = (text: string, font: number) => boldTextWidth(text, font) + font * 0.8;

/** Text on a dark plate stays readable on light and dark themes alike; (x, y) is the plate's top left. */
function plate(ctx: Ctx, box: Box, text: string, colour: string): void {
  const { font } = ctx;
  ctx.plates.push(
    `<rect x="${box.x0}" y="${box.y0}" width="${box.x1 - box.x0}" height="${box.y1 - box.y0}" rx="3" fill="#000" fill-opacity="0.72"/>`,
  );
  ctx.plates.push(
    `<text x="${box.x0 + font * 0.4}" y="${box.y0 + font * 1.12}" fill="${colour}" font-size="${font}" font-family="sans-serif" font-weight="bold">${esc(text)}</text>`,
  );
}

function drawReading(ctx: Ctx, r: ChartAnalysis): void {
  const { parts, W, H, scale, font } = ctx;
  const ex = r.extraction!;
  const candles = ex.candles;
  const half = Math.max(2, (ex.quality?.slotSpacing ?? 8) * 0.4);
  const axis = ex.priceScale;
  const relative = !axis || axis.percent === true;
  const toY = (p: number) =>
    relative
      ? ex.plot.bottom - p
      : yAtPrice({ intercept: axis.intercept, slope: axis.slope, log: axis.log ?? false }, p);
  const fmt = (p: number) => formatPrice(p, relative, axis?.decimals);
  const last = candles[candles.length - 1]!;

  // what labels must not cover: the platform's own text (legend, symbol, axis labels) and the
  // newest candles, where the decision is
  const obstacles: Box[] = (ex.text ?? []).map((t) => ({
    x0: t.x0 - 2,
    y0: t.y0 - 2,
    x1: t.x1 + 2,
    y1: t.y1 + 2,
  }));
  const newest = candles.slice(-8);
  for (const c of newest)
    obstacles.push({ x0: c.x - half - 2, y0: c.yHigh - 2, x1: c.x + half + 2, y1: c.yLow + 2 });
  const ev = ex.evidence;
  const triggers = (r.plano?.gatilhos ?? [])
    .map((t) => ({ t, y: toY(t.preco) }))
    .filter(({ y }) => y >= 0 && y <= H);
  const levels = ev
    ? spacedLevels(
        ev.levels.map((l) => ({ l, y: toY(l.price) })),
        triggers.map(({ y }) => y),
        { height: H, gap: font * MIN_LINE_GAP_EM },
      )
    : [];
  const place = createLabelPlacer({
    lines: [...triggers.map(({ y }) => y), ...levels.map(({ y }) => y)],
    width: W,
    height: H,
    obstacles,
    soft: candles
      .slice(0, -8)
      .map((c) => ({ x0: c.x - half - 1, y0: c.yHigh - 1, x1: c.x + half + 1, y1: c.yLow + 1 })),
    lineHeight: font * 1.5,
    // beside the axis, then just left of the newest candles, then the plot's left and middle
    columns: [
      { x: ex.plot.right - 4, align: 'right' },
      { x: newest[0]!.x - half - 6, align: 'right' },
      { x: ex.plot.left + 8, align: 'left' },
      { x: (ex.plot.left + ex.plot.right) / 2, align: 'left' },
    ],
  });

  for (const c of candles)
    parts.push(
      `<line x1="${c.x}" y1="${c.yLow + 3 * scale}" x2="${c.x}" y2="${c.yLow + 7 * scale}" stroke="${TICK}" stroke-width="${scale}"/>`,
    );

  if (ev) {
    // replayed calls: ▲ under the candle for a buy, ▼ over it for a sell; filled = the next candle agreed
    const m = Math.max(2.5, half * 0.7);
    for (const call of ev.replay) {
      const c = candles[call.index];
      if (!c) continue;
      const colour = call.hit ? GREEN : RED;
      const fill = call.hit ? colour : 'none';
      const path =
        call.side === 'buy'
          ? `M${c.x} ${c.yLow + 9 * scale} l${m} ${m * 1.6} l${-2 * m} 0 Z`
          : `M${c.x} ${c.yHigh - 9 * scale} l${m} ${-m * 1.6} l${-2 * m} 0 Z`;
      parts.push(
        `<path d="${path}" fill="${fill}" stroke="${colour}" stroke-width="${Math.max(1, scale * 0.8)}"/>`,
      );
    }
  }

  // triggers first: they are the plan, and their labels get the best places
  for (const { t, y } of triggers) {
    const colour = t.tipo === 'fechar-acima' ? GREEN : RED;
    parts.push(
      `<line x1="${ex.plot.left}" y1="${y}" x2="${ex.plot.right}" y2="${y}" stroke="${colour}" stroke-width="${2.2 * scale}"/>`,
    );
    const text = `${t.direcao} se fechar ${t.tipo === 'fechar-acima' ? 'acima de' : 'abaixo de'} ${fmt(t.preco)}`;
    const box = place(y, textWidth(text, font));
    if (box) plate(ctx, box, text, colour);
  }

  for (const { l, y } of levels) {
    const colour = l.kind === 'support' ? GREEN : RED;
    parts.push(
      `<line x1="${ex.plot.left}" y1="${y}" x2="${ex.plot.right}" y2="${y}" stroke="${colour}" stroke-width="${1.5 * scale}" stroke-dasharray="${6 * scale} ${4 * scale}"/>`,
    );
    const text = `${l.kind === 'support' ? 'Suporte' : 'Resistência'} ${fmt(l.price)} (${l.touches}x)`;
    const box = place(y, textWidth(text, font));
    if (box) plate(ctx, box, text, colour);
  }

  if (ev) {
    const span = Math.max(0, ...ev.patterns.map((p) => p.candles));
    if (span > 0) {
      const box = candles.slice(-span);
      const top = Math.min(...box.map((c) => c.yHigh)) - 4 * scale;
      const bottom = Math.max(...box.map((c) => c.yLow)) + 4 * scale;
      const x0 = box[0]!.x - half - 3 * scale;
      const x1 = box[box.length - 1]!.x + half + 3 * scale;
      parts.push(
        `<rect x="${x0}" y="${top}" width="${x1 - x0}" height="${bottom - top}" fill="none" stroke="${GOLD}" stroke-width="${1.5 * scale}"/>`,
      );
      const text = ev.patterns.map((p) => p.name).join(' · ');
      const label = place(top - font, textWidth(text, font));
      if (label) plate(ctx, label, text, GOLD);
    }
  }

  const colour = signalColour(r);
  const ax = Math.min(last.x + half + 14 * scale, W - 20 * scale);
  const ay = (last.yOpen + last.yClose) / 2;
  const s = 14 * scale;
  if (r.sinal_entrada === 'CALL' || r.sinal_entrada === 'COMPRA')
    parts.push(
      `<path d="M${ax} ${ay - s} L${ax + s} ${ay + s * 0.2} L${ax + s * 0.35} ${ay + s * 0.2} L${ax + s * 0.35} ${ay + s} L${ax - s * 0.35} ${ay + s} L${ax - s * 0.35} ${ay + s * 0.2} L${ax - s} ${ay + s * 0.2} Z" fill="${colour}" stroke="#000" stroke-width="1"/>`,
    );
  else if (r.sinal_entrada === 'PUT' || r.sinal_entrada === 'VENDA')
    parts.push(
      `<path d="M${ax} ${ay + s} L${ax + s} ${ay - s * 0.2} L${ax + s * 0.35} ${ay - s * 0.2} L${ax + s * 0.35} ${ay - s} L${ax - s * 0.35} ${ay - s} L${ax - s * 0.35} ${ay - s * 0.2} L${ax - s} ${ay - s * 0.2} Z" fill="${colour}" stroke="#000" stroke-width="1"/>`,
    );
  else
    parts.push(
      `<circle cx="${ax}" cy="${ay}" r="${s * 0.6}" fill="none" stroke="${colour}" stroke-width="${2 * scale}"/>`,
    );
}

type LegendItem = { draw: (x: number, y: number) => string; text: string };

function legendItems(scale: number): LegendItem[] {
  return [
    {
      draw: (x, y) =>
        `<line x1="${x}" y1="${y - 3 * scale}" x2="${x}" y2="${y + 3 * scale}" stroke="${TICK}" stroke-width="${2 * scale}"/>`,
      text: 'vela lida',
    },
    {
      draw: (x, y) =>
        `<path d="M${x} ${y - 4 * scale} l${4 * scale} ${7 * scale} l${-8 * scale} 0 Z" fill="${GREEN}"/>`,
      text: 'sinal anterior da regra (cheio: acertou; vazado: errou)',
    },
    {
      draw: (x, y) =>
        `<line x1="${x - 7 * scale}" y1="${y}" x2="${x + 7 * scale}" y2="${y}" stroke="${GREEN}" stroke-width="${2.2 * scale}"/>`,
      text: 'gatilho',
    },
    {
      draw: (x, y) =>
        `<line x1="${x - 7 * scale}" y1="${y}" x2="${x + 7 * scale}" y2="${y}" stroke="${RED}" stroke-width="${1.5 * scale}" stroke-dasharray="${4 * scale} ${3 * scale}"/>`,
      text: 'suporte / resistência',
    },
  ];
}

/** Rows of the legend that fit the picture's width (a phone print needs two or three). */
function legendRows(W: number, font: number, scale: number): LegendItem[][] {
  const small = Math.round(font * 0.9);
  const rows: LegendItem[][] = [[]];
  let used = font * 0.6;
  for (const item of legendItems(scale)) {
    const w = 20 * scale + textWidth(item.text, small);
    if (used + w > W && rows[rows.length - 1]!.length) {
      rows.push([]);
      used = font * 0.6;
    }
    rows[rows.length - 1]!.push(item);
    used += w;
  }
  return rows;
}

export function footerHeight(W: number, font: number, scale: number): number {
  return Math.round(font * 2.2 + legendRows(W, font, scale).length * font * 1.4);
}

/** The caption (the screen's headline) and a legend of every mark, under the chart. */
function drawFooter(ctx: Ctx, r: ChartAnalysis): void {
  const { parts, W, H, font, scale } = ctx;
  const ex = r.extraction;
  const source = r.avaliacao?.fonte_probabilidade === 'historico' ? 'acerto medido' : 'concordância';
  const caption = `VTX: ${r.sinal_entrada} · ${r.probabilidade}% (${source}) · tendência ${r.tendencia_atual} ${r.forca_tendencia}% · ${ex?.candles.length ?? 0} velas lidas`;
  const left = font * 0.6;
  // a narrow print (a phone's portrait) gets a smaller caption rather than a cut one
  const captionFont = Math.min(font, Math.floor((font * (W - 2 * left)) / boldTextWidth(caption, font)));
  parts.push(
    `<text x="${left}" y="${H + font * 1.45}" fill="${signalColour(r)}" font-size="${captionFont}" font-family="sans-serif" font-weight="bold">${esc(caption)}</text>`,
  );
  const small = Math.round(font * 0.9);
  legendRows(W, font, scale).forEach((row, i) => {
    const baseline = H + font * 2.2 + (i + 1) * font * 1.4 - font * 0.35;
    const mid = baseline - small * 0.35;
    let x = left + 8 * scale;
    for (const item of row) {
      parts.push(item.draw(x, mid));
      parts.push(
        `<text x="${x + 10 * scale}" y="${baseline}" fill="#dddddd" font-size="${small}" font-family="sans-serif">${esc(item.text)}</text>`,
      );
      x += 20 * scale + textWidth(item.text, small);
    }
  });
}
