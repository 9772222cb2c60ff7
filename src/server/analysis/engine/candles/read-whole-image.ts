import { decodeImage } from '../image/decode';
import type { Plot } from '../plot/find-plot';
import { readCandles } from './read-candles';

/**
 * For the candle stage's tests: reads candles over the whole of a drawn picture, as if the plot
 * stage had found it all plot (no axis, no text), so a test sees this stage alone.
 */
export async function readCandlesOfWholeImage(png: Buffer) {
  const img = await decodeImage(png);
  const plot: Plot = {
    x0: 0,
    x1: img.width - 1,
    y0: 0,
    y1: img.height - 1,
    axisSide: null,
    timeAxisY: null,
    separators: [],
  };
  return readCandles(img, plot, { textBoxes: [], textHeight: 10 });
}
