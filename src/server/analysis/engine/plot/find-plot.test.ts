import { describe, expect, it } from 'vitest';
import type { PriceAxis } from '../scale/price-axis';
import type { TextItem, TextLayer } from '../text/read-text';
import type { Raster } from '../types';
import { findPlot } from './find-plot';

/** a dark chart 400×300 with the price axis at x ≥ 340 and grey lines across the pane at `lines` */
function chart(lines: number[]): Raster {
  const width = 400;
  const height = 300;
  const data = new Uint8Array(width * height * 3);
  for (const y of lines) {
    for (let x = 0; x < 340; x++) data.set([120, 130, 140], (y * width + x) * 3);
  }
  return { width, height, data, format: 'png' };
}

function box(x0: number, y0: number, text: string): TextItem {
  return { x0, y0, x1: x0 + 50, y1: y0 + 12, ink: null, score: 0.9, text };
}

const labels = [40, 100, 160, 220].map((y, i) => ({
  text: (1.5 - i * 0.1).toFixed(2),
  y,
  value: 1.5 - i * 0.1,
  x0: 345,
  x1: 395,
}));
const axis: PriceAxis = {
  intercept: 1.5 + 40 / 600,
  slope: -1 / 600,
  log: false,
  percent: false,
  decimals: 2,
  labelsUsed: labels,
  labelsRejected: [],
  maxResidual: 0,
};

/** The text layer of a chart whose price labels (`items`) sit in a right-hand axis column. */
const rightAxisText = (items: TextLayer['items']): TextLayer => ({
  items,
  axisColumn: { side: 'right', x0: 345, x1: 395, labels: [] },
  headerLines: [],
  sideLines: [],
  timings: { detectMs: 0, recognizeMs: 0, linesRead: 0, warmMs: 0 },
});

describe('findPlot', () => {
  it('keeps the price line level with its price tag inside the pane', () => {
    // the price line at y = 25, above the labels the fit used, has a tag on the axis that the
    // fit left out; the separator at y = 250 bounds an indicator pane below
    const items = [...labels.map((l) => box(345, l.y - 6, l.text)), box(345, 19, '1.5412')];
    const text = rightAxisText(items);
    const plot = findPlot(chart([25, 250]), text, axis);
    expect(plot.y0).toBe(0);
    expect(plot.y1).toBeLessThan(250);
    expect(plot.y1).toBeGreaterThan(240);
  });

  it('bounds the pane with a line that no label sits on', () => {
    const items = labels.map((l) => box(345, l.y - 6, l.text));
    const text = rightAxisText(items);
    const plot = findPlot(chart([25, 250]), text, axis);
    expect(plot.y0).toBeGreaterThan(25);
  });

  it('with no axis read, leaves the indicator pane below a divider out, but not what lies below the price line', () => {
    const text: TextLayer = {
      items: [],
      axisColumn: null,
      headerLines: [],
      sideLines: [],
      timings: { detectMs: 0, recognizeMs: 0, linesRead: 0, warmMs: 0 },
    };
    // a price line at y = 90 with candles standing across it, a pane divider at y = 210, volume bars below it
    const img = chart([90, 210]);
    const paint = (x0: number, x1: number, y0: number, y1: number, rgb: [number, number, number]) => {
      for (let y = y0; y <= y1; y++)
        for (let x = x0; x <= x1; x++) img.data.set(rgb, (y * img.width + x) * 3);
    };
    for (let x = 20; x < 320; x += 12) paint(x, x + 6, 70 + (x % 40), 110 + (x % 30), [38, 166, 154]);
    for (let x = 20; x < 320; x += 12) paint(x, x + 6, 280 - (x % 50), 296, [120, 120, 120]);
    const plot = findPlot(img, text, null);
    expect(plot.y0).toBe(0);
    expect(plot.y1).toBeLessThan(210);
    expect(plot.y1).toBeGreaterThan(195);
  });

  it("leaves out the axis's border drawn down the pane beside the labels, not a candle there", () => {
    const items = labels.map((l) => box(345, l.y - 6, l.text));
    const text = rightAxisText(items);
    const img = chart([]);
    const paint = (x0: number, x1: number, y0: number, y1: number) => {
      for (let y = y0; y <= y1; y++)
        for (let x = x0; x <= x1; x++) img.data.set([200, 200, 200], (y * img.width + x) * 3);
    };
    const open = findPlot(img, text, axis);
    // a candle next to the labels, 2/3 of the pane tall, is no border
    paint(open.x1 - 2, open.x1, 20, 200);
    expect(findPlot(img, text, axis).x1).toBe(open.x1);
    // MetaTrader's border: a line down the whole pane, three pixels inside the plot's edge
    paint(open.x1 - 3, open.x1 - 3, 0, img.height - 1);
    expect(findPlot(img, text, axis).x1).toBe(open.x1 - 4);
  });

  it('keeps a line further inside than half a label height: an axis line the candles run up to (ECharts)', () => {
    const text = rightAxisText(labels.map((l) => box(345, l.y - 6, l.text)));
    const img = chart([]);
    const open = findPlot(img, text, axis);
    // (no label height read: 10 px assumed, so the border is looked for 5 px in)
    for (let y = 0; y < img.height; y++) img.data.set([200, 200, 200], (y * img.width + open.x1 - 8) * 3);
    expect(findPlot(img, text, axis).x1).toBe(open.x1);
  });

  it('takes a list of parameters under the chart for no panel beside it (cTrader)', () => {
    // a 400×460 print: the chart above a time-axis row at y = 240, and under it a panel whose
    // nine rows of fields run 190 px down the left side, taller than three quarters of the chart
    const img: Raster = { width: 400, height: 460, data: new Uint8Array(400 * 460 * 3), format: 'png' };
    const timeRow = [20, 120, 220].map((x) => box(x, 240, '12:00'));
    const fields = Array.from({ length: 9 }, (_, i) => box(10, 270 + i * 22, 'Hammer'));
    const text = rightAxisText([...labels.map((l) => box(345, l.y - 6, l.text)), ...timeRow, ...fields]);
    const plot = findPlot(img, text, axis);
    expect(plot.x0).toBeLessThan(10);
    // the same list level with the chart is a panel beside it, and the plot starts after it
    const beside = Array.from({ length: 9 }, (_, i) => box(10, 5 + i * 25, 'EURUSD'));
    const withPanel = findPlot(img, rightAxisText([...text.items, ...beside]), axis);
    expect(withPanel.x0).toBeGreaterThan(60);
  });
});
