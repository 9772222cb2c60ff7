import sharp from 'sharp';
import type { EntrySignal } from '../../../shared/analysis';
import type { PatternHit } from './ta/patterns';
import type { Level } from './ta/support-resistance';
import type { PixelCandle, PlotArea, Raster } from './types';

/**
 * Draws what the engine saw onto the user's chart: a tick on every detected candle, the
 * support/resistance levels, the candles of the detected patterns and the signal arrow.
 */
export type AnnotateInputs = {
  candles: PixelCandle[];
  plot: PlotArea;
  levels: Level[];
  toY: (price: number) => number;
  fmt: (price: number) => string;
  patterns: PatternHit[];
  signal: EntrySignal;
  probability: number;
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function annotateChart(img: Raster, a: AnnotateInputs): Promise<Buffer> {
  const { width: W, height: H } = img;
  const scale = Math.max(1, Math.min(W, H) / 600);
  const font = Math.round(12 * scale);
  const parts: string[] = [];
  // text on a dark plate stays readable on light and dark themes alike
  const label = (x: number, y: number, text: string, colour: string, anchor: 'start' | 'end' = 'start') => {
    const w = text.length * font * 0.6 + font * 0.8;
    const left = Math.max(0, Math.min(W - w, anchor === 'end' ? x - w : x));
    parts.push(`<rect x="${left}" y="${y - font * 1.15}" width="${w}" height="${font * 1.5}" rx="3" fill="#000" fill-opacity="0.7"/>`);
    parts.push(`<text x="${left + font * 0.4}" y="${y}" fill="${colour}" font-size="${font}" font-family="sans-serif" font-weight="bold">${esc(text)}</text>`);
  };
  for (const c of a.candles) {
    parts.push(`<line x1="${c.x}" y1="${c.yLow + 3 * scale}" x2="${c.x}" y2="${c.yLow + 7 * scale}" stroke="#ffb300" stroke-width="${scale}"/>`);
  }
  const labelYs: number[] = [];
  for (const l of a.levels) {
    const y = a.toY(l.price);
    if (y < 0 || y > H) continue;
    const colour = l.kind === 'support' ? '#00c853' : '#ff1744';
    parts.push(`<line x1="${a.plot.left}" y1="${y}" x2="${a.plot.right}" y2="${y}" stroke="${colour}" stroke-width="${1.5 * scale}" stroke-dasharray="${6 * scale} ${4 * scale}"/>`);
    // keep labels of close levels from covering each other
    let ly = y - 4;
    while (labelYs.some((o) => Math.abs(o - ly) < font * 1.6)) ly += font * 1.6;
    labelYs.push(ly);
    label(a.plot.left + 4, ly, `${l.kind === 'support' ? 'Suporte' : 'Resistência'} ${a.fmt(l.price)} (${l.touches}x)`, colour);
  }
  const last = a.candles[a.candles.length - 1]!;
  const span = Math.max(0, ...a.patterns.map((p) => p.candles));
  if (span > 0) {
    const first = a.candles[a.candles.length - span]!;
    const top = Math.min(...a.candles.slice(-span).map((c) => c.yHigh)) - 4 * scale;
    const bottom = Math.max(...a.candles.slice(-span).map((c) => c.yLow)) + 4 * scale;
    const x0 = first.left - 3 * scale;
    parts.push(`<rect x="${x0}" y="${top}" width="${last.right + 3 * scale - x0}" height="${bottom - top}" fill="none" stroke="#ffd600" stroke-width="${1.5 * scale}"/>`);
    label(last.right + 3 * scale, top - 6, a.patterns.map((p) => p.name).join(' · '), '#ffd600', 'end');
  }
  const buy = a.signal === 'CALL' || a.signal === 'COMPRA';
  const sell = a.signal === 'PUT' || a.signal === 'VENDA';
  const colour = buy ? '#00e676' : sell ? '#ff5252' : '#ffd600';
  const ax = Math.min(last.right + 14 * scale, W - 20 * scale);
  const ay = (last.yOpen + last.yClose) / 2;
  const s = 14 * scale;
  if (buy) parts.push(`<path d="M${ax} ${ay - s} L${ax + s} ${ay + s * 0.2} L${ax + s * 0.35} ${ay + s * 0.2} L${ax + s * 0.35} ${ay + s} L${ax - s * 0.35} ${ay + s} L${ax - s * 0.35} ${ay + s * 0.2} L${ax - s} ${ay + s * 0.2} Z" fill="${colour}" stroke="#000" stroke-width="1"/>`);
  else if (sell) parts.push(`<path d="M${ax} ${ay + s} L${ax + s} ${ay - s * 0.2} L${ax + s * 0.35} ${ay - s * 0.2} L${ax + s * 0.35} ${ay - s} L${ax - s * 0.35} ${ay - s} L${ax - s * 0.35} ${ay - s * 0.2} L${ax - s} ${ay - s * 0.2} Z" fill="${colour}" stroke="#000" stroke-width="1"/>`);
  else parts.push(`<circle cx="${ax}" cy="${ay}" r="${s * 0.6}" fill="none" stroke="${colour}" stroke-width="${2 * scale}"/>`);
  const caption = `VTX: ${a.signal} · ${a.probability}% · ${a.candles.length} velas lidas`;
  label(a.plot.left + 4, H - font * 0.8, caption, colour);
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${parts.join('')}</svg>`);
  return sharp(Buffer.from(img.data.buffer, img.data.byteOffset, img.data.length), { raw: { width: W, height: H, channels: 3 } })
    .composite([{ input: svg, top: 0, left: 0 }])
    .png({ compressionLevel: 6 })
    .toBuffer();
}
