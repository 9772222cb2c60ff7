import type { PaintedText } from '../axis-labels';
import { drawnTexts } from './text-probe';

/** Texts the canvas probe saw, in image pixels. */
export function axisContextTexts(k: number): PaintedText[] {
  return drawnTexts().map((d) => ({
    text: d.text,
    fill: d.fill,
    box: { left: d.box.left * k, top: d.box.top * k, right: d.box.right * k, bottom: d.box.bottom * k },
  }));
}
