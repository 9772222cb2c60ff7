import sharp from 'sharp';
import type { ChartAnalysis } from '../../../../shared/analysis';
import { formatPrice } from '../decision/format';
import { yAtPrice } from '../scale/price-axis';
import type { Raster } from '../types';

/**
 * Draws the result the user sees onto their chart, from the result alone (its `extraction`):
 * a tick under every candle read, the measured support/resistance levels, the candles of the
 * patterns named, the rule's replayed calls as small marks (filled when the next candle agreed),
 * the signal arrow and a caption with the same signal, probability and trend as the screen. The
 * local engine and the vision-model provider both call it, so the picture never shows a signal
 * the screen does not.
 */
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function annotateResult(img: Raster, result: ChartAnalysis): Promise<Buffer> {
  const { width: W, height: H } = img;
  const parts: string[] = [];
  const ex = result.extraction;
  if (ex && ex.candles.length) drawReading(parts, W, H, result);
  const scale = Math.max(1, Math.min(W, H) / 600);
  const font = Math.round(12 * scale);
  const source = result.avaliacao?.fonte_probabilidade === 'historico' ? 'acerto medido' : 'concordância';
  const caption = `VTX: ${result.sinal_entrada} · ${result.probabilidade}% (${source}) · tendência ${result.tendencia_atual} ${result.forca_tendencia}% · ${ex?.candles.length ?? 0} velas lidas`;
  plate(parts, W, (ex?.plot.left ?? 0) + 4, H - font * 0.8, caption, signalColour(result), font);
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${parts.join('')}</svg>`,
  );
  return sharp(Buffer.from(img.data.buffer, img.data.byteOffset, img.data.length), {
    raw: { width: W, height: H, channels: 3 },
  })
    .composite([{ input: svg, top: 0, left: 0 }])
    .png({ compressionLevel: 6 })
    .toBuffer();
}

function signalColour(r: ChartAnalysis): string {
  return r.sinal_entrada === 'CALL' || r.sinal_entrada === 'COMPRA'
    ? '#00e676'
    : r.sinal_entrada === 'PUT' || r.sinal_entrada === 'VENDA'
      ? '#ff5252'
      : '#ffd600';
}

/** Text on a dark plate stays readable on light and dark themes alike. */
function plate(
  parts: string[],
  W: number,
  x: number,
  y: number,
  text: string,
  colour: string,
  font: number,
  anchor: 'start' | 'end' = 'start',
): void {
  const w = text.length * font * 0.6 + font * 0.8;
  const left = Math.max(0, Math.min(W - w, anchor === 'end' ? x - w : x));
  parts.push(
    `<rect x="${left}" y="${y - font * 1.15}" width="${w}" height="${font * 1.5}" rx="3" fill="#000" fill-opacity="0.7"/>`,
  );
  parts.push(
    `<text x="${left + font * 0.4}" y="${y}" fill="${colour}" font-size="${font}" font-family="sans-serif" font-weight="bold">${esc(text)}</text>`,
  );
}

function drawReading(parts: string[], W: number, H: number, r: ChartAnalysis): void {
  const ex = r.extraction!;
  const candles = ex.candles;
  const scale = Math.max(1, Math.min(W, H) / 600);
  const font = Math.round(12 * scale);
  const half = Math.max(2, (ex.quality?.slotSpacing ?? 8) * 0.4);
  const axis = ex.priceScale;
  const relative = !axis || axis.percent === true;
  const toY = (p: number) =>
    relative
      ? ex.plot.bottom - p
      : yAtPrice({ intercept: axis.intercept, slope: axis.slope, log: axis.log ?? false }, p);
  const fmt = (p: number) => formatPrice(p, relative, axis?.decimals);

  for (const c of candles)
    parts.push(
      `<line x1="${c.x}" y1="${c.yLow + 3 * scale}" x2="${c.x}" y2="${c.yLow + 7 * scale}" stroke="#ffb300" stroke-width="${scale}"/>`,
    );

  const ev = ex.evidence;
  if (ev) {
    // replayed calls: ▲ under the candle for a buy, ▼ over it for a sell; filled = the next candle agreed
    const m = Math.max(2.5, half * 0.7);
    for (const call of ev.replay) {
      const c = candles[call.index];
      if (!c) continue;
      const colour = call.hit ? '#00c853' : '#ff1744';
      const fill = call.hit ? colour : 'none';
      const path =
        call.side === 'buy'
          ? `M${c.x} ${c.yLow + 9 * scale} l${m} ${m * 1.6} l${-2 * m} 0 Z`
          : `M${c.x} ${c.yHigh - 9 * scale} l${m} ${-m * 1.6} l${-2 * m} 0 Z`;
      parts.push(
        `<path d="${path}" fill="${fill}" stroke="${colour}" stroke-width="${Math.max(1, scale * 0.8)}"/>`,
      );
    }
    const labelYs: number[] = [];
    const shown = [
      ...ev.levels.filter((l) => l.kind === 'support').slice(0, 2),
      ...ev.levels.filter((l) => l.kind === 'resistance').slice(0, 2),
    ];
    for (const l of shown) {
      const y = toY(l.price);
      if (!(y >= 0 && y <= H)) continue;
      const colour = l.kind === 'support' ? '#00c853' : '#ff1744';
      parts.push(
        `<line x1="${ex.plot.left}" y1="${y}" x2="${ex.plot.right}" y2="${y}" stroke="${colour}" stroke-width="${1.5 * scale}" stroke-dasharray="${6 * scale} ${4 * scale}"/>`,
      );
      // keep labels of close levels from covering each other: the free slot nearest the line
      const step = font * 1.6;
      const ly = [0, -1, 1, -2, 2, 3, -3]
        .map((k) => y - 4 + k * step)
        .find((c) => !labelYs.some((o) => Math.abs(o - c) < step));
      if (ly === undefined) continue;
      labelYs.push(ly);
      plate(
        parts,
        W,
        ex.plot.left + 4,
        ly,
        `${l.kind === 'support' ? 'Suporte' : 'Resistência'} ${fmt(l.price)} (${l.touches}x)`,
        colour,
        font,
      );
    }
    const span = Math.max(0, ...ev.patterns.map((p) => p.candles));
    if (span > 0) {
      const box = candles.slice(-span);
      const top = Math.min(...box.map((c) => c.yHigh)) - 4 * scale;
      const bottom = Math.max(...box.map((c) => c.yLow)) + 4 * scale;
      const x0 = box[0]!.x - half - 3 * scale;
      const x1 = box[box.length - 1]!.x + half + 3 * scale;
      parts.push(
        `<rect x="${x0}" y="${top}" width="${x1 - x0}" height="${bottom - top}" fill="none" stroke="#ffd600" stroke-width="${1.5 * scale}"/>`,
      );
      plate(parts, W, x1, top - 6, ev.patterns.map((p) => p.name).join(' · '), '#ffd600', font, 'end');
    }
  }

  const last = candles[candles.length - 1]!;
  const colour = signalColour(r);
  const ax = Math.min(last.x + half + 14 * scale, W - 20 * scale);
  const ay = (last.yOpen + last.yClose) / 2;
  const s = 14 * scale;
  if (r.sinal_entrada === 'CALL' || r.sinal_entrada === 'COMPRA')
    parts.push(
      `<path d="M${ax} ${ay - s} L${ax + s} ${ay + s * 0.2} L${ax + s * 0.35} ${ay + s * 0.2} L${ax + s * 0.35} ${ay + s} L${ax - s * 0.35} ${ay + s} L${ax - s * 0.35} ${ay + s * 0.2} L${ax - s} ${ay + s * 0.2} Z" fill="${colour}" stroke="#000" stroke-width="1"/>`,
    );
  else if (r.sinal_entrada === 'PUT' || r.sinal_entrada === 'VENDA')
    parts.push(
      `<path d="M${ax} ${ay + s} L${ax + s} ${ay - s * 0.2} L${ax + s * 0.35} ${ay - s * 0.2} L${ax + s * 0.35} ${ay - s} L${ax - s * 0.35} ${ay - s} L${ax - s * 0.35} ${ay - s * 0.2} L${ax - s} ${ay - s * 0.2} Z" fill="${colour}" stroke="#000" stroke-width="1"/>`,
    );
  else
    parts.push(
      `<circle cx="${ax}" cy="${ay}" r="${s * 0.6}" fill="none" stroke="${colour}" stroke-width="${2 * scale}"/>`,
    );
}
