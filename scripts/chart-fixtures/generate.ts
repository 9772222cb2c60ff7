/**
 * Regenerates the committed engine fixtures: rendered candlestick charts with exact ground
 * truth, plus non-chart images the engine must refuse.
 * Run: npx tsx scripts/chart-fixtures/generate.ts [fixture-id …]
 * With ids, only those charts are (re)rendered and the rest of the set is left alone.
 */
import { mkdir, writeFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { FIXTURES, type FixtureSpec } from './fixture-list';
import { launchBrowser, renderChart } from './render';
import { renderInPage } from './render-drawn';
import { renderSpec } from './render-spec';
import { PLANTABLE, generateSeries, mulberry32, type Bar } from './series';
import type { DrawTruth, RenderSpec } from './spec-types';
import { THEMES } from './themes';
import { truthFile } from './truth-file';
import type { Browser } from 'playwright-core';

const OUT = fileURLToPath(new URL('../../src/server/analysis/engine/fixtures/', import.meta.url));

async function encode(png: Buffer, format: 'png' | 'jpg' | 'webp'): Promise<Buffer> {
  if (format === 'jpg') return sharp(png).jpeg({ quality: 88 }).toBuffer();
  if (format === 'webp') return sharp(png).webp({ quality: 90 }).toBuffer();
  return sharp(png).png({ compressionLevel: 9, palette: false }).toBuffer();
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  if (!only.length) {
    await rm(OUT + 'charts', { recursive: true, force: true });
    await rm(OUT + 'non-charts', { recursive: true, force: true });
  }
  await mkdir(OUT + 'charts', { recursive: true });
  await mkdir(OUT + 'non-charts', { recursive: true });
  const browser = await launchBrowser();
  try {
    for (const f of FIXTURES.filter((x) => !only.length || only.includes(x.id))) {
      const theme = THEMES[f.theme];
      if (!theme) throw new Error(`unknown theme ${f.theme}`);
      const { bars, ratio } = generateSeries({
        seed: f.seed,
        count: f.count,
        regime: f.regime,
        start: f.start ?? 100,
        pattern: f.pattern,
      });
      const spec = renderSpec(f, theme, bars);
      const { png, truth: drawn } =
        spec.renderer === 'lightweight-charts'
          ? await renderLightweight(browser, f, spec)
          : await renderInPage(browser, spec);
      const format = f.format ?? 'png';
      const file = `${f.id}.${format}`;
      await writeFile(OUT + 'charts/' + file, await encode(png, format));
      const truth = truthFile(f, spec, drawn, bars, ratio, file, f.pattern ? PLANTABLE[f.pattern] : null);
      await writeFile(OUT + `charts/${f.id}.json`, JSON.stringify(truth));
      console.log(
        `${file} [${spec.renderer}]: ${truth.candles.length} candles, ${truth.axis.labels.length} axis labels, ${f.regime} (${ratio.toFixed(2)}), ${truth.pattern ?? '-'}`,
      );
    }
    if (only.length && !only.includes('non-charts')) return;
    // Non-charts: a line chart of the same library, which must not be mistaken for candles.
    const { bars } = generateSeries({ seed: 99, count: 80, regime: 'ALTA', start: 100 });
    const line = await renderChart(browser, {
      width: 1000,
      height: 600,
      dpr: 1,
      theme: THEMES.tvDark!,
      bars,
      ma: false,
      grid: true,
      priceLine: false,
      line: true,
    });
    await writeFile(OUT + 'non-charts/line-chart.png', line.png);
    // A bar chart in candle colours: bars on one baseline are not candles.
    const hist = await renderChart(browser, {
      width: 900,
      height: 500,
      dpr: 1,
      theme: THEMES.greenRedLight!,
      bars,
      ma: false,
      grid: true,
      priceLine: false,
      histogram: true,
    });
    await writeFile(OUT + 'non-charts/bar-chart.png', hist.png);
    // A crop of a real chart too small to hold a series of candles.
    const full = await renderChart(browser, {
      width: 1000,
      height: 600,
      dpr: 1,
      theme: THEMES.tvLight!,
      bars,
      ma: false,
      grid: true,
      priceLine: true,
    });
    const c = full.candles[40]!;
    await writeFile(
      OUT + 'non-charts/cropped.png',
      await sharp(full.png)
        .extract({
          left: Math.round(c.x - 20),
          top: Math.round(c.yHigh - 10),
          width: 40,
          height: Math.round(c.yLow - c.yHigh + 20),
        })
        .png()
        .toBuffer(),
    );
  } finally {
    await browser.close();
  }
  await writeFile(
    OUT + 'non-charts/blank.png',
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer(),
  );
  await writeFile(OUT + 'non-charts/photo.jpg', await photoLike(900, 600));
}

/** The original lightweight-charts renderer, its result in the common truth shape. */
async function renderLightweight(
  browser: Browser,
  f: FixtureSpec,
  spec: RenderSpec,
): Promise<{ png: Buffer; truth: DrawTruth }> {
  const r = await renderChart(browser, {
    width: f.width,
    height: f.height,
    dpr: spec.dpr,
    theme: spec.theme,
    bars: spec.bars as Bar[],
    ma: !!f.ma,
    volume: f.volume,
    grid: f.grid !== false,
    priceLine: spec.priceLine,
    legend: f.legend ? `${f.id.toUpperCase()} · 1h` : undefined,
    watermark: f.watermark,
    frame: f.frame,
  });
  const legend = f.legend ? `${f.id.toUpperCase()} · 1h` : null;
  // what the picture prints as the chart's symbol: its legend, else the frame's active asset
  const symbol = legend
    ? f.id.toUpperCase()
    : f.frame === 'broker'
      ? 'EUR/USD (OTC)'
      : f.frame === 'platform'
        ? 'BTCUSDT'
        : (f.watermark ?? null);
  const timeframe = legend || f.frame === 'platform' ? '1h' : null;
  return {
    png: r.png,
    truth: {
      candles: r.candles,
      plot: r.plot,
      scale: r.scale!,
      axisSide: 'right',
      labels: r.labels,
      timeLabels: r.timeLabels,
      panes: {},
      occluders: [],
      printed: { symbol, timeframe, legend },
    },
  };
}

/** Smooth colour fields plus grain: statistically closer to a photo than to a chart. */
async function photoLike(w: number, h: number): Promise<Buffer> {
  const rand = mulberry32(7);
  const small = Buffer.alloc(30 * 20 * 3);
  for (let i = 0; i < small.length; i++) small[i] = Math.floor(rand() * 255);
  const base = await sharp(small, { raw: { width: 30, height: 20, channels: 3 } })
    .resize(w, h, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  for (let i = 0; i < base.length; i++)
    base[i] = Math.max(0, Math.min(255, base[i]! + Math.round((rand() - 0.5) * 40)));
  return sharp(base, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

await main();
