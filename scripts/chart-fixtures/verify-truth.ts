/**
 * Checks the truth against the pixels, independently of any renderer: in each candle's centre
 * column it finds the topmost and bottommost pixels that differ from the plot's background
 * near the candle and compares them with yHigh and yLow. Grid lines, moving averages and
 * price lines near a candle's tips show up as outliers, so the figures are medians and the
 * share of candles within 1.5 px.
 * Run: npx tsx scripts/chart-fixtures/verify-truth.ts [id …]
 */
import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { TruthFile } from './truth-file';

const DIR = fileURLToPath(new URL('../../src/server/analysis/engine/fixtures/charts/', import.meta.url));

type Img = { data: Buffer; width: number; height: number };

function pixel(img: Img, x: number, y: number): [number, number, number] {
  const i = (y * img.width + x) * 3;
  return [img.data[i]!, img.data[i + 1]!, img.data[i + 2]!];
}

/** The plot's most common colour: its background. */
function background(img: Img, t: TruthFile): [number, number, number] {
  const counts = new Map<number, number>();
  for (let y = Math.ceil(t.plot.top); y < Math.floor(t.plot.bottom); y += 3)
    for (let x = Math.ceil(t.plot.left); x < Math.floor(t.plot.right); x += 3) {
      const [r, g, b] = pixel(img, x, y);
      const key = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  const key = [...counts.entries()].sort((p, q) => q[1] - p[1])[0]![0];
  return [((key >> 10) << 3) + 4, (((key >> 5) & 31) << 3) + 4, ((key & 31) << 3) + 4];
}

const median = (v: number[]): number => {
  const s = [...v].sort((a, b) => a - b);
  return s.length ? s[s.length >> 1]! : NaN;
};

async function verify(t: TruthFile): Promise<{ errors: number[]; within: number; n: number }> {
  const { data, info } = await sharp(await readFile(DIR + t.file))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const img: Img = { data, width: info.width, height: info.height };
  const bg = background(img, t);
  const ink = (x: number, y: number): boolean => {
    const [r, g, b] = pixel(img, x, y);
    return Math.abs(r - bg[0]) + Math.abs(g - bg[1]) + Math.abs(b - bg[2]) > 60;
  };
  const errors: number[] = [];
  let within = 0;
  let n = 0;
  for (const c of t.candles) {
    if (c.hidden) continue;
    const margin = 6 * t.dpr;
    const y0 = Math.max(Math.ceil(t.plot.top), Math.floor(c.yHigh - margin));
    const y1 = Math.min(Math.floor(t.plot.bottom) - 1, Math.ceil(c.yLow + margin));
    let best: { top: number; bottom: number; count: number } | null = null;
    // libraries snap the wick to a device pixel up to 1 px from their coordinate
    // (lightweight-charts paints it 0.5–1 px to the right): try the neighbouring columns
    for (const x of [Math.floor(c.x - 1), Math.floor(c.x), Math.floor(c.x + 1)]) {
      if (x < 0 || x >= img.width) continue;
      let top = -1;
      let bottom = -1;
      let count = 0;
      for (let y = y0; y <= y1; y++)
        if (ink(x, y)) {
          if (top < 0) top = y;
          bottom = y;
          count++;
        }
      if (top >= 0 && (!best || count > best.count)) best = { top, bottom, count };
    }
    n++;
    if (!best) continue;
    const e = Math.max(Math.abs(best.top - c.yHigh), Math.abs(best.bottom + 1 - c.yLow));
    errors.push(e);
    if (e <= 1.5) within++;
  }
  return { errors, within, n };
}

const only = process.argv.slice(2);
const files = (await readdir(DIR)).filter((f) => f.endsWith('.json')).sort();
const byRenderer = new Map<string, { errors: number[]; within: number; n: number }>();
for (const f of files) {
  if (only.length && !only.includes(f.replace(/\.json$/, ''))) continue;
  const t = JSON.parse(await readFile(DIR + f, 'utf8')) as TruthFile;
  const r = await verify(t);
  const agg = byRenderer.get(t.renderer) ?? { errors: [], within: 0, n: 0 };
  agg.errors.push(...r.errors);
  agg.within += r.within;
  agg.n += r.n;
  byRenderer.set(t.renderer, agg);
  console.log(
    `${t.file.padEnd(32)} ${t.renderer.padEnd(18)} candles ${String(r.n).padStart(4)}  tips within 1.5 px ${((100 * r.within) / Math.max(1, r.n)).toFixed(1).padStart(5)} %  median ${median(r.errors).toFixed(2)} px`,
  );
}
console.log('');
for (const [name, r] of byRenderer)
  console.log(
    `${name.padEnd(18)} candles ${String(r.n).padStart(5)}  tips within 1.5 px ${((100 * r.within) / Math.max(1, r.n)).toFixed(1).padStart(5)} %  median ${median(r.errors).toFixed(2)} px`,
  );
