/**
 * Draws a fixture's ground truth over its image, to check the truth by eye: each candle's
 * high–low span (magenta), open (cyan tick left) and close (yellow tick right), the plot
 * (blue), axis label boxes (orange) with their tick positions, and occluders (red).
 * Run: npx tsx scripts/chart-fixtures/overlay-truth.ts <fixture-id> [out.png]
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { TruthFile } from './truth-file';

const DIR = fileURLToPath(new URL('../../src/server/analysis/engine/fixtures/charts/', import.meta.url));
const [id, out = `/tmp/${process.argv[2]}-truth.png`] = process.argv.slice(2);
if (!id) throw new Error('usage: overlay-truth.ts <fixture-id> [out.png]');
const t = JSON.parse(await readFile(`${DIR}${id}.json`, 'utf8')) as TruthFile;
const s: string[] = [];
const r = (x: { left: number; top: number; right: number; bottom: number }, c: string): string =>
  `<rect x="${x.left}" y="${x.top}" width="${x.right - x.left}" height="${x.bottom - x.top}" fill="none" stroke="${c}" stroke-width="1"/>`;
s.push(r(t.plot, '#0080ff'));
for (const c of t.candles) {
  const col = c.hidden ? '#888888' : '#ff00ff';
  s.push(`<line x1="${c.x}" y1="${c.yHigh}" x2="${c.x}" y2="${c.yLow}" stroke="${col}" stroke-width="1"/>`);
  s.push(
    `<line x1="${c.x - 4}" y1="${c.yOpen}" x2="${c.x}" y2="${c.yOpen}" stroke="#00ffff" stroke-width="1"/>`,
  );
  s.push(
    `<line x1="${c.x}" y1="${c.yClose}" x2="${c.x + 4}" y2="${c.yClose}" stroke="#ffff00" stroke-width="1"/>`,
  );
}
for (const l of t.axis?.labels ?? []) {
  s.push(r(l.box, l.role === 'tick' ? '#ff8000' : '#00ff80'));
  s.push(
    `<line x1="${l.box.left - 8}" y1="${l.yTick}" x2="${l.box.left - 2}" y2="${l.yTick}" stroke="#ff8000" stroke-width="1"/>`,
  );
}
for (const o of t.occluders ?? []) s.push(r(o, '#ff0000'));
for (const p of Object.values(t.panes ?? {})) if (p) s.push(r(p, '#00c0c0'));
const svg = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${t.width}" height="${t.height}">${s.join('')}</svg>`,
);
await sharp(await readFile(DIR + t.file))
  .composite([{ input: svg }])
  .png()
  .toFile(out);
console.log(out);
