import sharp from 'sharp';

const MARGIN_PX = 5;

/**
 * How far the text's ink reaches, in pixels, set in bold `sans-serif` at `fontSize` pixels as
 * annotate.ts sets its labels (SVG text through sharp).
 */
export async function renderedInkWidth(text: string, fontSize: number): Promise<number> {
  const width = Math.ceil(text.length * fontSize * 1.2) + 2 * MARGIN_PX;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${fontSize * 2}"><rect width="100%" height="100%" fill="#fff"/><text x="${MARGIN_PX}" y="${fontSize * 1.4}" fill="#000" font-size="${fontSize}" font-family="sans-serif" font-weight="bold">${text}</text></svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let last = -1;
  for (let i = 0; i < data.length; i++) if (data[i]! < 128) last = Math.max(last, i % info.width);
  return last < 0 ? 0 : last - MARGIN_PX + 1;
}

/**
 * Whether the annotated picture's labels come out as letters. On a machine without any font
 * (a slim container image), the SVG text renders every letter as the same empty box, so "iiii"
 * is as wide as "MMMM"; with a real font M is about three times as wide as i.
 */
export async function annotationTextLegible(): Promise<boolean> {
  const [narrow, wide] = await Promise.all([renderedInkWidth('iiii', 20), renderedInkWidth('MMMM', 20)]);
  return narrow > 0 && wide > narrow * 1.8;
}
