import { median } from './blobs';
import type { ColourScheme, PixelCandle, Raster } from './types';
import { mixOf } from './wicks';

/**
 * Volume pane under the candles: below each candle, a bar in the candle's colour (solid or
 * semi-transparent) standing on a common baseline. Returns bar heights in pixels aligned with
 * the candles, or null when no such pane is found.
 */
export function readVolume(img: Raster, s: ColourScheme, candles: PixelCandle[]): Array<number | null> | null {
  if (candles.length < 8) return null;
  const lowest = Math.max(...candles.map((c) => c.yLow));
  const start = lowest + 3;
  if (start >= img.height - 4) return null;
  const runs = candles.map((c) => {
    const x = Math.round(c.x);
    const colour = c.direction === 'up' ? s.up : s.down;
    const tinted = (y: number) => mixOf(img, x, y, s.background, colour) >= 0.2;
    // the bar's bottom is the lowest tinted pixel of the column; walk up from it
    let y = img.height - 1;
    while (y > start && !tinted(y)) y--;
    if (y <= start) return null;
    const bottom = y;
    while (y > start && tinted(y - 1)) y--;
    return { top: y, bottom };
  });
  const found = runs.filter((r): r is { top: number; bottom: number } => r !== null);
  if (found.length < candles.length * 0.7) return null;
  const base = median(found.map((r) => r.bottom));
  const onBase = found.filter((r) => Math.abs(r.bottom - base) <= 2);
  if (onBase.length < candles.length * 0.7) return null;
  return runs.map((r) => (r && Math.abs(r.bottom - base) <= 2 ? r.bottom - r.top + 1 : null));
}

/** Last bar's height over the mean of the (up to) 20 before it; null when not measurable. */
export function relativeVolume(heights: Array<number | null> | null): { ratio: number; bars: number } | null {
  if (!heights) return null;
  const last = heights[heights.length - 1];
  const prev = heights.slice(-21, -1).filter((h): h is number => h !== null);
  if (last == null || prev.length < 5) return null;
  return { ratio: last / (prev.reduce((a, b) => a + b, 0) / prev.length), bars: prev.length };
}

/** pt-BR reading of the last bar against the previous ones. */
export function describeVolume(heights: Array<number | null> | null): string {
  if (!heights) return 'Volume não visível no gráfico.';
  const rel = relativeVolume(heights);
  if (!rel) return 'Painel de volume detectado, mas a última barra não pôde ser medida.';
  const { ratio, bars } = rel;
  const text = ratio >= 1.5 ? 'volume forte' : ratio <= 0.6 ? 'volume fraco' : 'volume dentro da média';
  const r = ratio.toFixed(1).replace('.', ',');
  return `Última vela com ${text}: ${r}× a média das ${bars} anteriores (medido pela altura das barras de volume).`;
}
