import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { Bar } from './series';
import { priceAxisLabels, timeAxisLabels } from './axis-labels';
import { browserBundle } from './bundle';
import { frameLayout, type Frame } from './frames';
import type { AxisLabel, TimeLabel } from './spec-types';
import type { Theme } from './themes';

/**
 * Renders a candlestick chart with lightweight-charts in headless Chromium and asks the
 * library itself where every candle landed, which gives exact pixel ground truth.
 */

const LWC_PATH = fileURLToPath(
  new URL(
    '../../node_modules/lightweight-charts/dist/lightweight-charts.standalone.production.js',
    import.meta.url,
  ),
);

export type RenderOptions = {
  width: number;
  height: number;
  dpr: number;
  theme: Theme;
  bars: Bar[];
  ma: boolean;
  volume?: 'pale' | 'same';
  grid: boolean;
  priceLine: boolean;
  legend?: string;
  watermark?: string;
  line?: boolean;
  /** a plain bar chart (histogram) in up/down colours, a non-chart for the engine */
  histogram?: boolean;
  frame?: Frame;
};

export type GroundTruthCandle = {
  x: number;
  yOpen: number;
  yHigh: number;
  yLow: number;
  yClose: number;
  direction: 'up' | 'down';
};

export type RenderResult = {
  png: Buffer;
  candles: GroundTruthCandle[];
  plot: { left: number; top: number; right: number; bottom: number };
  /** price = a + b·y in image pixels; null for the non-chart renders */
  scale: { a: number; b: number } | null;
  labels: AxisLabel[];
  timeLabels: TimeLabel[];
};

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export async function renderChart(browser: Browser, o: RenderOptions): Promise<RenderResult> {
  const page: Page = await browser.newPage({
    viewport: { width: o.width, height: o.height },
    deviceScaleFactor: o.dpr,
  });
  try {
    const f = frameLayout(o.frame, o.width, o.height, o.theme);
    await page.setContent(
      `<html><body style="margin:0;background:${o.theme.background}"><div id="c" style="position:absolute;left:${f.left}px;top:${f.top}px;width:${f.width}px;height:${f.height}px"></div>${f.html}</body></html>`,
    );
    // the text probe only watches fillText; it must be in place before the library paints
    await page.addScriptTag({ content: await browserBundle() });
    await page.evaluate(() => window.__fx.installTextProbe());
    await page.addScriptTag({ path: LWC_PATH });
    // tsx compiles the evaluated callbacks with esbuild's keepNames, which references __name
    await page.addScriptTag({ content: 'window.__name = function (f) { return f; };' });
    const truth = await page.evaluate(
      (opts) => {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        const LWC = (window as any).LightweightCharts;
        const t = opts.theme;
        const el = document.getElementById('c')!;
        const chart = LWC.createChart(el, {
          width: opts.chartWidth,
          height: opts.chartHeight,
          layout: {
            background: { type: 'solid', color: t.background },
            textColor: t.text,
            fontSize: 12,
            attributionLogo: false,
          },
          grid: {
            vertLines: { color: t.grid, visible: opts.grid },
            horzLines: { color: t.grid, visible: opts.grid },
          },
          crosshair: {
            mode: 2,
            vertLine: { visible: false, labelVisible: false },
            horzLine: { visible: false, labelVisible: false },
          },
          timeScale: { borderColor: t.grid, timeVisible: true },
          rightPriceScale: {
            borderColor: t.grid,
            scaleMargins: { top: 0.08, bottom: opts.volume ? 0.28 : 0.08 },
          },
        });
        const times = opts.bars.map((_, i) => 1_700_000_000 + i * 3600);
        if (opts.histogram) {
          const bars = chart.addSeries(LWC.HistogramSeries, {
            priceLineVisible: false,
            lastValueVisible: false,
          });
          bars.setData(
            opts.bars.map((b, i) => ({
              time: times[i],
              value: b.volume,
              color: b.close >= b.open ? t.up : t.down,
            })),
          );
          chart.timeScale().fitContent();
          return null;
        }
        if (opts.line) {
          const line = chart.addSeries(LWC.LineSeries, { color: t.up, lineWidth: 2 });
          line.setData(opts.bars.map((b, i) => ({ time: times[i], value: b.close })));
          chart.timeScale().fitContent();
          return null;
        }
        const series = chart.addSeries(LWC.CandlestickSeries, {
          upColor: t.hollowUp ? 'rgba(0,0,0,0)' : t.up,
          downColor: t.down,
          borderUpColor: t.borderUp ?? t.up,
          borderDownColor: t.borderDown ?? t.down,
          wickUpColor: t.wickUp ?? t.up,
          wickDownColor: t.wickDown ?? t.down,
          priceLineVisible: opts.priceLine,
          lastValueVisible: opts.priceLine,
        });
        series.setData(
          opts.bars.map((b, i) => ({
            time: times[i],
            open: b.open,
            high: b.high,
            low: b.low,
            close: b.close,
          })),
        );
        if (opts.volume) {
          const vol = chart.addSeries(LWC.HistogramSeries, {
            priceScaleId: '',
            priceFormat: { type: 'volume' },
            lastValueVisible: false,
            priceLineVisible: false,
          });
          vol.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
          const suffix = opts.volume === 'pale' ? t.volumeAlpha : '';
          vol.setData(
            opts.bars.map((b, i) => ({
              time: times[i],
              value: b.volume,
              color: (b.close >= b.open ? t.up : t.down) + suffix,
            })),
          );
        }
        if (opts.ma) {
          const periods = [9, 21];
          periods.forEach((p, k) => {
            const line = chart.addSeries(LWC.LineSeries, {
              color: t.ma[k],
              lineWidth: k === 0 ? 1 : 2,
              priceLineVisible: false,
              lastValueVisible: false,
              crosshairMarkerVisible: false,
            });
            const pts = [];
            for (let i = p - 1; i < opts.bars.length; i++) {
              let s = 0;
              for (let j = i - p + 1; j <= i; j++) s += opts.bars[j]!.close;
              pts.push({ time: times[i], value: s / p });
            }
            line.setData(pts);
          });
        }
        if (opts.watermark) {
          LWC.createTextWatermark(chart.panes()[0], {
            horzAlign: 'center',
            vertAlign: 'center',
            lines: [{ text: opts.watermark, color: t.text + '22', fontSize: 64 }],
          });
        }
        chart.timeScale().fitContent();
        if (opts.legend) {
          const last = opts.bars[opts.bars.length - 1]!;
          const col = last.close >= last.open ? t.up : t.down;
          const leg = document.createElement('div');
          leg.style.cssText = `position:absolute;left:${el.offsetLeft + 12}px;top:${el.offsetTop + 8}px;z-index:5;font:13px sans-serif;color:${t.text}`;
          const f = (v: number) => v.toPrecision(6);
          leg.innerHTML = `${opts.legend} &nbsp; O<span style="color:${col}">${f(last.open)}</span> H<span style="color:${col}">${f(last.high)}</span> L<span style="color:${col}">${f(last.low)}</span> C<span style="color:${col}">${f(last.close)}</span>`;
          document.body.appendChild(leg);
        }
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        (window as any).__chart = { chart, series, times };
        return true;
      },
      { ...o, bars: o.bars, chartWidth: f.width, chartHeight: f.height },
    );
    // let the chart paint (it renders on animation frames)
    await page.waitForTimeout(200);
    const candles = truth
      ? (await readCoordinates(page, o)).map((c) => shift(c, f.left * o.dpr, f.top * o.dpr))
      : [];
    const png = await page.screenshot({
      type: 'png',
      clip: { x: 0, y: 0, width: o.width, height: o.height },
    });
    const plot = await page.evaluate(() => {
      const canvases = Array.from(document.querySelectorAll('td canvas')) as HTMLCanvasElement[];
      const main = canvases.sort(
        (a, b) => b.clientWidth * b.clientHeight - a.clientWidth * a.clientHeight,
      )[0]!;
      const r = main.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    });
    const s = o.dpr;
    const plotPx = { left: plot.left * s, top: plot.top * s, right: plot.right * s, bottom: plot.bottom * s };
    if (!truth) return { png, candles, plot: plotPx, scale: null, labels: [], timeLabels: [] };
    const axis = await readAxis(page, o, f.top);
    const texts = await page.evaluate((k) => window.__fx.axisContextTexts(k), s);
    const labels = priceAxisLabels(texts, {
      plot: plotPx,
      side: 'right',
      scale: axis.scale,
      locale: 'en-US',
      tickColour: o.theme.text,
      tagTexts: o.priceLine ? [axis.tag] : [],
    });
    return {
      png,
      candles,
      plot: plotPx,
      scale: axis.scale,
      labels,
      timeLabels: timeAxisLabels(texts, plotPx, 30 * s),
    };
  } finally {
    await page.close();
  }
}

function shift(c: GroundTruthCandle, dx: number, dy: number): GroundTruthCandle {
  return {
    ...c,
    x: c.x + dx,
    yOpen: c.yOpen + dy,
    yHigh: c.yHigh + dy,
    yLow: c.yLow + dy,
    yClose: c.yClose + dy,
  };
}

async function readCoordinates(page: Page, o: RenderOptions): Promise<GroundTruthCandle[]> {
  const raw = await page.evaluate((bars) => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const { chart, series, times } = (window as any).__chart;
    return bars.map((b, i) => [
      chart.timeScale().timeToCoordinate(times[i]),
      series.priceToCoordinate(b.open),
      series.priceToCoordinate(b.high),
      series.priceToCoordinate(b.low),
      series.priceToCoordinate(b.close),
    ]) as Array<[number, number, number, number, number]>;
  }, o.bars);
  const s = o.dpr;
  return raw.map(([x, yo, yh, yl, yc], i) => {
    const b = o.bars[i]!;
    return {
      x: x * s,
      yOpen: yo * s,
      yHigh: yh * s,
      yLow: yl * s,
      yClose: yc * s,
      direction: b.close >= b.open ? 'up' : 'down',
    };
  });
}

/** The price scale in image pixels (two far-apart prices fix it) and the last-price tag's text. */
async function readAxis(
  page: Page,
  o: RenderOptions,
  top: number,
): Promise<{ scale: { a: number; b: number }; tag: string }> {
  const lo = Math.min(...o.bars.map((b) => b.low));
  const hi = Math.max(...o.bars.map((b) => b.high));
  const last = o.bars[o.bars.length - 1]!.close;
  const [yLo, yHi, tag] = await page.evaluate(
    ([p, q, c]) => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const { series } = (window as any).__chart;
      return [
        series.priceToCoordinate(p),
        series.priceToCoordinate(q),
        series.priceFormatter().format(c),
      ] as [number, number, string];
    },
    [lo, hi, last] as const,
  );
  const y = (v: number): number => (v + top) * o.dpr;
  const b = (hi - lo) / (y(yHi) - y(yLo));
  return { scale: { a: lo - b * y(yLo), b }, tag };
}
