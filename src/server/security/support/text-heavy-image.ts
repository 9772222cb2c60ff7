import sharp from 'sharp';

/**
 * The upload of issue 25's attack: a 4000×4000 PNG covered in small dense text (≈ 9 MB), which
 * kept an engine thread busy for 40–55 s before it was refused for free.
 */
export async function textHeavyImage(): Promise<Buffer> {
  const side = 4000;
  const words = ['PETR4', '34.125,50', 'EUR/USD', 'Compra', 'Venda', '1.08523', 'M15', 'Volume', 'RSI 70'];
  const rows: string[] = [];
  let k = 0;
  for (let y = 14; y < side; y += 14) {
    let line = '';
    while (line.length < 700) line += `${words[k++ % words.length]} `;
    rows.push(`<text x="2" y="${y}" font-family="DejaVu Sans" font-size="11" fill="#000">${line}</text>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><rect width="100%" height="100%" fill="#fff"/>${rows.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
