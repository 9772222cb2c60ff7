import type { Rect } from '../spec-types';

/**
 * Drawing helpers of the hand-drawn renderers. They work in device pixels (the image's own
 * pixels) so every line can be placed on whole pixels and the truth needs no rescaling.
 */

export type Ctx = CanvasRenderingContext2D;

export function fullPageCanvas(wCss: number, hCss: number, dpr: number): Ctx {
  const c = document.createElement('canvas');
  c.width = Math.round(wCss * dpr);
  c.height = Math.round(hCss * dpr);
  c.style.cssText = `position:absolute;left:0;top:0;width:${wCss}px;height:${hCss}px`;
  document.body.appendChild(c);
  return c.getContext('2d')!;
}

export function fillRect(ctx: Ctx, r: Rect, color: string): void {
  ctx.fillStyle = color;
  ctx.fillRect(r.left, r.top, r.right - r.left, r.bottom - r.top);
}

/** A line of whole-pixel width centred on a pixel row, so it is crisp at any device ratio. */
export function hline(
  ctx: Ctx,
  x0: number,
  x1: number,
  y: number,
  color: string,
  width = 1,
  dash: number[] = [],
): void {
  const w = Math.max(1, Math.round(width));
  const yy = Math.round(y - w / 2) + w / 2;
  ctx.save();
  ctx.strokeStyle = color;
  ctx.lineWidth = w;
  ctx.setLineDash(dash);
  ctx.beginPath();
  ctx.moveTo(x0, yy);
  ctx.lineTo(x1, yy);
  ctx.stroke();
  ctx.restore();
}

export function vline(
  ctx: Ctx,
  x: number,
  y0: number,
  y1: number,
  color: string,
  width = 1,
  dash: number[] = [],
): void {
  const w = Math.max(1, Math.round(width));
  const xx = Math.round(x - w / 2) + w / 2;
  ctx.save();
  ctx.strokeStyle = color;
  ctx.lineWidth = w;
  ctx.setLineDash(dash);
  ctx.beginPath();
  ctx.moveTo(xx, y0);
  ctx.lineTo(xx, y1);
  ctx.stroke();
  ctx.restore();
}

export type TextStyle = {
  font: string;
  color: string;
  align?: CanvasTextAlign;
  baseline?: CanvasTextBaseline;
};

/** Draws a string and returns its ink box, the region a reader would have to find. */
export function text(ctx: Ctx, s: string, x: number, y: number, st: TextStyle): Rect {
  ctx.font = st.font;
  ctx.fillStyle = st.color;
  ctx.textAlign = st.align ?? 'left';
  ctx.textBaseline = st.baseline ?? 'alphabetic';
  ctx.fillText(s, x, y);
  const m = ctx.measureText(s);
  return {
    left: x - m.actualBoundingBoxLeft,
    top: y - m.actualBoundingBoxAscent,
    right: x + m.actualBoundingBoxRight,
    bottom: y + m.actualBoundingBoxDescent,
  };
}

export function textWidth(ctx: Ctx, s: string, font: string): number {
  ctx.font = font;
  return ctx.measureText(s).width;
}

export function roundRect(ctx: Ctx, r: Rect, radius: number, fill: string, stroke?: string): void {
  ctx.beginPath();
  ctx.roundRect(r.left, r.top, r.right - r.left, r.bottom - r.top, radius);
  ctx.fillStyle = fill;
  ctx.fill();
  if (stroke) {
    ctx.strokeStyle = stroke;
    ctx.stroke();
  }
}

export function polyline(ctx: Ctx, pts: Array<[number, number]>, color: string, width: number): void {
  ctx.save();
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.lineJoin = 'round';
  ctx.beginPath();
  pts.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
  ctx.stroke();
  ctx.restore();
}

export function clipTo(ctx: Ctx, r: Rect): void {
  ctx.beginPath();
  ctx.rect(r.left, r.top, r.right - r.left, r.bottom - r.top);
  ctx.clip();
}
