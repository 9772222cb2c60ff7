import type { ECharts, EChartsOption, SeriesOption } from 'echarts';
import { axisContextTexts } from './painted';
import { formatPrice } from '../formats';
import { sma } from '../indicators';
import { priceAxisLabels, timeAxisLabels } from '../axis-labels';
import type { DrawTruth, Rect, RenderSpec } from '../spec-types';
import { shortDateTime } from '../time-format';
import { cssRect, scaleRect, showDialog } from './dialog';

/**
 * Apache ECharts candlestick chart. Candle positions come from ECharts' own convertToPixel,
 * the plot from its grid's layout rect, axis labels from what its canvas painted.
 */

declare const echarts: typeof import('echarts');

let chart: ECharts | null = null;
let dialogBox: Rect | null = null;

function option(spec: RenderSpec): EChartsOption {
  const t = spec.theme;
  const right = spec.axisSide === 'right';
  const side = { left: right ? 14 : 72, right: right ? 72 : 14 };
  const top = spec.symbol || spec.ma.length ? 44 : 16;
  const bottom = spec.variant === 'slider' ? 70 : 30;
  const grids = spec.volume
    ? [
        { ...side, top, bottom: `${bottom + 0.22 * spec.height}px` },
        { ...side, height: `${0.16 * spec.height}px`, bottom: `${bottom}px` },
      ]
    : [{ ...side, top, bottom }];
  const dates = spec.times.map((s) => shortDateTime(s, spec.price.locale));
  const splitLine = {
    show: spec.grid !== 'none',
    lineStyle: { color: t.grid, type: spec.grid === 'dashed' ? ('dashed' as const) : ('solid' as const) },
  };
  const fmt = (v: number): string => formatPrice(v, spec.price);
  const last = spec.bars[spec.bars.length - 1]!;
  const lastColour = last.close >= last.open ? t.up : t.down;
  const series: SeriesOption[] = [
    {
      type: 'candlestick',
      name: spec.symbol ?? 'K',
      data: spec.bars.map((b) => [b.open, b.close, b.low, b.high]),
      itemStyle: {
        color: t.hollowUp ? 'transparent' : t.up,
        color0: t.down,
        borderColor: t.borderUp ?? t.up,
        borderColor0: t.borderDown ?? t.down,
      },
      markLine: spec.priceLine
        ? {
            symbol: 'none',
            silent: true,
            animation: false,
            data: [{ yAxis: last.close }],
            lineStyle: { type: 'dashed', color: lastColour, width: 1 },
            label: {
              position: right ? 'end' : 'start',
              formatter: () => fmt(last.close),
              color: '#ffffff',
              backgroundColor: lastColour,
              padding: [2, 4],
              fontFamily: spec.font || undefined,
            },
          }
        : undefined,
    },
    ...spec.ma.map((p, m): SeriesOption => ({
      type: 'line',
      name: `MA${p}`,
      data: sma(spec.bars, p).map((v) => (v === null ? '-' : v)),
      showSymbol: false,
      smooth: false,
      lineStyle: { width: 1.5, color: t.ma[m % t.ma.length] },
      itemStyle: { color: t.ma[m % t.ma.length] },
    })),
  ];
  if (spec.volume)
    series.push({
      type: 'bar',
      name: 'Vol',
      xAxisIndex: 1,
      yAxisIndex: 1,
      data: spec.bars.map((b) => ({
        value: b.volume,
        itemStyle: { color: (b.close >= b.open ? t.up : t.down) + t.volumeAlpha },
      })),
    });
  const axisLabel = { color: t.text, fontFamily: spec.font || undefined };
  return {
    animation: false,
    backgroundColor: t.background,
    textStyle: { fontFamily: spec.font || undefined },
    title: spec.symbol
      ? {
          text: `${spec.symbol} · ${spec.timeframe ?? ''}`.trim(),
          left: 10,
          top: 8,
          textStyle: { color: t.text, fontSize: 15, fontFamily: spec.font || undefined },
        }
      : undefined,
    legend: spec.ma.length
      ? { data: spec.ma.map((p) => `MA${p}`), top: 10, right: right ? 80 : 20, textStyle: { color: t.text } }
      : undefined,
    grid: grids,
    xAxis: [
      {
        type: 'category',
        data: dates,
        boundaryGap: true,
        axisLine: { lineStyle: { color: t.grid } },
        axisLabel,
        splitLine,
        axisPointer: { label: { show: true } },
      },
      ...(spec.volume
        ? [
            {
              type: 'category' as const,
              gridIndex: 1,
              data: dates,
              axisLabel: { show: false },
              axisTick: { show: false },
              axisLine: { lineStyle: { color: t.grid } },
            },
          ]
        : []),
    ],
    yAxis: [
      {
        scale: true,
        position: spec.axisSide,
        axisLabel: { ...axisLabel, formatter: fmt },
        splitLine,
        axisLine: { show: true, lineStyle: { color: t.grid } },
        axisPointer: { label: { formatter: (p: { value: unknown }) => fmt(Number(p.value)) } },
      },
      ...(spec.volume
        ? [
            {
              scale: true,
              gridIndex: 1,
              splitNumber: 2,
              axisLabel: { show: false },
              axisLine: { show: false },
              splitLine: { show: false },
            },
          ]
        : []),
    ],
    dataZoom:
      spec.variant === 'slider'
        ? [
            {
              type: 'slider',
              xAxisIndex: spec.volume ? [0, 1] : [0],
              start: 0,
              end: 100,
              bottom: 12,
              height: 30,
            },
          ]
        : undefined,
    tooltip: spec.crosshair
      ? {
          trigger: 'axis',
          showContent: !!spec.tooltip,
          className: 'fx-tooltip',
          axisPointer: { type: 'cross' },
          textStyle: { fontFamily: spec.font || undefined },
        }
      : undefined,
    axisPointer: spec.volume ? { link: [{ xAxisIndex: 'all' }] } : undefined,
    series,
  };
}

export function drawEcharts(spec: RenderSpec): void {
  const el = document.createElement('div');
  el.style.cssText = `position:absolute;left:0;top:0;width:${spec.width}px;height:${spec.height}px`;
  document.body.appendChild(el);
  chart = echarts.init(el, null, { renderer: 'canvas', devicePixelRatio: spec.dpr });
  chart.setOption(option(spec));
  dialogBox = spec.dialog ? showDialog(spec.width, spec.height, spec.font, spec.price.locale) : null;
}

/** CSS px of a (candle, price) point, where the generator moves the mouse. */
export function echartsPoint(index: number, price: number): [number, number] {
  return chart!.convertToPixel({ seriesIndex: 0 }, [index, price]) as unknown as [number, number];
}

export function echartsTruth(spec: RenderSpec): DrawTruth {
  const c = chart!;
  const k = spec.dpr;
  const toPx = (i: number, p: number): [number, number] => pointPx(c, i, p, k);
  const candles = spec.bars.map((b, i) => {
    const [x, yOpen] = toPx(i, b.open);
    return {
      x,
      yOpen,
      yHigh: toPx(i, b.high)[1],
      yLow: toPx(i, b.low)[1],
      yClose: toPx(i, b.close)[1],
      direction: b.close >= b.open ? ('up' as const) : ('down' as const),
    };
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const model = (c as any).getModel();
  const gridRect = (g: number): Rect => {
    const r = model.getComponent('grid', g).coordinateSystem.getRect();
    return scaleRect({ left: r.x, top: r.y, right: r.x + r.width, bottom: r.y + r.height }, k);
  };
  const plot = gridRect(0);
  // two far-apart prices fix the linear scale; ECharts maps values linearly on a value axis
  const pLo = Math.min(...spec.bars.map((q) => q.low));
  const pHi = Math.max(...spec.bars.map((q) => q.high));
  const yLo = toPx(0, pLo)[1];
  const b = (pHi - pLo) / (toPx(0, pHi)[1] - yLo);
  const scale = { a: pLo - b * yLo, b };
  const last = spec.bars[spec.bars.length - 1]!;
  const texts = axisContextTexts(k);
  const pointerY = spec.crosshair ? toPx(spec.crosshair.index, spec.crosshair.price)[1] : undefined;
  const labels = priceAxisLabels(texts, {
    plot,
    side: spec.axisSide,
    scale,
    locale: spec.price.locale,
    tickColour: spec.theme.text,
    tagTexts: spec.priceLine ? [formatPrice(last.close, spec.price)] : [],
    pointerY,
  });
  const tip = document.querySelector('.fx-tooltip');
  const occluders = [
    ...(dialogBox ? [scaleRect(dialogBox, k)] : []),
    ...(tip && spec.tooltip && (tip as HTMLElement).offsetWidth ? [scaleRect(cssRect(tip), k)] : []),
  ];
  return {
    candles,
    plot,
    scale,
    axisSide: spec.axisSide,
    labels,
    timeLabels: timeAxisLabels(texts, plot, 30 * k),
    panes: spec.volume ? { volume: gridRect(1) } : {},
    occluders,
    printed: {
      symbol: spec.symbol ?? null,
      timeframe: spec.timeframe ?? null,
      legend: spec.symbol ? `${spec.symbol} · ${spec.timeframe ?? ''}`.trim() : null,
    },
  };
}

function pointPx(c: ECharts, i: number, p: number, k: number): [number, number] {
  const [x, y] = c.convertToPixel({ seriesIndex: 0 }, [i, p]) as unknown as [number, number];
  return [x * k, y * k];
}
