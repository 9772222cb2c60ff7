// Renders the PWA icons from the SVG logo (src/web/public/favicon.svg). Run after changing the
// logo: `node scripts/generate-icons.mjs`; the PNGs are committed.
import sharp from 'sharp';
import { mkdirSync, readFileSync } from 'node:fs';

const svg = readFileSync('src/web/public/favicon.svg');
const out = 'src/web/public/icons';
mkdirSync(out, { recursive: true });
const background = '#0b1220';

for (const size of [192, 512]) {
  await sharp(svg, { density: 72 * (size / 64) })
    .resize(size, size)
    .png()
    .toFile(`${out}/icon-${size}.png`);
}
await sharp(svg, { density: 72 * (180 / 64) })
  .resize(180, 180)
  .flatten({ background })
  .png()
  .toFile(`${out}/apple-touch-icon.png`);

// Maskable: launchers crop to a circle or squircle, so keep the logo inside the central 80 %.
const inner = Math.round(512 * 0.72);
const logo = await sharp(svg, { density: 72 * (inner / 64) })
  .resize(inner, inner)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background } })
  .composite([{ input: logo, gravity: 'center' }])
  .png()
  .toFile(`${out}/icon-maskable-512.png`);
console.log('icons written to', out);
