import sharp from 'sharp';

/**
 * A small synthetic candlestick chart used to warm the worker threads up: the first analysis
 * in a fresh thread pays JIT compilation of the pixel loops (several hundred ms).
 */
export async function warmUpChart(): Promise<Buffer> {
  const parts: string[] = [];
  let price = 200;
  for (let i = 0; i < 40; i++) {
    const up = i % 3 !== 0;
    const body = 8 + ((i * 13) % 17);
    const open = price;
    const close = up ? open - body : open + body;
    const top = Math.min(open, close);
    const x = 20 + i * 16;
    const colour = up ? '#26a69a' : '#ef5350';
    parts.push(
      `<rect x="${x}" y="${top - 6}" width="1" height="${body + 14}" fill="${colour}"/><rect x="${x - 4}" y="${top}" width="9" height="${body}" fill="${colour}"/>`,
    );
    price = close + (i % 2 ? 4 : -2);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="400"><rect width="700" height="400" fill="#131722"/>${parts.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
