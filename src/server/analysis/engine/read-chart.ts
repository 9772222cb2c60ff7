import { readCandles, type CandleReading, type ReadCandlesOptions } from './candles/read-candles';
import { findPlot, type Plot } from './plot/find-plot';
import { fitPriceAxis, type PriceAxis } from './scale/price-axis';
import { snapLabelsToLines } from './scale/snap-labels';
import type { OcrModels } from './text/ocr-models';
import { thousandsSeparatorOf } from './text/parse-number';
import { parseChartHeader, type ChartHeader } from './text/chart-header';
import {
  isText,
  readAroundPlot,
  readLegendCorner,
  readText,
  readTimeAxis,
  type TextLayer,
} from './text/read-text';
import { timeframeOfAxis } from './text/time-axis';
import type { Raster } from './types';
import { TEXT } from './params';
import { startWorkBudget, type WorkBudget } from './work-budget';

/**
 * Reading a screenshot, stage by stage: text → plot → candles → scale. Each stage's output is
 * a plain value (dump it with the CLI's --debug to look at it).
 */
export type ChartReading = {
  text: TextLayer;
  header: ChartHeader;
  plot: Plot;
  candles: CandleReading | null;
  axis: PriceAxis | null;
  timings: Record<'text' | 'plot' | 'candles', number>;
};

export async function readChart(
  img: Raster,
  models: OcrModels,
  budget: WorkBudget = startWorkBudget(),
): Promise<ChartReading> {
  const t0 = performance.now();
  await budget.probe(img, models);
  const text = await readText(img, models, {
    // (labels a broker draws above their grid lines are moved onto them first, as for the fit)
    priceAxisLabels: (labels, side) =>
      fitPriceAxis(snapLabelsToLines(img, labels, side))?.labelsUsed.length ?? 0,
    budget,
  });
  budget.checkTime();
  const textHeight = medianHeight(text.items.map((it) => it.ink ?? it));
  if (text.axisColumn && midScreen(img, text.axisColumn))
    text.axisColumn.side = trySides(img, text, textHeight);
  const labels = text.axisColumn ? snapLabelsToLines(img, text.axisColumn.labels, text.axisColumn.side) : [];
  let axis = text.axisColumn ? fitPriceAxis(labels) : null;
  const t1 = performance.now();
  const plot = findPlot(img, text, axis);
  const around = { img, models, layer: text, plot };
  await readAroundPlot(around);
  const parseHeader = () =>
    parseChartHeader(
      text.headerLines.map((l) => l.text),
      text.headerLines.map((l) => l.box),
      text.sideLines,
    );
  let header = parseHeader();
  // a legend in small type in the plot's corner, missed by the look at the whole print
  if (!header.timeframe || !header.symbol) {
    await readLegendCorner(around);
    header = parseHeader();
  }
  // the time axis's labels measure the timeframe where nothing prints it
  if (!header.timeframe) {
    await readTimeAxis(around);
    header = parseHeader();
  }
  // labels that read either way ("79.635") follow how the rest of the screen groups thousands
  // (the lines around the plot are read only now; the labels' heights, and so the plot, stay)
  const grouped = labels.flatMap((l) => (l.parsed.asThousands ? [l.parsed.asThousands.value] : []));
  if (axis && grouped.length) {
    // (only numbers of the labels' size: a balance says nothing of a 3-decimal price)
    const size: [number, number] = [Math.min(...grouped) / 3, Math.max(...grouped) * 3];
    const thousands = thousandsSeparatorOf(
      text.items.flatMap((it) => it.text ?? []),
      size,
    );
    if (thousands) axis = fitPriceAxis(labels, { thousands });
  }
  budget.checkTime();
  const t2 = performance.now();
  const candles = readCandles(img, plot, candleStageInputs(text));
  // where no header names the timeframe, the time axis's clock times over the candles' pitch
  // measure it
  const timeAxis =
    !header.timeframe && candles && text.timeLabels?.length
      ? timeframeOfAxis(text.timeLabels, candles.spacing)
      : null;
  if (timeAxis) header.timeAxis = timeAxis;
  const t3 = performance.now();
  return { text, header, plot, candles, axis, timings: { text: t1 - t0, plot: t2 - t1, candles: t3 - t2 } };
}

/**
 * What the candle stage is given of the text: the boxes that read as text (masked before the
 * candles are found) and the typical text height (the chart's own unit for its thresholds).
 */
export function candleStageInputs(text: TextLayer): ReadCandlesOptions {
  const texts = text.items.filter(isText);
  return {
    textBoxes: texts.map((it) => it.ink ?? it),
    // (not read, or read without confidence: a run of small candles read as letters, or text
    // drawn over candles; the same box objects as in `textBoxes`)
    unsureText: texts
      .filter((it) => it.text === undefined || (it.confidence ?? 0) < TEXT.sureConfidence)
      .map((it) => it.ink ?? it),
    textHeight: medianHeight(text.items.map((it) => it.ink ?? it)),
  };
}

/** An axis column with room for a chart on both sides (a broker's trade panel beside it). */
function midScreen(img: Raster, column: { x0: number; x1: number }): boolean {
  return column.x0 >= img.width * 0.2 && img.width - 1 - column.x1 >= img.width * 0.2;
}

/**
 * Which side of a mid-screen axis the chart is on: the side where candles read best. Text gives
 * a first guess (the freer side), but a trade panel's roomy boxes can look freer than a chart.
 */
function trySides(img: Raster, text: TextLayer, textHeight: number): 'left' | 'right' {
  const column = text.axisColumn!;
  const boxes = text.items.map((it) => it.ink ?? it);
  let best: { side: 'left' | 'right'; score: number } = { side: column.side, score: -1 };
  for (const side of [column.side, column.side === 'left' ? 'right' : 'left'] as const) {
    const trial = { ...text, axisColumn: { ...column, side } };
    const axis = fitPriceAxis(snapLabelsToLines(img, column.labels, side));
    const reading = readCandles(img, findPlot(img, trial, axis), { textBoxes: boxes, textHeight });
    const score = reading ? reading.candles.length * reading.coverage : 0;
    if (score > best.score) best = { side, score };
  }
  return best.side;
}

function medianHeight(boxes: Array<{ y0: number; y1: number }>): number {
  const hs = boxes.map((b) => b.y1 - b.y0 + 1).sort((a, b) => a - b);
  return hs.length ? hs[hs.length >> 1]! : 10;
}
