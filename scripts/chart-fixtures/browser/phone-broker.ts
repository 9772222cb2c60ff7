import { formatPrice } from '../formats';
import { sma } from '../indicators';
import type { AxisLabel, DrawTruth, Rect, RenderSpec, TimeLabel } from '../spec-types';
import { niceStep, paddedRange, ticksIn } from '../ticks';
import { hhmm } from '../time-format';
import { paintCandles, priceMap } from './candle-painter';
import {
  clipTo,
  fillRect,
  fullPageCanvas,
  hline,
  polyline,
  roundRect,
  text,
  textWidth,
  vline,
  type Ctx,
} from './canvas-kit';
import { candleXs } from './x-layout';

/**
 * A binary-options broker's phone screen (Quotex / Pocket Option-like): status bar, account
 * and asset line, the chart with price labels drawn just above their grid lines, a blue
 * current-price pill and a countdown, then the trade controls and big Up/Down buttons.
 */

type Ui = { app: string; chart: string; panel: string; muted: string; pill: string; payout: string };
const UI: Record<string, Ui> = {
  quotex: {
    app: '#141722',
    chart: '#1c1f2d',
    panel: '#262a3b',
    muted: '#8a91a5',
    pill: '#1f6fff',
    payout: '#0faf59',
  },
  pocket: {
    app: '#181c27',
    chart: '#1f2433',
    panel: '#2a3042',
    muted: '#9aa3b8',
    pill: '#2f76ff',
    payout: '#3fbf72',
  },
};

export function drawPhoneBroker(spec: RenderSpec): DrawTruth {
  const k = spec.dpr;
  const ui = UI[spec.variant ?? 'quotex'] ?? UI.quotex!;
  const t = spec.theme;
  const pt = spec.price.locale === 'pt-BR';
  const ctx = fullPageCanvas(spec.width, spec.height, k);
  const W = ctx.canvas.width;
  const H = ctx.canvas.height;
  const font = (px: number, weight = ''): string =>
    `${weight} ${Math.round(px * k)}px ${spec.font || 'Roboto'}`.trim();
  const S = (v: number): number => Math.round(v * k);
  fillRect(ctx, { left: 0, top: 0, right: W, bottom: H }, ui.app);

  statusBar(ctx, W, k, font);
  const symbol = spec.symbol ?? 'USD/BRL (OTC)';
  const tf = spec.timeframe ?? 'M1';
  header(ctx, W, k, font, ui, symbol, tf, pt);

  const chart: Rect = { left: 0, top: S(122), right: W, bottom: H - S(258) };
  fillRect(ctx, chart, ui.chart);
  const strip = S(64);
  const plot: Rect = { left: 0, top: chart.top, right: W - strip, bottom: chart.bottom - S(24) };
  const bars = spec.bars;
  const last = bars[bars.length - 1]!;
  const { lo, hi } = paddedRange(
    bars.map((b) => b.low),
    bars.map((b) => b.high),
    0.08,
  );
  const map = priceMap(lo, hi, plot.top + S(10), plot.bottom - S(10));
  const { xs, spacing } = candleXs(bars.length, plot, Math.round((plot.right - plot.left) * 0.2), 0.25);
  // phone brokers draw fat candles with thin gaps, the first one often cut by the left edge
  const bodyW = Math.max(2, Math.round(spacing * 0.72));
  const labelFont = font(11);

  const step = niceStep(hi - lo, (plot.bottom - plot.top) / S(56));
  const labels: AxisLabel[] = [];
  for (const v of ticksIn(lo, hi, step)) {
    const y = map.y(v);
    if (y < plot.top + S(16) || y > plot.bottom - S(4)) continue;
    hline(ctx, 0, W, y, t.grid, 1);
    const s = formatPrice(v, spec.price);
    // the label sits just above its grid line, right-aligned in the strip
    labels.push({
      text: s,
      value: v,
      y: 0,
      yTick: y,
      box: text(ctx, s, W - S(6), Math.round(y) - S(4), { font: labelFont, color: ui.muted, align: 'right' }),
      role: 'tick',
    });
  }
  const every = Math.max(1, Math.ceil(S(70) / spacing));
  const timeLabels: TimeLabel[] = [];
  for (let i = bars.length - 1; i >= 0; i -= every) {
    const x = xs[i]!;
    if (x < plot.left + S(20)) break;
    vline(ctx, x, plot.top, plot.bottom, t.grid, 1);
    const s = hhmm(spec.times[i]!);
    timeLabels.push({
      text: s,
      x,
      box: text(ctx, s, x, plot.bottom + S(16), { font: font(10), color: ui.muted, align: 'center' }),
    });
  }
  timeLabels.reverse();

  const candles = paintCandles(ctx, bars, xs, map, plot, {
    bodyWidth: bodyW % 2 === spacing % 2 ? bodyW : bodyW - 1,
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
    polyline(ctx, pts, t.ma[m % t.ma.length]!, S(1.5));
  });
  ctx.restore();

  // expiry line with the countdown to the right of the forming candle
  const xExp = xs[xs.length - 1]! + spacing * 2;
  vline(ctx, xExp, plot.top, plot.bottom, '#ffffffaa', 1, [S(4), S(3)]);
  const yNow = map.y(last.close);
  const countdown = '00:37';
  roundRect(
    ctx,
    { left: xExp - S(24), top: plot.top + S(6), right: xExp + S(24), bottom: plot.top + S(24) },
    S(9),
    '#ffffff',
  );
  text(ctx, countdown, xExp, plot.top + S(19), { font: font(11, 'bold'), color: '#111', align: 'center' });
  if (spec.priceLine) hline(ctx, 0, W, yNow, ui.pill, S(1), spec.variant === 'pocket' ? [S(5), S(4)] : []);
  // brokers print the live quote with one digit more than the axis, except for big prices
  const tagDecimals = spec.price.decimals > 2 ? spec.price.decimals + 1 : spec.price.decimals;
  const tagText = formatPrice(last.close, spec.price, tagDecimals);
  const tagW = textWidth(ctx, tagText, font(11, 'bold')) + S(10);
  const pill: Rect = {
    left: Math.min(W - strip + S(2), W - S(2) - tagW),
    top: Math.round(yNow) - S(10),
    right: W - S(2),
    bottom: Math.round(yNow) + S(10),
  };
  roundRect(ctx, pill, S(4), ui.pill);
  labels.push({
    text: tagText,
    value: Number(last.close.toFixed(tagDecimals)),
    y: 0,
    yTick: yNow,
    box: text(ctx, tagText, pill.right - S(5), Math.round(yNow), {
      font: font(11, 'bold'),
      color: '#fff',
      align: 'right',
      baseline: 'middle',
    }),
    role: 'price-tag',
  });

  if (spec.variant === 'pocket') {
    // Pocket Option shows the time left beside the live quote
    const cw = textWidth(ctx, countdown, font(10, 'bold')) + S(10);
    const cd: Rect = {
      left: pill.left - cw - S(4),
      top: pill.top + S(2),
      right: pill.left - S(4),
      bottom: pill.bottom - S(2),
    };
    roundRect(ctx, cd, S(4), '#ffffff');
    text(ctx, countdown, (cd.left + cd.right) / 2, Math.round(yNow), {
      font: font(10, 'bold'),
      color: '#111',
      align: 'center',
      baseline: 'middle',
    });
  }
  controls(ctx, W, H, k, font, ui, pt);
  const occluders: Rect[] = [];
  if (spec.dialog) occluders.push(toast(ctx, plot, k, font, pt));
  return {
    candles,
    plot,
    scale: { a: map.a, b: map.b },
    axisSide: 'right',
    labels: labels.map((l) => ({ ...l, y: (l.box.top + l.box.bottom) / 2 })),
    timeLabels,
    panes: {},
    occluders,
    printed: { symbol, timeframe: tf, legend: null },
  };
}

function statusBar(ctx: Ctx, W: number, k: number, font: (px: number, w?: string) => string): void {
  const S = (v: number): number => Math.round(v * k);
  text(ctx, '14:32', S(22), S(29), { font: font(15, 'bold'), color: '#fff' });
  for (let i = 0; i < 4; i++)
    fillRect(
      ctx,
      { left: W - S(96) + i * S(5), top: S(27) - S(3 + i * 2.5), right: W - S(93) + i * S(5), bottom: S(27) },
      '#fff',
    );
  text(ctx, '4G', W - S(72), S(28), { font: font(12, 'bold'), color: '#fff' });
  roundRect(
    ctx,
    { left: W - S(46), top: S(17), right: W - S(20), bottom: S(29) },
    S(3),
    'transparent',
    '#ffffffcc',
  );
  fillRect(ctx, { left: W - S(44), top: S(19), right: W - S(28), bottom: S(27) }, '#fff');
}

function header(
  ctx: Ctx,
  W: number,
  k: number,
  font: (px: number, w?: string) => string,
  ui: Ui,
  symbol: string,
  tf: string,
  pt: boolean,
): void {
  const S = (v: number): number => Math.round(v * k);
  text(ctx, pt ? 'Conta demo' : 'Demo account', S(16), S(60), { font: font(11), color: ui.muted });
  text(ctx, pt ? 'R$ 10.000,00' : '$10,000.00', S(16), S(78), { font: font(16, 'bold'), color: '#fff' });
  roundRect(ctx, { left: W - S(112), top: S(52), right: W - S(16), bottom: S(80) }, S(8), ui.payout);
  text(ctx, pt ? 'Depositar' : 'Deposit', W - S(64), S(71), {
    font: font(13, 'bold'),
    color: '#fff',
    align: 'center',
  });
  roundRect(ctx, { left: S(12), top: S(86), right: S(250), bottom: S(116) }, S(8), ui.panel);
  ctx.fillStyle = '#3c6ee0';
  ctx.beginPath();
  ctx.arc(S(28), S(101), S(8), 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#1f9d55';
  ctx.beginPath();
  ctx.arc(S(38), S(101), S(8), 0, Math.PI * 2);
  ctx.fill();
  const box = text(ctx, symbol, S(52), S(106), { font: font(13, 'bold'), color: '#fff' });
  text(ctx, '93%', box.right + S(8), S(106), { font: font(13, 'bold'), color: ui.payout });
  roundRect(ctx, { left: W - S(60), top: S(86), right: W - S(16), bottom: S(116) }, S(8), ui.panel);
  text(ctx, tf, W - S(38), S(106), { font: font(13, 'bold'), color: '#fff', align: 'center' });
}

function controls(
  ctx: Ctx,
  W: number,
  H: number,
  k: number,
  font: (px: number, w?: string) => string,
  ui: Ui,
  pt: boolean,
): void {
  const S = (v: number): number => Math.round(v * k);
  const top = H - S(250);
  const half = (W - S(36)) / 2;
  const boxes: Array<[string, string]> = [
    [pt ? 'Tempo' : 'Time', '00:01:00'],
    [pt ? 'Valor' : 'Amount', pt ? 'R$ 10' : '$10'],
  ];
  boxes.forEach(([label, value], i) => {
    const left = S(12) + i * (half + S(12));
    roundRect(ctx, { left, top, right: left + half, bottom: top + S(52) }, S(8), ui.panel);
    text(ctx, label, left + half / 2, top + S(18), { font: font(11), color: ui.muted, align: 'center' });
    text(ctx, value, left + half / 2, top + S(40), {
      font: font(15, 'bold'),
      color: '#fff',
      align: 'center',
    });
    text(ctx, '−', left + S(14), top + S(36), { font: font(20), color: ui.muted, align: 'center' });
    text(ctx, '+', left + half - S(14), top + S(36), { font: font(20), color: ui.muted, align: 'center' });
  });
  text(ctx, pt ? 'Pagamento' : 'Payout', S(16), top + S(78), { font: font(12), color: ui.muted });
  text(ctx, pt ? '+93%  R$ 19,30' : '+93%  $19.30', W - S(16), top + S(78), {
    font: font(14, 'bold'),
    color: ui.payout,
    align: 'right',
  });
  const by = top + S(94);
  roundRect(ctx, { left: S(12), top: by, right: S(12) + half, bottom: by + S(60) }, S(10), '#0faf59');
  roundRect(ctx, { left: S(24) + half, top: by, right: W - S(12), bottom: by + S(60) }, S(10), '#ff4a4a');
  text(ctx, pt ? 'Para cima ▲' : 'Up ▲', S(12) + half / 2, by + S(37), {
    font: font(18, 'bold'),
    color: '#fff',
    align: 'center',
  });
  text(ctx, pt ? 'Para baixo ▼' : 'Down ▼', S(24) + half * 1.5, by + S(37), {
    font: font(18, 'bold'),
    color: '#fff',
    align: 'center',
  });
  const ny = H - S(50);
  ['◧', '⌂', '☰', '⚙'].forEach((_, i) =>
    roundRect(
      ctx,
      { left: (W * (i + 0.5)) / 4 - S(11), top: ny, right: (W * (i + 0.5)) / 4 + S(11), bottom: ny + S(22) },
      S(5),
      'transparent',
      ui.muted,
    ),
  );
  roundRect(
    ctx,
    { left: W / 2 - S(60), top: H - S(14), right: W / 2 + S(60), bottom: H - S(9) },
    S(3),
    '#ffffffcc',
  );
}

/** A trade-confirmation toast over the top of the chart. */
function toast(ctx: Ctx, plot: Rect, k: number, font: (px: number, w?: string) => string, pt: boolean): Rect {
  const S = (v: number): number => Math.round(v * k);
  const r: Rect = {
    left: plot.left + S(24),
    top: plot.top + S(40),
    right: plot.right - S(10),
    bottom: plot.top + S(110),
  };
  roundRect(ctx, r, S(10), '#2b3145', '#3d4560');
  text(ctx, pt ? 'Negociação aberta' : 'Trade opened', r.left + S(14), r.top + S(26), {
    font: font(14, 'bold'),
    color: '#fff',
  });
  text(ctx, pt ? 'Para cima · R$ 10 · 00:01:00' : 'Up · $10 · 00:01:00', r.left + S(14), r.top + S(50), {
    font: font(12),
    color: '#c7ccd6',
  });
  return r;
}
