/**
 * How wide the annotation's text comes out, so that a label's plate holds all of it and is kept
 * inside the picture. The widths are the advance widths of DejaVu Sans Bold, in em (read from the
 * font's hmtx table): the production image installs that font for the SVG text (Dockerfile), it
 * is what `sans-serif` resolves to on Debian, and it is wider than the usual alternatives
 * (Liberation Sans, Arial), so a plate sized by it holds the text in those too. Regular-weight
 * text (the legend) is narrower still. A guess of 0.6 em a character left "COMPRA se fechar acima
 * de 1,20636" about one em wider than its plate, cut at the picture's right edge.
 */
const ADVANCE_EM: ReadonlyArray<readonly [number, string]> = [
  [0.306, "'"],
  [0.343, 'ijlí'],
  [0.348, ' '],
  [0.365, '/\\|'],
  [0.372, 'IJÍ'],
  [0.38, ',.·'],
  [0.4, ':;'],
  [0.415, '-'],
  [0.435, 'f'],
  [0.456, '!'],
  [0.457, '()[]'],
  [0.478, 't'],
  [0.493, 'r'],
  [0.5, '_`–°'],
  [0.521, '"'],
  [0.523, '*'],
  [0.58, '?'],
  [0.582, 'z'],
  [0.593, 'cç'],
  [0.595, 's'],
  [0.637, 'L'],
  [0.645, 'x'],
  [0.652, 'vy'],
  [0.665, 'k'],
  [0.675, 'aáàâã'],
  [0.678, 'eéê'],
  [0.682, 'T'],
  [0.683, 'EFÉÊ'],
  [0.687, 'oóôõ'],
  [0.696, '$0123456789'],
  [0.712, 'hnu{}úü'],
  [0.716, 'bdgpq'],
  [0.72, 'S'],
  [0.724, 'Y'],
  [0.725, 'Z'],
  [0.733, 'P'],
  [0.734, 'CÇ'],
  [0.762, 'B'],
  [0.77, 'R'],
  [0.771, 'X'],
  [0.774, 'AVÁÀÂÃ'],
  [0.775, 'K'],
  [0.812, 'UÚ'],
  [0.821, 'G'],
  [0.83, 'D'],
  [0.837, 'HN'],
  [0.838, '#+<=>^~×'],
  [0.85, 'OQÓÔÕ'],
  [0.872, '&'],
  [0.924, 'w'],
  [0.995, 'M'],
  [1.0, '@—…'],
  [1.002, '%'],
  [1.042, 'm'],
  [1.103, 'W'],
];

const advance = new Map<string, number>(
  ADVANCE_EM.flatMap(([em, chars]) => [...chars].map((ch) => [ch, em] as const)),
);

/** A character the table lacks is taken as wide as a capital M. */
const UNKNOWN_EM = 1;

/** The width of `text` set in bold at `fontSize` pixels, in pixels. */
export function boldTextWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const ch of text) em += advance.get(ch) ?? UNKNOWN_EM;
  return em * fontSize;
}
