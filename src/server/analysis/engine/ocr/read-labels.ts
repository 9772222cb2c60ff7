import templatesJson from './digit-templates.json';
import { GH, GW, describe, segmentLines, type Glyph, type InkMap } from './glyphs';

/**
 * Reads numeric labels ("1.0850", "152000.00", "-3,5") from an ink map: dots and minus signs
 * by shape, digits by nearest template (coverage grid + aspect ratio). A line with any glyph
 * that matches no template well (letters, %, K/M suffixes) is not a number and is skipped.
 */
type Template = { c: string; aspect: number; v: Float32Array };
type RawTemplate = { c: string; font: string; aspect: number; v: number[] };

/** One template per character and font: the rendered sizes are averaged. */
const TEMPLATES: Template[] = (() => {
  const groups = new Map<string, RawTemplate[]>();
  for (const t of templatesJson as RawTemplate[]) groups.set(`${t.c}|${t.font}`, [...(groups.get(`${t.c}|${t.font}`) ?? []), t]);
  return [...groups.values()].map((g) => {
    const v = new Float32Array(GW * GH);
    for (const t of g) for (let i = 0; i < v.length; i++) v[i] = v[i]! + t.v[i]! / g.length;
    return { c: g[0]!.c, aspect: g.reduce((s, t) => s + t.aspect, 0) / g.length, v };
  });
})();

const MAX_DISTANCE = 0.09; // mean squared coverage difference per cell accepted as a digit
const ASPECT_WEIGHT = 0.15;

export type NumberLabel = { value: number; y: number; decimals: number; x0: number; x1: number };

export function classifyGlyph(g: Glyph, lineTop: number, lineBottom: number): string | null {
  return matchGlyph(g, lineTop, lineBottom).c;
}

function matchGlyph(g: Glyph, lineTop: number, lineBottom: number): { c: string | null; d: number } {
  const lineH = lineBottom - lineTop + 1;
  const h = g.y1 - g.y0 + 1;
  const w = g.x1 - g.x0 + 1;
  if (h <= Math.max(2, lineH * 0.3)) {
    if (g.y1 >= lineBottom - lineH * 0.2 && w <= Math.max(3, lineH * 0.35)) return { c: '.', d: 0 };
    if (g.y0 > lineTop + lineH * 0.25 && g.y1 < lineBottom - lineH * 0.2 && w >= h) return { c: '-', d: 0 };
    return { c: null, d: Infinity };
  }
  let best: Template | null = null;
  let bestD = Infinity;
  const cells = GW * GH;
  for (const t of TEMPLATES) {
    const aspectCost = ASPECT_WEIGHT * (g.aspect - t.aspect) ** 2;
    // early exit: stop summing once this template cannot beat the best one
    const limit = (Math.min(bestD, MAX_DISTANCE) - aspectCost) * cells;
    if (limit <= 0) continue;
    let d = 0;
    for (let i = 0; i < cells && d < limit; i++) {
      const e = g.vec[i]! - t.v[i]!;
      d += e * e;
    }
    if (d >= limit) continue;
    d = d / cells + aspectCost;
    if (d < bestD) {
      bestD = d;
      best = t;
    }
  }
  return best && bestD <= MAX_DISTANCE ? { c: best.c, d: bestD } : { c: null, d: bestD };
}

/**
 * Anti-aliasing glues neighbouring digits into one span: choose the cut positions whose
 * pieces match the templates best (dynamic programming over the span's columns).
 */
function splitSpan(m: InkMap, g: Glyph, top: number, bottom: number): string | null {
  const lineH = bottom - top + 1;
  const minW = Math.max(2, Math.floor(lineH * 0.3));
  const maxW = Math.ceil(lineH * 0.8);
  const n = g.x1 - g.x0 + 1;
  const best: Array<{ d: number; text: string } | null> = new Array(n + 1).fill(null);
  best[0] = { d: 0, text: '' };
  for (let end = 1; end <= n; end++)
    for (let w = minW; w <= maxW && w <= end; w++) {
      const prev = best[end - w];
      if (!prev) continue;
      // pieces are separated by a one-column seam, except at the very start
      const start = end - w + (end - w > 0 ? 1 : 0);
      if (start >= end) continue;
      const piece = describe(m, g.x0 + start, g.x0 + end - 1, top, bottom);
      const r = matchGlyph(piece, top, bottom);
      if (r.c === null || r.c === '.' || r.c === '-') continue;
      const d = prev.d + r.d + 0.01;
      if (!best[end] || d < best[end]!.d) best[end] = { d, text: prev.text + r.c };
    }
  return best[n]?.text ?? null;
}

export function parseNumber(text: string): { value: number; decimals: number } | null {
  if (!/^-?[\d.]+$/.test(text) || !/\d/.test(text)) return null;
  const neg = text.startsWith('-');
  const body = neg ? text.slice(1) : text;
  const parts = body.split('.');
  if (parts.some((p) => p === '')) return null;
  // several separators: the last one is the decimal point, the others group thousands
  const decimals = parts.length > 1 ? parts[parts.length - 1]!.length : 0;
  const digits = parts.join('');
  const value = Number(digits) / 10 ** decimals;
  return Number.isFinite(value) ? { value: neg ? -value : value, decimals } : null;
}

/**
 * `split` = false reads only lines whose characters are already apart (fast); true also cuts
 * glued digits apart, which costs a template match per candidate cut.
 */
export function readNumberLabels(m: InkMap, offsetX: number, split = true, lines = segmentLines(m), maxLabels = Infinity): NumberLabel[] {
  const out: NumberLabel[] = [];
  for (const line of lines) {
    if (out.length >= maxLabels) break;
    if (line.glyphs.length < 1 || line.glyphs.length > 14) continue;
    let text = '';
    const lineH = line.y1 - line.y0 + 1;
    for (const g of line.glyphs) {
      const wide = g.x1 - g.x0 + 1 > lineH * 0.9;
      const c = wide ? (split ? splitSpan(m, g, line.y0, line.y1) : null) : classifyGlyph(g, line.y0, line.y1);
      if (c === null) {
        text = '';
        break;
      }
      text += c;
    }
    const n = text ? parseNumber(text) : null;
    if (!n) continue;
    out.push({ ...n, y: (line.y0 + line.y1) / 2, x0: offsetX + line.glyphs[0]!.x0, x1: offsetX + line.glyphs[line.glyphs.length - 1]!.x1 });
  }
  return out;
}
