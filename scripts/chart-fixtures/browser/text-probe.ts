import type { Rect } from '../spec-types';

/**
 * Records every string a canvas library paints, with its ink box in page CSS px, so the
 * truth lists the axis labels actually drawn rather than the ones we think were drawn.
 * A canvas's record is reset when the canvas is cleared whole, so a repaint replaces it.
 */

export type DrawnText = { text: string; box: Rect; fill: string; font: string };

const records = new Map<HTMLCanvasElement, DrawnText[]>();

function toPage(ctx: CanvasRenderingContext2D, x: number, y: number): [number, number] {
  const t = ctx.getTransform();
  const bx = t.a * x + t.c * y + t.e;
  const by = t.b * x + t.d * y + t.f;
  const c = ctx.canvas;
  const r = c.getBoundingClientRect();
  return [r.left + (bx * r.width) / c.width, r.top + (by * r.height) / c.height];
}

function coversCanvas(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number): boolean {
  const t = ctx.getTransform();
  const c = ctx.canvas;
  return t.a * w >= c.width * 0.99 && t.d * h >= c.height * 0.99 && t.a * x + t.e <= 1 && t.d * y + t.f <= 1;
}

export function installTextProbe(): void {
  const proto = CanvasRenderingContext2D.prototype;
  const fillText = proto.fillText;
  const clearRect = proto.clearRect;
  proto.fillText = function (
    this: CanvasRenderingContext2D,
    text: string,
    x: number,
    y: number,
    maxWidth?: number,
  ) {
    const c = this.canvas;
    if (c.isConnected && String(text).trim()) {
      const m = this.measureText(text);
      const [l, t] = toPage(this, x - m.actualBoundingBoxLeft, y - m.actualBoundingBoxAscent);
      const [r, b] = toPage(this, x + m.actualBoundingBoxRight, y + m.actualBoundingBoxDescent);
      const list = records.get(c) ?? [];
      list.push({
        text: String(text),
        box: { left: Math.min(l, r), top: Math.min(t, b), right: Math.max(l, r), bottom: Math.max(t, b) },
        fill: String(this.fillStyle),
        font: this.font,
      });
      records.set(c, list);
    }
    return maxWidth === undefined
      ? fillText.call(this, text, x, y)
      : fillText.call(this, text, x, y, maxWidth);
  };
  proto.clearRect = function (this: CanvasRenderingContext2D, x: number, y: number, w: number, h: number) {
    if (coversCanvas(this, x, y, w, h)) records.delete(this.canvas);
    return clearRect.call(this, x, y, w, h);
  };
}

/** Texts of the last paint of every canvas still in the page. */
export function drawnTexts(): DrawnText[] {
  return [...records.entries()].filter(([c]) => c.isConnected).flatMap(([, list]) => list);
}
