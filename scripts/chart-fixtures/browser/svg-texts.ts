import type { PaintedText } from '../axis-labels';

/**
 * Ink boxes of an SVG chart's <text> elements in image pixels. The element's box spans the
 * font's ascent and descent; the glyphs' own extent comes from canvas metrics of the same font
 * so SVG and canvas labels are measured alike.
 */
export function svgTexts(root: Element, k: number, skip: (el: Element) => boolean): PaintedText[] {
  const ctx = document.createElement('canvas').getContext('2d')!;
  const out: PaintedText[] = [];
  for (const el of Array.from(root.querySelectorAll('text'))) {
    // multi-line labels are <tspan>s: read them as words, not glued together
    const spans = Array.from(el.querySelectorAll('tspan'));
    const s = spans.length > 1 ? spans.map((t) => t.textContent ?? '').join(' ') : (el.textContent ?? '');
    if (!s.trim() || skip(el)) continue;
    const r = el.getBoundingClientRect();
    if (!r.width || !r.height) continue;
    const cs = getComputedStyle(el);
    ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
    const m = ctx.measureText(spans.length > 1 ? (spans[0]!.textContent ?? '') : s);
    const em = m.fontBoundingBoxAscent + m.fontBoundingBoxDescent;
    const baseline = r.top + (m.fontBoundingBoxAscent * r.height) / em;
    out.push({
      text: s,
      fill: cs.fill,
      box: {
        left: r.left * k,
        top: (baseline - m.actualBoundingBoxAscent) * k,
        right: r.right * k,
        bottom: spans.length > 1 ? r.bottom * k : (baseline + m.actualBoundingBoxDescent) * k,
      },
    });
  }
  return out;
}
