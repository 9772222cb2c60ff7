/**
 * Builds the digit templates of the engine's axis reader from glyphs rendered by Chromium in
 * the fonts installed here, cut with the engine's own segmentation so the features match.
 * Run: npx tsx scripts/chart-fixtures/generate-glyphs.ts
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { segmentLines } from '../../src/server/analysis/engine/ocr/glyphs';
import { launchBrowser } from './render';

const CHARS = '0123456789';
const FONTS = ['DejaVu Sans', 'Liberation Sans', 'Liberation Sans Narrow', 'DejaVu Sans Mono', 'Liberation Mono'];
const SIZES = [11, 12, 13, 15, 18];
const OUT = fileURLToPath(new URL('../../src/server/analysis/engine/ocr/digit-templates.json', import.meta.url));

const browser = await launchBrowser();
const templates: Array<{ c: string; font: string; size: number; aspect: number; v: number[] }> = [];
try {
  const page = await browser.newPage({ viewport: { width: 400, height: 60 } });
  for (const font of FONTS)
    for (const size of SIZES) {
      await page.setContent(`<body style="margin:0;background:#fff"><div style="font:${size}px '${font}';color:#000;padding:10px;letter-spacing:6px;white-space:pre">${CHARS.split('').join(' ')}</div></body>`);
      const png = await page.screenshot({ type: 'png' });
      const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
      const ink = new Float32Array(info.width * info.height);
      for (let i = 0; i < ink.length; i++) ink[i] = (255 - data[i]!) / 255;
      const lines = segmentLines({ width: info.width, height: info.height, ink });
      const glyphs = lines.flatMap((l) => l.glyphs);
      if (glyphs.length !== CHARS.length) throw new Error(`${font} ${size}: ${glyphs.length} glyphs`);
      glyphs.forEach((g, i) => templates.push({ c: CHARS[i]!, font, size, aspect: Math.round(g.aspect * 1000) / 1000, v: Array.from(g.vec, (x) => Math.round(x * 100) / 100) }));
    }
} finally {
  await browser.close();
}
await writeFile(OUT, JSON.stringify(templates));
console.log(`${templates.length} templates → ${OUT}`);
