import type { PriceScale } from '../../../shared/analysis';
import type { AxisBand } from './plot';
import type { Raster, Rgb } from './types';

export type ReadScale = PriceScale & { decimals: number };

/** Reads the price axis labels; null when they cannot be read reliably. */
export function readPriceScale(_img: Raster, _axis: AxisBand | null, _background: Rgb): ReadScale | null {
  return null;
}
