import sharp from 'sharp';
import type { ChartReading } from '../read-chart';
import { priceAt } from '../scale/price-axis';
import { isText } from '../text/read-text';
import type { Raster } from '../types';

/**
 * What each stage made of the image, drawn over it, for a person to look at (the CLI's
 * --debug): text boxes (masked ones blue, unmasked ones grey, the price labels used yellow),
 * the plot and its pane separators, the candles as read, and the price scale's ticks.
 */
export type StageName = 'text' | 'plot' | 'candles' | 'scale';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function drawStages(img: Raster, reading: ChartReading): Promise<Record<StageName, Buffer>> {
  const font = Math.max(10, Math.round(Math.min(img.width, img.height) / 60));
  const rect = (b: { x0: number; y0: number; x1: number; y1: number }, colour: string, width = 1) =>
    `<rect x="${b.x0}" y="${b.y0}" width="${b.x1 - b.x0 + 1}" height="${b.y1 - b.y0 + 1}" fill="none" stroke="${colour}" stroke-width="${width}"/>`;
  const note = (x: number, y: number, text: string, colour: string) =>
    `<text x="${x}" y="${y}" fill="${colour}" font-size="${font}" font-family="sans-serif" stroke="#000" stroke-width="0.4">${esc(text)}</text>`;

  const text = reading.text.items.map((it) => {
    const b = it.ink ?? it;
    const colour = isText(it) ? '#2979ff' : '#9e9e9e';
    return rect(b, colour) + (it.text ? note(b.x0, b.y0 - 2, it.text, colour) : '');
  });
  for (const l of reading.axis?.labelsUsed ?? [])
    text.push(rect({ x0: l.x0, x1: l.x1, y0: l.y - 2, y1: l.y + 2 }, '#ffd600', 2));

  const p = reading.plot;
  const plot = [rect(p, '#ff00ff', 2)];
  for (const s of p.separators)
    plot.push(
      `<line x1="${p.x0}" x2="${p.x1}" y1="${s}" y2="${s}" stroke="#00e5ff" stroke-dasharray="6 3"/>`,
    );
  if (p.timeAxisY !== null)
    plot.push(`<line x1="${p.x0}" x2="${p.x1}" y1="${p.timeAxisY}" y2="${p.timeAxisY}" stroke="#ff9100"/>`);
  plot.push(
    note(
      p.x0 + 4,
      p.y0 + font + 2,
      `plot ${p.x0},${p.y0}–${p.x1},${p.y1} axis ${p.axisSide ?? 'none'}`,
      '#ff00ff',
    ),
  );

  const candles: string[] = [];
  const cs = reading.candles?.candles ?? [];
  for (const c of cs) {
    // not the chart's own greens and reds: the picture is dimmed and these stand out on it
    const colour = c.direction === 'up' ? '#00e5ff' : '#ffea00';
    const top = Math.min(c.yOpen, c.yClose);
    const bottom = Math.max(c.yOpen, c.yClose);
    candles.push(
      `<line x1="${c.x}" x2="${c.x}" y1="${c.yHigh}" y2="${c.yLow}" stroke="${colour}" stroke-opacity="0.8"/>`,
    );
    candles.push(
      `<rect x="${c.left}" y="${top}" width="${Math.max(1, c.right - c.left + 1)}" height="${Math.max(1, bottom - top)}" fill="none" stroke="${colour}"/>`,
    );
  }
  const last = cs[cs.length - 1];
  if (last)
    candles.push(
      `<line x1="${last.x}" x2="${last.x}" y1="${p.y0}" y2="${p.y1}" stroke="#ffd600" stroke-dasharray="2 3"/>`,
    );
  candles.push(
    note(
      p.x0 + 4,
      p.y1 - 4,
      `${cs.length} candles, body ${reading.candles?.bodyWidth ?? '–'} px, spacing ${reading.candles?.spacing.toFixed(2) ?? '–'}`,
      '#ffd600',
    ),
  );

  const scale: string[] = [];
  const axis = reading.axis;
  if (axis) {
    for (let k = 0; k <= 10; k++) {
      const y = p.y0 + ((p.y1 - p.y0) * k) / 10;
      const x = p.axisSide === 'left' ? p.x0 + 2 : p.x1 - font * 6;
      scale.push(
        `<line x1="${p.x0}" x2="${p.x1}" y1="${y}" y2="${y}" stroke="#ffd600" stroke-opacity="0.35"/>`,
      );
      scale.push(note(x, y - 2, priceAt(axis, y).toFixed(axis.decimals), '#ffd600'));
    }
    if (last)
      scale.push(
        note(
          last.x + 6,
          last.yClose,
          `close ${priceAt(axis, last.yClose).toFixed(axis.decimals)}`,
          '#00e5ff',
        ),
      );
  } else scale.push(note(p.x0 + 4, p.y0 + font * 2 + 4, 'no price axis read', '#ffd600'));

  const render = (parts: string[], dim = false) =>
    sharp(Buffer.from(img.data.buffer, img.data.byteOffset, img.data.length), {
      raw: { width: img.width, height: img.height, channels: 3 },
    })
      .linear(dim ? 0.35 : 1, 0)
      .composite([
        {
          input: Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="${img.width}" height="${img.height}">${parts.join('')}</svg>`,
          ),
          top: 0,
          left: 0,
        },
      ])
      .png({ compressionLevel: 3 })
      .toBuffer();
  const [t, pl, c, s] = await Promise.all([
    render(text),
    render(plot),
    render([...plot, ...candles], true),
    render(scale),
  ]);
  return { text: t, plot: pl, candles: c, scale: s };
}
