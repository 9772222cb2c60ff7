import type { Browser } from 'playwright-core';
import { LIBRARY_SCRIPTS, openPage, settle } from './page';
import type { DrawTruth, RenderSpec } from './spec-types';

/**
 * Renders a chart with ECharts, Plotly or one of the hand-drawn layouts in headless Chromium
 * and returns the screenshot with the truth measured in the same page.
 */
export async function renderInPage(
  browser: Browser,
  spec: RenderSpec,
): Promise<{ png: Buffer; truth: DrawTruth }> {
  const scripts =
    spec.renderer === 'echarts'
      ? [LIBRARY_SCRIPTS.echarts]
      : spec.renderer === 'plotly'
        ? [LIBRARY_SCRIPTS.plotly]
        : [];
  const page = await openPage(browser, {
    width: spec.width,
    height: spec.height,
    dpr: spec.dpr,
    background: spec.theme.background,
    font: spec.font,
    scripts,
  });
  try {
    let drawn: DrawTruth | null = null;
    if (spec.renderer === 'echarts') await page.evaluate((s) => window.__fx.drawEcharts(s), spec);
    else if (spec.renderer === 'plotly') await page.evaluate((s) => window.__fx.drawPlotly(s), spec);
    else if (spec.renderer === 'metatrader')
      drawn = await page.evaluate((s) => window.__fx.drawMetaTrader(s), spec);
    else if (spec.renderer === 'phone-broker')
      drawn = await page.evaluate((s) => window.__fx.drawPhoneBroker(s), spec);
    else throw new Error(`renderInPage does not draw ${spec.renderer}`);
    await settle(page);
    if (spec.crosshair && !drawn) {
      // a real pointer over the chart, so the library draws its own crosshair and tooltip
      const { index, price } = spec.crosshair;
      const [x, y] = await page.evaluate(
        ([s, i, p]) =>
          s.renderer === 'echarts' ? window.__fx.echartsPoint(i, p) : window.__fx.plotlyPoint(s, i, p),
        [spec, index, price] as const,
      );
      await page.mouse.move(x, y);
      await page.waitForTimeout(300);
      await settle(page);
    }
    const png = await page.screenshot({
      type: 'png',
      clip: { x: 0, y: 0, width: spec.width, height: spec.height },
    });
    const truth =
      drawn ??
      (await page.evaluate(
        (s) => (s.renderer === 'echarts' ? window.__fx.echartsTruth(s) : window.__fx.plotlyTruth(s)),
        spec,
      ));
    return { png, truth };
  } finally {
    await page.close();
  }
}
