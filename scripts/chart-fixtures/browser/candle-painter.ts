import type { Bar } from '../series';
import type { Rect, TruthCandle } from '../spec-types';
import { clipTo, type Ctx } from './canvas-kit';

/**
 * Paints candles on whole device pixels and reports each one's truth: x is the centre of the
 * body as drawn, the y values are the exact scale positions of the prices (the drawn edges
 * are those rounded to whole pixels).
 */

export type CandleStyle = {
  bodyWidth: number;
  wickWidth: number;
  fillUp: string;
  fillDown: string;
  borderUp: string;
  borderDown: string;
  wickUp: string;
  wickDown: string;
  /** the body's inside is left unpainted (wick not drawn through it) */
  hollowUp?: boolean;
};

export type PriceMap = { y: (price: number) => number; a: number; b: number };

/** Linear price → y over a pane: `hi` at `top`, `lo` at `bottom`; also price = a + b·y. */
export function priceMap(lo: number, hi: number, top: number, bottom: number): PriceMap {
  const b = -(hi - lo) / (bottom - top);
  const a = hi - b * top;
  return { y: (p) => (p - a) / b, a, b };
}

export function paintCandles(
  ctx: Ctx,
  bars: readonly Bar[],
  xs: readonly number[],
  map: PriceMap,
  plot: Rect,
  st: CandleStyle,
): TruthCandle[] {
  const out: TruthCandle[] = [];
  ctx.save();
  clipTo(ctx, plot);
  bars.forEach((bar, i) => {
    const up = bar.close >= bar.open;
    const left = Math.round(xs[i]! - st.bodyWidth / 2);
    const right = left + st.bodyWidth;
    const cx = left + st.bodyWidth / 2;
    const [yo, yh, yl, yc] = [map.y(bar.open), map.y(bar.high), map.y(bar.low), map.y(bar.close)];
    const top = Math.round(Math.min(yo, yc));
    const bottom = Math.max(top + 1, Math.round(Math.max(yo, yc)));
    const wl = Math.round(cx - st.wickWidth / 2);
    const wick = up ? st.wickUp : st.wickDown;
    const hollow = up && st.hollowUp;
    ctx.fillStyle = wick;
    if (hollow) {
      ctx.fillRect(wl, Math.round(yh), st.wickWidth, top - Math.round(yh));
      ctx.fillRect(wl, bottom, st.wickWidth, Math.round(yl) - bottom);
    } else {
      ctx.fillRect(wl, Math.round(yh), st.wickWidth, Math.max(1, Math.round(yl) - Math.round(yh)));
    }
    const border = up ? st.borderUp : st.borderDown;
    const fill = up ? st.fillUp : st.fillDown;
    const bw = Math.max(1, Math.round(st.wickWidth));
    if (hollow) {
      ctx.strokeStyle = border;
      ctx.lineWidth = bw;
      ctx.strokeRect(left + bw / 2, top + bw / 2, right - left - bw, bottom - top - bw);
      if (fill !== 'transparent') {
        ctx.fillStyle = fill;
        ctx.fillRect(left + bw, top + bw, right - left - 2 * bw, bottom - top - 2 * bw);
      }
    } else {
      ctx.fillStyle = border;
      ctx.fillRect(left, top, right - left, bottom - top);
      if (border !== fill && right - left > 2 * bw && bottom - top > 2 * bw) {
        ctx.fillStyle = fill;
        ctx.fillRect(left + bw, top + bw, right - left - 2 * bw, bottom - top - 2 * bw);
      }
    }
    if (cx < plot.left || cx > plot.right) return;
    const c: TruthCandle = {
      x: cx,
      yOpen: yo,
      yHigh: yh,
      yLow: yl,
      yClose: yc,
      direction: up ? 'up' : 'down',
    };
    if (left < plot.left || right > plot.right) c.partial = true;
    out.push(c);
  });
  ctx.restore();
  return out;
}
