import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeImage } from '../image/decode';
import { findVolumeOverlay, overlayHeight } from './volume-overlay';

/** 40 candles over a white pane; with `volume`, bars in the candles' colours on the row y = 340 */
async function chart(volume: boolean): Promise<Buffer> {
  const parts: string[] = [];
  let price = 150;
  for (let i = 0; i < 40; i++) {
    const up = i % 3 !== 0;
    const x = 10 + i * 12;
    const body = 6 + ((i * 7) % 11);
    const top = up ? price - body : price;
    const colour = up ? '#089981' : '#f23645';
    parts.push(
      `<rect x="${x + 4}" y="${top - 5}" width="1" height="${body + 10}" fill="${colour}"/><rect x="${x}" y="${top}" width="9" height="${body}" fill="${colour}"/>`,
    );
    if (volume)
      parts.push(
        `<rect x="${x}" y="${340 - (10 + ((i * 13) % 40))}" width="9" height="${10 + ((i * 13) % 40)}" fill="${colour}"/>`,
      );
    price = up ? price - body + 3 : price + body - 2;
  }
  // a vertical grid line through the pane and a time label under the bars
  const extra = `<rect x="124" y="0" width="1" height="360" fill="#e0e3eb"/><text x="200" y="356" font-size="11" fill="#131722">12:00</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="360"><rect width="500" height="360" fill="#ffffff"/>${extra}${parts.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('findVolumeOverlay', () => {
  it('finds bars standing on one row near the bottom of the pane, and their heights', async () => {
    const img = await decodeImage(await chart(true));
    const overlay = findVolumeOverlay(
      img,
      { x0: 0, y0: 0, x1: img.width - 1, y1: img.height - 1 },
      [255, 255, 255],
    );
    expect(overlay).not.toBeNull();
    expect(Math.abs(overlay!.baseline - 339)).toBeLessThanOrEqual(1);
    // the first bar is 10 px tall, the second 23 px (the grid line at x = 124 crosses the tenth)
    expect(overlayHeight(overlay!, 10, 18)).toBeCloseTo(10, -1);
    expect(overlayHeight(overlay!, 22, 30)).toBeCloseTo(23, -1);
    expect(overlayHeight(overlay!, 118, 126)).toBeGreaterThan(5);
  });

  it('finds none on a chart without volume', async () => {
    const img = await decodeImage(await chart(false));
    expect(
      findVolumeOverlay(img, { x0: 0, y0: 0, x1: img.width - 1, y1: img.height - 1 }, [255, 255, 255]),
    ).toBeNull();
  });
});
