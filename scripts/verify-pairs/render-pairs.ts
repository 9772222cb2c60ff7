import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import type { FixtureSpec } from '../chart-fixtures/fixture-spec';
import { launchBrowser, renderChart } from '../chart-fixtures/render';
import { renderInPage } from '../chart-fixtures/render-drawn';
import { renderSpec } from '../chart-fixtures/render-spec';
import { generateSeries, type Bar } from '../chart-fixtures/series';
import { THEMES } from '../chart-fixtures/themes';
import { MAX_ADVANCE, type PairSpec } from './pair-list';

/** One rendered print and what is true about it: the bars it shows and its price per pixel. */
export type RenderedPrint = { file: string; bars: Bar[]; pricePerPixel: number };

export type RenderedPair = { pair: PairSpec; before: RenderedPrint; after: RenderedPrint; series: Bar[] };

/** The series a pair's print is drawn from: the fixture's, long enough for every advance. */
export function seriesOf(base: FixtureSpec, seed: number): Bar[] {
  return generateSeries({
    seed,
    count: base.count + MAX_ADVANCE,
    regime: base.regime,
    start: base.start ?? 100,
  }).bars;
}

/** Renders every pair's prints into `dir` (kept between runs: the same seeds draw the same files). */
export async function renderPairs(pairs: PairSpec[], dir: string): Promise<RenderedPair[]> {
  let browser: Browser | null = null;
  const open = async () => (browser ??= await launchBrowser());
  const out: RenderedPair[] = [];
  try {
    for (const pair of pairs) {
      const base = pair.base;
      const own = seriesOf(base, base.seed);
      const before = await cached(path.join(dir, base.id, 'before'), async () =>
        draw(await open(), base, {
          bars: own.slice(0, base.count),
          from: 0,
          width: base.width,
          height: base.height,
          dpr: base.dpr ?? 1,
        }),
      );
      const series = seriesOf(base, pair.seed);
      const after = await cached(path.join(dir, pair.id), async () =>
        draw(await open(), base, {
          bars: series.slice(pair.from, pair.to),
          from: pair.from,
          width: pair.width,
          height: pair.height,
          dpr: pair.dpr,
        }),
      );
      out.push({ pair, before, after, series });
    }
  } finally {
    if (browser) await (browser as Browser).close();
  }
  return out;
}

async function cached(
  stem: string,
  make: () => Promise<{ png: Buffer; truth: Omit<RenderedPrint, 'file'> }>,
) {
  const truthFile = `${stem}.json`;
  const file = `${stem}.png`;
  if (existsSync(truthFile) && existsSync(file))
    return { file, ...(JSON.parse(await readFile(truthFile, 'utf8')) as Omit<RenderedPrint, 'file'>) };
  const { png, truth } = await make();
  await mkdir(path.dirname(stem), { recursive: true });
  await writeFile(file, png);
  await writeFile(truthFile, JSON.stringify(truth));
  return { file, ...truth };
}

type Frame = { bars: Bar[]; from: number; width: number; height: number; dpr: number };

async function draw(browser: Browser, base: FixtureSpec, f: Frame) {
  const theme = THEMES[base.theme]!;
  const spec = renderSpec({ ...base, width: f.width, height: f.height, dpr: f.dpr }, theme, f.bars);
  const step = spec.times.length > 1 ? spec.times[1]! - spec.times[0]! : 3600;
  spec.times = spec.times.map((t) => t + f.from * step);
  let png: Buffer;
  let b: number;
  if (spec.renderer === 'lightweight-charts') {
    const r = await renderChart(browser, {
      width: f.width,
      height: f.height,
      dpr: f.dpr,
      theme,
      bars: f.bars,
      ma: !!base.ma,
      volume: base.volume,
      grid: base.grid !== false,
      priceLine: spec.priceLine,
      legend: base.legend ? `${base.id.toUpperCase()} · 1h` : undefined,
      frame: base.frame,
    });
    png = r.png;
    b = r.scale!.b;
  } else {
    const r = await renderInPage(browser, spec);
    png = r.png;
    b = r.truth.scale.b;
  }
  // the fixtures' formats are part of the test (a JPEG's blur), so the later print keeps them
  const format = base.format ?? 'png';
  const encoded =
    format === 'jpg'
      ? await sharp(await sharp(png).jpeg({ quality: 88 }).toBuffer())
          .png()
          .toBuffer()
      : format === 'webp'
        ? await sharp(await sharp(png).webp({ quality: 90 }).toBuffer())
            .png()
            .toBuffer()
        : png;
  return { png: encoded, truth: { bars: f.bars, pricePerPixel: Math.abs(b) } };
}
