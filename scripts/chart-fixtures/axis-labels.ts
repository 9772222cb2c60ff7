import { parsePrice } from './formats';
import type { AxisLabel, Locale, Rect, TimeLabel } from './spec-types';

/**
 * Sorts the strings a library painted into price-axis labels (tick, price tag, crosshair)
 * and time-axis labels, by where they sit relative to the plot. All in image pixels.
 */

export type PaintedText = { text: string; box: Rect; fill?: string };

export type AxisContext = {
  plot: Rect;
  side: 'left' | 'right';
  scale: { a: number; b: number };
  locale: Locale;
  /** texts of the last-price tag(s), e.g. the formatted last close */
  tagTexts: string[];
  /** image y of the pointer when a crosshair is shown */
  pointerY?: number;
  /** colour of the tick labels: a number printed in another colour is a tag or crosshair label */
  tickColour?: string;
};

/** 'r,g,b' of a CSS colour written as #rgb, #rrggbb or rgb()/rgba(), for comparing colours. */
export function rgbKey(c: string): string {
  const h = /^#([0-9a-f]{3}|[0-9a-f]{6})/i.exec(c.trim());
  if (h) {
    const x = h[1]!.length === 3 ? h[1]!.replace(/./g, (d) => d + d) : h[1]!;
    return [0, 2, 4].map((i) => parseInt(x.slice(i, i + 2), 16)).join(',');
  }
  const m = /rgba?\(([^)]*)\)/.exec(c);
  return m
    ? m[1]!
        .split(',')
        .slice(0, 3)
        .map((v) => String(Math.round(Number(v))))
        .join(',')
    : c;
}

/** Libraries may paint the same label twice (two canvas layers): keep one of each. */
function unique(texts: PaintedText[]): PaintedText[] {
  const seen = new Set<string>();
  return texts.filter((t) => {
    const key = `${t.text}|${Math.round(t.box.left)}|${Math.round(t.box.top)}|${t.fill ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const centre = (r: Rect): number => (r.top + r.bottom) / 2;

export function priceAxisLabels(texts: PaintedText[], c: AxisContext): AxisLabel[] {
  const h = c.plot.bottom - c.plot.top;
  const out: AxisLabel[] = [];
  for (const t of unique(texts)) {
    const inColumn = c.side === 'right' ? t.box.left >= c.plot.right - 2 : t.box.right <= c.plot.left + 2;
    const y = centre(t.box);
    if (!inColumn || y < c.plot.top - 0.05 * h || y > c.plot.bottom + 0.05 * h) continue;
    const value = parsePrice(t.text.trim(), c.locale);
    if (value === null) continue;
    const yTick = (value - c.scale.a) / c.scale.b;
    const lineHeight = t.box.bottom - t.box.top;
    const tickColoured = !c.tickColour || !t.fill || rgbKey(t.fill) === rgbKey(c.tickColour);
    const role =
      c.pointerY !== undefined && Math.abs(y - c.pointerY) < lineHeight && !(tickColoured && c.tickColour)
        ? 'crosshair'
        : c.tagTexts.includes(t.text.trim()) && !(tickColoured && c.tickColour)
          ? 'price-tag'
          : 'tick';
    out.push({ text: t.text.trim(), value, y, yTick, box: t.box, role });
  }
  return out.sort((p, q) => p.y - q.y);
}

export function timeAxisLabels(texts: PaintedText[], plot: Rect, below: number): TimeLabel[] {
  return unique(texts)
    .filter(
      (t) =>
        t.box.top >= plot.bottom - 2 &&
        t.box.top <= plot.bottom + below &&
        (t.box.left + t.box.right) / 2 >= plot.left &&
        (t.box.left + t.box.right) / 2 <= plot.right,
    )
    .map((t) => ({ text: t.text.trim(), x: (t.box.left + t.box.right) / 2, box: t.box }))
    .sort((p, q) => p.x - q.x);
}

/** Centred when tick labels sit on their tick; above/below when drawn beside the grid line. */
export function labelPlacement(labels: AxisLabel[]): 'centred' | 'above' | 'below' {
  const ticks = labels.filter((l) => l.role === 'tick');
  if (!ticks.length) return 'centred';
  const offsets = ticks
    .map((l) => (l.y - l.yTick) / Math.max(1, l.box.bottom - l.box.top))
    .sort((p, q) => p - q);
  const med = offsets[offsets.length >> 1]!;
  return Math.abs(med) < 0.3 ? 'centred' : med < 0 ? 'above' : 'below';
}
