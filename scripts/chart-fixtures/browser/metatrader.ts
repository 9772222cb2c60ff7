import { formatPrice } from '../formats';
import { sma } from '../indicators';
import type { AxisLabel, DrawTruth, Rect, RenderSpec, TimeLabel } from '../spec-types';
import { niceStep, paddedRange, ticksIn } from '../ticks';
import { metaTraderTime } from '../time-format';
import { paintCandles, priceMap } from './candle-painter';
import { clipTo, fillRect, fullPageCanvas, hline, polyline, text, textWidth, vline } from './canvas-kit';
import { bodyWidthFor, candleXs } from './x-layout';

/**
 * A MetaTrader 4/5 chart window drawn by hand: price axis on the right with the bid tag, time
 * axis at the bottom, dotted grid, the `EURUSD,H1 O H L C` line at top-left, optional
 * one-click trading panel (MT5), ask line, volumes subwindow and an order dialog.
 */
export function drawMetaTrader(spec: RenderSpec): DrawTruth {
  const k = spec.dpr;
  const t = spec.theme;
  const fg = t.fg ?? t.text;
  const ctx = fullPageCanvas(spec.width, spec.height, k);
  const W = ctx.canvas.width;
  const H = ctx.canvas.height;
  const font = (px: number, weight = ''): string =>
    `${weight} ${Math.round(px * k)}px ${spec.font || 'DejaVu Sans'}`.trim();
  const f11 = font(11);
  fillRect(ctx, { left: 0, top: 0, right: W, bottom: H }, t.background);

  const bars = spec.bars;
  const last = bars[bars.length - 1]!;
  const { lo, hi } = paddedRange(
    bars.map((b) => b.low),
    bars.map((b) => b.high),
    0.06,
  );
  const sample = formatPrice(hi, spec.price);
  const axisW = Math.round(textWidth(ctx, sample, f11) + 14 * k);
  const timeH = Math.round(18 * k);
  const chartRight = W - axisW;
  const chartBottom = H - timeH;
  const subH = spec.volume ? Math.round(chartBottom * 0.24) : 0;
  const gap = spec.volume ? Math.round(3 * k) : 0;
  const plot: Rect = { left: 0, top: 0, right: chartRight, bottom: chartBottom - subH - gap };
  const sub: Rect | undefined = spec.volume
    ? { left: 0, top: plot.bottom + gap, right: chartRight, bottom: chartBottom }
    : undefined;
  const map = priceMap(lo, hi, plot.top + Math.round(18 * k), plot.bottom - Math.round(4 * k));
  // MetaTrader's chart shift leaves room right of the last bar; scrolled charts cut the first bar
  const { xs, spacing } = candleXs(bars.length, plot, Math.round(spec.width * 0.08 * k), 0.2);
  const bodyW = bodyWidthFor(spacing);
  const dotted = [Math.max(1, Math.round(k)), Math.round(3 * k)];

  // grid and price axis
  const step = niceStep(hi - lo, (plot.bottom - plot.top) / (40 * k));
  const labels: AxisLabel[] = [];
  for (const v of ticksIn(lo, hi, step)) {
    const y = map.y(v);
    if (y < plot.top + 8 * k || y > plot.bottom - 6 * k) continue;
    if (spec.grid !== 'none') hline(ctx, 0, chartRight, y, t.grid, 1, spec.grid === 'dashed' ? dotted : []);
    hline(ctx, chartRight, chartRight + 3 * k, y, fg, Math.round(k));
    const s = formatPrice(v, spec.price);
    labels.push({
      text: s,
      value: v,
      y: 0,
      yTick: y,
      box: text(ctx, s, chartRight + 6 * k, Math.round(y), { font: f11, color: fg, baseline: 'middle' }),
      role: 'tick',
    });
  }
  // time axis: a label every ~100 CSS px, the first with the year as MetaTrader prints it
  const every = Math.max(1, Math.ceil((100 * k) / spacing));
  const timeLabels: TimeLabel[] = [];
  for (let i = 1; i < bars.length; i += every) {
    const x = xs[i]!;
    if (x < plot.left + 4 * k || x > chartRight - 70 * k) continue;
    if (spec.grid !== 'none')
      vline(ctx, x, plot.top, plot.bottom, t.grid, 1, spec.grid === 'dashed' ? dotted : []);
    vline(ctx, x, chartBottom, chartBottom + 4 * k, fg, Math.round(k));
    const s = metaTraderTime(spec.times[i]!, timeLabels.length === 0);
    const box = text(ctx, s, x + 3 * k, chartBottom + 13 * k, { font: f11, color: fg });
    timeLabels.push({ text: s, x, box });
  }

  const candles = paintCandles(ctx, bars, xs, map, plot, {
    bodyWidth: bodyW,
    wickWidth: Math.max(1, Math.round(k)),
    fillUp: t.up,
    fillDown: t.down,
    borderUp: t.borderUp ?? t.up,
    borderDown: t.borderDown ?? t.down,
    wickUp: t.wickUp ?? t.up,
    wickDown: t.wickDown ?? t.down,
    hollowUp: t.hollowUp,
  });

  ctx.save();
  clipTo(ctx, plot);
  spec.ma.forEach((p, m) => {
    const pts = sma(bars, p).flatMap((v, i): Array<[number, number]> =>
      v === null ? [] : [[xs[i]!, map.y(v)]],
    );
    polyline(ctx, pts, t.ma[m % t.ma.length]!, Math.max(1, Math.round(k)));
  });
  ctx.restore();

  // bid line through the last candle, ask line a spread above it, bid tag on the axis
  const tagColour = t.tag ?? '#778899';
  const yBid = map.y(last.close);
  const ask = last.close + (hi - lo) * 0.012;
  if (spec.priceLine) {
    hline(ctx, 0, chartRight, yBid, tagColour, Math.round(k));
    if (spec.variant === 'mt5') hline(ctx, 0, chartRight, map.y(ask), '#ff0000', Math.round(k));
  }
  const tagText = formatPrice(last.close, spec.price);
  const th = Math.round(7 * k);
  fillRect(
    ctx,
    { left: chartRight, top: Math.round(yBid) - th, right: W, bottom: Math.round(yBid) + th },
    tagColour,
  );
  labels.push({
    text: tagText,
    value: last.close,
    y: 0,
    yTick: yBid,
    box: text(ctx, tagText, chartRight + 6 * k, Math.round(yBid), {
      font: f11,
      color: t.tagText ?? '#000000',
      baseline: 'middle',
    }),
    role: 'price-tag',
  });

  // axis lines: MetaTrader frames the chart with its foreground colour
  vline(ctx, chartRight, 0, chartBottom, fg, Math.round(k));
  hline(ctx, 0, chartRight, chartBottom, fg, Math.round(k));

  const symbol = spec.symbol ?? 'EURUSD';
  const tf = spec.timeframe ?? 'H1';
  const ohlc = [last.open, last.high, last.low, last.close].map((v) => formatPrice(v, spec.price)).join(' ');
  const legend = spec.variant === 'mt5' ? `${symbol}, ${tf}:  ${ohlc}` : `${symbol},${tf}  ${ohlc}`;
  text(ctx, legend, 4 * k, 13 * k, { font: f11, color: fg });

  const occluders: Rect[] = [];
  if (spec.variant === 'mt5') occluders.push(oneClickPanel(ctx, k, font, last.close, ask, spec));
  let indicator: Rect | undefined;
  if (sub) indicator = volumesWindow(ctx, sub, spec, xs, bodyW, font, fg, W);
  if (spec.crosshair) crosshair(ctx, spec, xs, map, plot, chartRight, chartBottom, W, f11, labels);
  if (spec.dialog) occluders.push(orderDialog(ctx, plot, k, font, symbol));
  return {
    candles,
    plot,
    scale: { a: map.a, b: map.b },
    axisSide: 'right',
    labels: labels.map((l) => ({ ...l, y: (l.box.top + l.box.bottom) / 2 })),
    timeLabels,
    panes: indicator ? { volume: indicator } : {},
    occluders,
    printed: { symbol, timeframe: tf, legend },
  };
}

/** MT5's one-click trading box: SELL and BUY buttons with big digits, over the chart. */
function oneClickPanel(
  ctx: CanvasRenderingContext2D,
  k: number,
  font: (px: number, w?: string) => string,
  bid: number,
  ask: number,
  spec: RenderSpec,
): Rect {
  const r: Rect = {
    left: Math.round(6 * k),
    top: Math.round(22 * k),
    right: Math.round(190 * k),
    bottom: Math.round(68 * k),
  };
  const mid = (r.left + r.right) / 2;
  fillRect(ctx, { ...r, right: mid - k }, '#c0392b');
  fillRect(ctx, { ...r, left: mid + k }, '#2471a3');
  fillRect(
    ctx,
    { left: mid - 18 * k, top: r.bottom - 16 * k, right: mid + 18 * k, bottom: r.bottom },
    '#ecf0f1',
  );
  text(ctx, '1.00', mid, r.bottom - 4 * k, { font: font(10), color: '#000', align: 'center' });
  text(ctx, 'SELL', r.left + 6 * k, r.top + 12 * k, { font: font(10, 'bold'), color: '#fff' });
  text(ctx, 'BUY', r.right - 6 * k, r.top + 12 * k, {
    font: font(10, 'bold'),
    color: '#fff',
    align: 'right',
  });
  text(ctx, formatPrice(bid, spec.price), r.left + 6 * k, r.top + 32 * k, {
    font: font(15, 'bold'),
    color: '#fff',
  });
  text(ctx, formatPrice(ask, spec.price), r.right - 6 * k, r.top + 32 * k, {
    font: font(15, 'bold'),
    color: '#fff',
    align: 'right',
  });
  return r;
}

/** The Volumes subwindow: a histogram in the candles' colours with its own small scale. */
function volumesWindow(
  ctx: CanvasRenderingContext2D,
  sub: Rect,
  spec: RenderSpec,
  xs: number[],
  bodyW: number,
  font: (px: number) => string,
  fg: string,
  W: number,
): Rect {
  const k = spec.dpr;
  const t = spec.theme;
  const max = Math.max(...spec.bars.map((b) => b.volume));
  const base = sub.bottom - Math.round(2 * k);
  const scale = (sub.bottom - sub.top - 16 * k) / max;
  hline(ctx, 0, W, sub.top - k, fg, Math.round(k));
  ctx.save();
  clipTo(ctx, sub);
  spec.bars.forEach((b, i) => {
    const up = b.close >= b.open;
    const h = Math.max(1, Math.round(b.volume * scale));
    fillRect(
      ctx,
      {
        left: Math.round(xs[i]! - bodyW / 2),
        top: base - h,
        right: Math.round(xs[i]! - bodyW / 2) + bodyW,
        bottom: base,
      },
      up ? (t.wickUp ?? t.up) : (t.wickDown ?? t.down),
    );
  });
  ctx.restore();
  const lastVol = Math.round(spec.bars[spec.bars.length - 1]!.volume);
  text(ctx, `Volumes ${lastVol}`, 4 * k, sub.top + 12 * k, { font: font(11), color: fg });
  text(ctx, String(Math.round(max)), sub.right + 6 * k, sub.top + 12 * k, { font: font(11), color: fg });
  text(ctx, '0', sub.right + 6 * k, sub.bottom - 2 * k, { font: font(11), color: fg });
  return sub;
}

/** Crosshair: dashed lines through the pointer, its price boxed on the axis. */
function crosshair(
  ctx: CanvasRenderingContext2D,
  spec: RenderSpec,
  xs: number[],
  map: ReturnType<typeof priceMap>,
  plot: Rect,
  chartRight: number,
  chartBottom: number,
  W: number,
  f11: string,
  labels: AxisLabel[],
): void {
  const k = spec.dpr;
  const c = spec.crosshair!;
  const x = xs[c.index]!;
  const y = map.y(c.price);
  const col = spec.theme.fg ?? spec.theme.text;
  hline(ctx, 0, chartRight, y, col, 1, [Math.round(3 * k), Math.round(3 * k)]);
  vline(ctx, x, plot.top, chartBottom, col, 1, [Math.round(3 * k), Math.round(3 * k)]);
  const s = formatPrice(c.price, spec.price);
  fillRect(
    ctx,
    { left: chartRight + k, top: Math.round(y - 7 * k), right: W, bottom: Math.round(y + 7 * k) },
    spec.theme.background,
  );
  ctx.strokeStyle = col;
  ctx.strokeRect(chartRight + k + 0.5, Math.round(y - 7 * k) + 0.5, W - chartRight - 2 * k, 14 * k - 1);
  labels.push({
    text: s,
    value: c.price,
    y: 0,
    yTick: y,
    box: text(ctx, s, chartRight + 6 * k, Math.round(y), { font: f11, color: col, baseline: 'middle' }),
    role: 'crosshair',
  });
}

/** A Windows-style order dialog left over the chart, as when a trader opens a new order. */
function orderDialog(
  ctx: CanvasRenderingContext2D,
  plot: Rect,
  k: number,
  font: (px: number, w?: string) => string,
  symbol: string,
): Rect {
  const w = Math.round((plot.right - plot.left) * 0.34);
  const h = Math.round((plot.bottom - plot.top) * 0.42);
  const r: Rect = {
    left: Math.round(plot.left + (plot.right - plot.left) * 0.3),
    top: Math.round(plot.top + (plot.bottom - plot.top) * 0.3),
    right: 0,
    bottom: 0,
  };
  r.right = r.left + w;
  r.bottom = r.top + h;
  fillRect(ctx, r, '#f0f0f0');
  fillRect(ctx, { ...r, bottom: r.top + Math.round(22 * k) }, '#2b579a');
  text(ctx, `Order: ${symbol}`, r.left + 8 * k, r.top + 15 * k, { font: font(12), color: '#fff' });
  const rows = ['Symbol:', 'Volume:', 'Stop Loss:', 'Take Profit:', 'Comment:'];
  rows.forEach((s, i) => {
    const y = r.top + (44 + i * 24) * k;
    if (y > r.bottom - 40 * k) return;
    text(ctx, s, r.left + 10 * k, y, { font: font(11), color: '#000' });
    fillRect(
      ctx,
      { left: r.left + 90 * k, top: y - 13 * k, right: r.right - 10 * k, bottom: y + 4 * k },
      '#ffffff',
    );
  });
  fillRect(
    ctx,
    {
      left: r.left + 10 * k,
      top: r.bottom - 32 * k,
      right: (r.left + r.right) / 2 - 5 * k,
      bottom: r.bottom - 8 * k,
    },
    '#e74c3c',
  );
  fillRect(
    ctx,
    {
      left: (r.left + r.right) / 2 + 5 * k,
      top: r.bottom - 32 * k,
      right: r.right - 10 * k,
      bottom: r.bottom - 8 * k,
    },
    '#2e86c1',
  );
  text(ctx, 'Sell by Market', r.left + 16 * k, r.bottom - 15 * k, { font: font(11), color: '#fff' });
  text(ctx, 'Buy by Market', (r.left + r.right) / 2 + 11 * k, r.bottom - 15 * k, {
    font: font(11),
    color: '#fff',
  });
  ctx.strokeStyle = '#707070';
  ctx.lineWidth = k;
  ctx.strokeRect(r.left, r.top, w, h);
  return r;
}
