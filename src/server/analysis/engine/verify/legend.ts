import type { Extraction } from '../../../../shared/analysis';
import type { Ohlc } from '../types';
import { parseNumber } from '../text/parse-number';

/**
 * The newest candle's O/H/L/C as the chart's legend prints it ("O1876.25 H1876.81 L1875.73
 * C1876.63"). TradingView-style legends show the newest candle unless a crosshair hovers another,
 * so the legend tells whether a reading reached the print's newest candle: the price line and its
 * tag are drawn over that candle and the reader misses it on about a third of real prints.
 *
 * The header stage's own parse comes first. The OCR often reads the legend's "O" as a zero
 * ("01876.25 H1876.81 …"), which that parse rejects, so the text line is parsed here too: the
 * H, L and C fields fix the line as a legend, and the open is the number before the H.
 */
export function legendOf(x: Pick<Extraction, 'header' | 'text'>): Ohlc | null {
  if (x.header?.legend) return x.header.legend;
  for (const box of x.text ?? []) {
    const found = box.text ? parseLegendLine(box.text) : null;
    if (found) return found;
  }
  return null;
}

const NUMBER = '(\\d[\\d.,]*)';
/** "O" read as O, 0 or o, then H, L and C, each glued to its number or one space apart */
const LEGEND = new RegExp(
  `(?:^|\\s)[O0o]\\s?${NUMBER}\\s+H\\s?${NUMBER}\\s+L\\s?${NUMBER}\\s+C\\s?${NUMBER}`,
);

export function parseLegendLine(line: string): Ohlc | null {
  const m = LEGEND.exec(line);
  if (!m) return null;
  const [open, high, low, close] = [m[1], m[2], m[3], m[4]].map((t) => parseNumber(t!)?.asDecimal.value);
  if (open === undefined || high === undefined || low === undefined || close === undefined) return null;
  // a misread digit shows as a candle that cannot exist
  if (!(high >= Math.max(open, close) && low <= Math.min(open, close))) return null;
  return { open, high, low, close };
}
