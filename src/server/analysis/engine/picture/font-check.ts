import sharp from 'sharp';

/** How far the text's ink reaches, in pixels, rendered as annotate.ts renders its labels. */
async function inkWidth(text: string): Promise<number> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="30"><rect width="100%" height="100%" fill="#fff"/><text x="5" y="22" fill="#000" font-size="20" font-family="sans-serif" font-weight="bold">${text}</text></svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let last = -1;
  for (let i = 0; i < data.length; i++) if (data[i]! < 128) last = Math.max(last, i % info.width);
  return last < 0 ? 0 : last - 5;
}

/**
 * Whether the annotated picture's labels come out as letters. On a machine without any font
 * (a slim container image), the SVG text renders every letter as the same empty box, so "iiii"
 * is as wide as "MMMM"; with a real font M is about three times as wide as i.
 */
export async function annotationTextLegible(): Promise<boolean> {
  const [narrow, wide] = await Promise.all([inkWidth('iiii'), inkWidth('MMMM')]);
  return narrow > 0 && wide > narrow * 1.8;
}
