import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { browserBundle } from './bundle';
import { fontFaceCss, isPackagedFont } from './fonts';

/**
 * A blank page of the chart's size with the generator's in-page code, the text probe
 * installed before any library paints, the chosen font loaded and the library scripts added.
 */

export const LIBRARY_SCRIPTS = {
  echarts: fileURLToPath(new URL('../../node_modules/echarts/dist/echarts.min.js', import.meta.url)),
  plotly: fileURLToPath(new URL('../../node_modules/plotly.js-dist-min/plotly.min.js', import.meta.url)),
};

export type PageOptions = {
  width: number;
  height: number;
  dpr: number;
  background: string;
  font: string;
  scripts: string[];
};

export async function openPage(browser: Browser, o: PageOptions): Promise<Page> {
  const page = await browser.newPage({
    viewport: { width: o.width, height: o.height },
    deviceScaleFactor: o.dpr,
  });
  await page.setContent(
    `<html><head><style>${fontFaceCss(o.font)}</style></head><body style="margin:0;overflow:hidden;background:${o.background}"></body></html>`,
  );
  await page.addScriptTag({ content: await browserBundle() });
  await page.evaluate(() => window.__fx.installTextProbe());
  for (const s of o.scripts) await page.addScriptTag({ path: s });
  if (isPackagedFont(o.font)) {
    // canvas text does not wait for web fonts: load both weights before anything draws
    await page.evaluate(async (family) => {
      await document.fonts.load(`400 12px '${family}'`);
      await document.fonts.load(`700 12px '${family}'`);
    }, o.font);
  }
  return page;
}

/** Lets the libraries finish painting (they draw on animation frames). */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );
  await page.waitForTimeout(150);
}
