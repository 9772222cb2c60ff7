import { priceAxisLabels, timeAxisLabels } from '../axis-labels';
import { formatPrice } from '../formats';
import { sma } from '../indicators';
import type { DrawTruth, Rect, RenderSpec } from '../spec-types';
import { isoMinute } from '../time-format';
import { cssRect, scaleRect, showDialog } from './dialog';
import { svgTexts } from './svg-texts';

/**
 * Plotly candlestick chart (SVG). Candle positions come from Plotly's own axis conversion
 * (d2p plus the axis offset), the labels from the SVG text it laid out.
 */

type Axis = { d2p(v: unknown): number; _offset: number; _length: number };
type PlotDiv = HTMLDivElement & { _fullLayout: { xaxis: Axis; yaxis: Axis; yaxis2?: Axis } };
declare const Plotly: {
  newPlot(el: HTMLElement, data: object[], layout: object, config: object): Promise<PlotDiv>;
};

let gd: PlotDiv | null = null;
let dialogBox: Rect | null = null;

const xValues = (spec: RenderSpec): string[] => spec.times.map(isoMinute);

function tickFormat(spec: RenderSpec): string {
  return spec.price.suffixK ? '.3~s' : `,.${spec.price.decimals}f`;
}

export async function drawPlotly(spec: RenderSpec): Promise<void> {
  const t = spec.theme;
  const right = spec.axisSide === 'right';
  const x = xValues(spec);
  const last = spec.bars[spec.bars.length - 1]!;
  const lastColour = last.close >= last.open ? t.up : t.down;
  const traces: object[] = [
    {
      type: 'candlestick',
      name: spec.symbol ?? 'OHLC',
      x,
      open: spec.bars.map((b) => b.open),
      high: spec.bars.map((b) => b.high),
      low: spec.bars.map((b) => b.low),
      close: spec.bars.map((b) => b.close),
      increasing: {
        line: { color: t.borderUp ?? t.up, width: 1 },
        fillcolor: t.hollowUp ? 'rgba(0,0,0,0)' : t.up,
      },
      decreasing: { line: { color: t.borderDown ?? t.down, width: 1 }, fillcolor: t.down },
      whiskerwidth: 0,
      showlegend: false,
      hoverinfo: spec.tooltip ? 'x+y' : 'none',
    },
    ...spec.ma.map((p, m) => ({
      type: 'scatter',
      mode: 'lines',
      name: `MA ${p}`,
      x,
      y: sma(spec.bars, p),
      line: { color: t.ma[m % t.ma.length], width: 1.5 },
      hoverinfo: 'skip',
    })),
  ];
  if (spec.volume)
    traces.push({
      type: 'bar',
      name: 'Volume',
      x,
      y: spec.bars.map((b) => b.volume),
      yaxis: 'y2',
      showlegend: false,
      hoverinfo: 'skip',
      marker: { color: spec.bars.map((b) => (b.close >= b.open ? t.up : t.down) + t.volumeAlpha) },
    });
  const spikes = {
    showspikes: !!spec.crosshair,
    spikemode: 'across',
    spikedash: 'dash',
    spikethickness: 1,
    spikecolor: t.text,
    spikesnap: 'cursor',
  };
  const grid = {
    showgrid: spec.grid !== 'none',
    gridcolor: t.grid,
    griddash: spec.grid === 'dashed' ? 'dash' : 'solid',
  };
  const layout = {
    width: spec.width,
    height: spec.height,
    margin: {
      l: right ? 20 : 78,
      r: right ? 78 : 20,
      t: spec.symbol || spec.ma.length ? 52 : 18,
      b: spec.variant === 'rangeslider' ? 30 : 44,
    },
    paper_bgcolor: t.background,
    plot_bgcolor: t.background,
    font: { family: spec.font || undefined, size: 12, color: t.text },
    separators: spec.price.locale === 'pt-BR' ? ',.' : '.,',
    showlegend: spec.ma.length > 0,
    legend: { orientation: 'h', x: 0.45, y: 1.08, bgcolor: 'rgba(0,0,0,0)' },
    xaxis: {
      type: spec.variant === 'category' ? 'category' : 'date',
      rangeslider: { visible: spec.variant === 'rangeslider' },
      nticks: 8,
      linecolor: t.grid,
      ...grid,
      ...spikes,
    },
    yaxis: {
      side: spec.axisSide,
      tickformat: tickFormat(spec),
      tickprefix: spec.price.prefix ?? '',
      domain: spec.volume ? [0.26, 1] : [0, 1],
      zeroline: false,
      linecolor: t.grid,
      showline: true,
      ...grid,
      ...spikes,
    },
    ...(spec.volume
      ? { yaxis2: { domain: [0, 0.2], showticklabels: false, showgrid: false, zeroline: false } }
      : {}),
    ...(spec.symbol
      ? {
          title: {
            text: `${spec.symbol} · ${spec.timeframe ?? ''}`.trim(),
            x: 0.01,
            xanchor: 'left',
            font: { size: 16 },
          },
        }
      : {}),
    shapes: spec.priceLine
      ? [
          {
            type: 'line',
            xref: 'paper',
            x0: 0,
            x1: 1,
            yref: 'y',
            y0: last.close,
            y1: last.close,
            line: { dash: 'dash', width: 1, color: lastColour },
          },
        ]
      : [],
    annotations: spec.priceLine
      ? [
          {
            xref: 'paper',
            x: right ? 1 : 0,
            xanchor: right ? 'left' : 'right',
            yref: 'y',
            y: last.close,
            text: formatPrice(last.close, spec.price),
            showarrow: false,
            bgcolor: lastColour,
            font: { color: '#ffffff', size: 11 },
            borderpad: 2,
          },
        ]
      : [],
    hovermode: spec.crosshair ? 'x' : false,
    spikedistance: -1,
    bargap: 0.3,
  };
  const el = document.createElement('div');
  el.style.cssText = `position:absolute;left:0;top:0;width:${spec.width}px;height:${spec.height}px`;
  document.body.appendChild(el);
  gd = await Plotly.newPlot(el, traces, layout, {
    displayModeBar: spec.variant === 'modebar',
    displaylogo: false,
    responsive: false,
  });
  dialogBox = spec.dialog ? showDialog(spec.width, spec.height, spec.font, spec.price.locale) : null;
}

export function plotlyPoint(spec: RenderSpec, index: number, price: number): [number, number] {
  const { xaxis, yaxis } = gd!._fullLayout;
  return [xaxis._offset + xaxis.d2p(xValues(spec)[index]), yaxis._offset + yaxis.d2p(price)];
}

export function plotlyTruth(spec: RenderSpec): DrawTruth {
  const k = spec.dpr;
  const { xaxis, yaxis, yaxis2 } = gd!._fullLayout;
  const xs = xValues(spec);
  const y = (p: number): number => (yaxis._offset + yaxis.d2p(p)) * k;
  const candles = spec.bars.map((b, i) => ({
    x: (xaxis._offset + xaxis.d2p(xs[i])) * k,
    yOpen: y(b.open),
    yHigh: y(b.high),
    yLow: y(b.low),
    yClose: y(b.close),
    direction: b.close >= b.open ? ('up' as const) : ('down' as const),
  }));
  const plot = scaleRect(
    {
      left: xaxis._offset,
      top: yaxis._offset,
      right: xaxis._offset + xaxis._length,
      bottom: yaxis._offset + yaxis._length,
    },
    k,
  );
  const pLo = Math.min(...spec.bars.map((q) => q.low));
  const pHi = Math.max(...spec.bars.map((q) => q.high));
  const b = (pHi - pLo) / (y(pHi) - y(pLo));
  const scale = { a: pLo - b * y(pLo), b };
  const texts = svgTexts(
    gd!,
    k,
    (el) => !!el.closest('.hoverlayer, .rangeslider-container, .legend, .modebar'),
  );
  const last = spec.bars[spec.bars.length - 1]!;
  const labels = priceAxisLabels(texts, {
    plot,
    side: spec.axisSide,
    scale,
    locale: spec.price.locale,
    tickColour: spec.theme.text,
    tagTexts: spec.priceLine ? [formatPrice(last.close, spec.price)] : [],
  });
  // the hover layer also holds the spike lines: only its label boxes hide candles
  const hoverBoxes = spec.tooltip
    ? Array.from(gd!.querySelectorAll('.hoverlayer .hovertext'))
        .map(cssRect)
        .filter((r) => r.right > r.left)
    : [];
  const occluders = [
    ...(dialogBox ? [scaleRect(dialogBox, k)] : []),
    ...hoverBoxes.map((r) => scaleRect(r, k)),
  ];
  const volume =
    yaxis2 && spec.volume
      ? scaleRect(
          {
            left: xaxis._offset,
            top: yaxis2._offset,
            right: xaxis._offset + xaxis._length,
            bottom: yaxis2._offset + yaxis2._length,
          },
          k,
        )
      : undefined;
  return {
    candles,
    plot,
    scale,
    axisSide: spec.axisSide,
    labels,
    timeLabels: timeAxisLabels(texts, plot, 40 * k),
    panes: volume ? { volume } : {},
    occluders,
    printed: {
      symbol: spec.symbol ?? null,
      timeframe: spec.timeframe ?? null,
      legend: spec.symbol ? `${spec.symbol} · ${spec.timeframe ?? ''}`.trim() : null,
    },
  };
}
