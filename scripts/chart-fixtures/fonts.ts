import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Fonts the engine's recogniser never saw, shipped by npm (@fontsource/*) and embedded into the
 * page as data URLs, so rendering needs no system font package and is the same on every
 * machine. System fonts (DejaVu, Liberation from Debian's fonts-dejavu-core / fonts-liberation)
 * are used by name and need no entry here.
 */
const require = createRequire(import.meta.url);

const PACKAGED: Record<string, { pkg: string; stem: string; weights: number[] }> = {
  Roboto: { pkg: '@fontsource/roboto', stem: 'roboto', weights: [400, 700] },
  Inter: { pkg: '@fontsource/inter', stem: 'inter', weights: [400, 700] },
  Lato: { pkg: '@fontsource/lato', stem: 'lato', weights: [400, 700] },
  'IBM Plex Mono': { pkg: '@fontsource/ibm-plex-mono', stem: 'ibm-plex-mono', weights: [400, 700] },
  'PT Sans': { pkg: '@fontsource/pt-sans', stem: 'pt-sans', weights: [400, 700] },
};

export function isPackagedFont(family: string): boolean {
  return family in PACKAGED;
}

/** @font-face rules for one packaged family (latin subset); '' for system or default fonts. */
export function fontFaceCss(family: string): string {
  const f = PACKAGED[family];
  if (!f) return '';
  return f.weights
    .map((w) => {
      const file = require.resolve(`${f.pkg}/files/${f.stem}-latin-${w}-normal.woff2`);
      const data = readFileSync(file).toString('base64');
      return `@font-face{font-family:'${family}';font-style:normal;font-weight:${w};src:url(data:font/woff2;base64,${data}) format('woff2');}`;
    })
    .join('\n');
}
