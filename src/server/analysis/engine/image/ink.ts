import type { Raster, Rgb } from '../types';
import { dist2 } from './colour-math';
import { COLOUR } from '../params';

/** Whether the image's pixel is far enough from the background to be ink. */
export function standsOut(img: Raster, background: Rgb, x: number, y: number): boolean {
  const p = (y * img.width + x) * 3;
  return dist2(background, img.data[p]!, img.data[p + 1]!, img.data[p + 2]!) > COLOUR.ink * COLOUR.ink;
}
