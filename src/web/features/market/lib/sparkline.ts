import { seedFromString, seededRandom } from '../../../../shared/random';

/**
 * A small random trend line (SPEC.md section 2) that ends the way the quote moved, so a red card
 * never shows a rising line. Seeded by symbol: stable across renders.
 */
export function trendSeries(symbol: string, changePercent: number, points = 24): number[] {
  const random = seededRandom(seedFromString(symbol));
  const direction = Math.sign(changePercent) || 0;
  const values: number[] = [];
  let value = 0;
  for (let i = 0; i < points; i += 1) {
    value += (random() - 0.5) * 1.6 + direction * 0.35;
    values.push(value);
  }
  // Force the last point beyond the first in the quote's direction.
  const first = values[0] ?? 0;
  const last = values[points - 1] ?? 0;
  if (direction !== 0 && Math.sign(last - first) !== direction) values[points - 1] = first + direction * 1.5;
  return values;
}

/** SVG path for values scaled into a width × height box (y grows downwards), with padding. */
export function sparklinePath(values: number[], width: number, height: number, padding = 2): string {
  if (values.length === 0) return '';
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min;
  const stepX = values.length > 1 ? (width - padding * 2) / (values.length - 1) : 0;
  return values
    .map((value, index) => {
      const x = padding + index * stepX;
      // A flat series sits mid-height rather than on the top edge.
      const y = max === min ? height / 2 : padding + ((max - value) / span) * (height - padding * 2);
      return `${index === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
    })
    .join(' ');
}
