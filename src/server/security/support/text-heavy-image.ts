import sharp from 'sharp';

/**
 * The upload of issue 25's attack: a 4000×4000 PNG covered in small dense text (≈ 9 MB), which
 * kept an engine thread busy for 40–55 s before it was refused for free.
 *
 * Rendering 4000 px of text lines in one SVG cost 16 s of CPU, more than the refusal it tests, so
 * a 500-px band of text is rendered once and stacked eight times: the same density everywhere,
 * and the bands repeat too far apart for PNG's compression to notice, so the file stays ≈ 9 MB.
 */
export async function textHeavyImage(): Promise<Buffer> {
  const side = 4000;
  const bandHeight = 500;
  const words = ['PETR4', '34.125,50', 'EUR/USD', 'Compra', 'Venda', '1.08523', 'M15', 'Volume', 'RSI 70'];
  const rows: string[] = [];
  let k = 0;
  for (let y = 14; y < bandHeight; y += 14) {
    let line = '';
    while (line.length < 700) line += `${words[k++ % words.length]} `;
    rows.push(`<text x="2" y="${y}" font-family="DejaVu Sans" font-size="11" fill="#000">${line}</text>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${bandHeight}"><rect width="100%" height="100%" fill="#fff"/>${rows.join('')}</svg>`;
  const band = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const bands = Array.from({ length: side / bandHeight }, (_, i) => ({
    input: band.data,
    raw: band.info,
    top: i * bandHeight,
    left: 0,
  }));
  return sharp({ create: { width: side, height: side, channels: 4, background: '#fff' } })
    .composite(bands)
    .png()
    .toBuffer();
}
