import type { FixtureSpec } from './fixture-spec';

/**
 * Charts drawn by two other libraries, Apache ECharts and Plotly, in their own look: other
 * candle geometry, axis layout, label fonts and number formats than lightweight-charts.
 */
export const LIBRARY_FIXTURES: FixtureSpec[] = [
  // ECharts
  { id: 'ec-redup-petr4', renderer: 'echarts', theme: 'echartsRedUp', width: 1100, height: 640, count: 60, regime: 'ALTA', pattern: 'hammer', ma: [7, 25], priceLine: true, start: 38.52, price: { locale: 'pt-BR', decimals: 2 }, symbol: 'PETR4', timeframe: '15m', font: 'Inter', seed: 41 },
  { id: 'ec-blue-orange-btc', renderer: 'echarts', theme: 'blueOrange', width: 1280, height: 720, count: 120, regime: 'BAIXA', pattern: 'bullishEngulfing', volume: 'pale', priceLine: true, start: 64210, price: { decimals: 1, suffixK: true }, symbol: 'BTCUSDT', timeframe: '1h', font: 'Lato', seed: 42 },
  { id: 'ec-teal-dark-winfut', renderer: 'echarts', theme: 'tealRedDark', width: 1200, height: 700, count: 90, regime: 'LATERAL', pattern: 'doji', grid: 'dashed', priceLine: true, crosshair: true, tooltip: true, start: 128450, price: { locale: 'pt-BR', decimals: 0 }, symbol: 'WINFUT', timeframe: '5 min', font: 'IBM Plex Mono', seed: 43 },
  { id: 'ec-hollow-left-eth', renderer: 'echarts', theme: 'hollowLight', width: 1000, height: 600, count: 70, regime: 'ALTA', pattern: 'eveningStar', ma: true, axis: 'left', dialog: true, priceLine: true, start: 1219.03, price: { decimals: 2 }, font: 'PT Sans', seed: 44 },
  { id: 'ec-mono-dark-thin', renderer: 'echarts', theme: 'monoDark', width: 900, height: 520, count: 220, regime: 'BAIXA', priceLine: false, variant: 'slider', start: 1.0874, price: { decimals: 4 }, font: 'Roboto', seed: 45 },
  { id: 'ec-blue-orange-usdbrl', renderer: 'echarts', theme: 'blueOrangeDark', width: 720, height: 480, dpr: 2, count: 45, regime: 'ALTA', pattern: 'threeWhiteSoldiers', priceLine: true, start: 5.4821, price: { locale: 'pt-BR', decimals: 4, prefix: 'R$ ' }, symbol: 'USD/BRL', timeframe: 'M5', font: 'Inter', format: 'jpg', seed: 46 },
  { id: 'ec-redup-dpr3-small', renderer: 'echarts', theme: 'echartsRedUp', width: 400, height: 300, dpr: 3, count: 25, regime: 'BAIXA', pattern: 'piercingLine', priceLine: true, start: 84.12, price: { decimals: 2 }, format: 'webp', seed: 47 },
  { id: 'ec-teal-volume-eth', renderer: 'echarts', theme: 'tealRedDark', width: 1366, height: 768, count: 150, regime: 'ALTA', pattern: 'shootingStar', volume: 'same', crosshair: true, ma: [20, 50], priceLine: true, start: 3120, price: { decimals: 2 }, symbol: 'ETHUSDT', timeframe: '4h', font: 'Roboto', seed: 48 },
  { id: 'ec-green-red-15', renderer: 'echarts', theme: 'greenRedLight', width: 800, height: 500, count: 15, regime: 'LATERAL', pattern: 'bullishHarami', priceLine: true, start: 27.31, price: { locale: 'pt-BR', decimals: 2 }, font: 'Lato', format: 'jpg', seed: 49 },
  // Plotly (its y axis is on the left by default)
  { id: 'pl-white-aapl', renderer: 'plotly', theme: 'plotlyWhite', width: 1000, height: 600, count: 60, regime: 'ALTA', pattern: 'hammer', axis: 'left', priceLine: false, start: 189.5, price: { decimals: 2 }, symbol: 'AAPL', timeframe: '1h', font: 'Roboto', seed: 50 },
  { id: 'pl-rangeslider-eurusd', renderer: 'plotly', theme: 'plotlyWhite', width: 1100, height: 650, count: 80, regime: 'BAIXA', pattern: 'morningStar', variant: 'rangeslider', priceLine: true, start: 1.0852, price: { decimals: 4 }, seed: 51 },
  { id: 'pl-hollow-dark-vale3', renderer: 'plotly', theme: 'hollowDark', width: 1280, height: 720, count: 100, regime: 'LATERAL', pattern: 'doji', ma: true, crosshair: true, tooltip: true, priceLine: true, start: 61.02, price: { locale: 'pt-BR', decimals: 2 }, symbol: 'VALE3', timeframe: '1h', font: 'IBM Plex Mono', seed: 52 },
  { id: 'pl-blue-orange-k', renderer: 'plotly', theme: 'blueOrange', width: 900, height: 560, dpr: 2, count: 50, regime: 'ALTA', pattern: 'bearishEngulfing', axis: 'left', priceLine: true, start: 23450, price: { decimals: 1, suffixK: true }, font: 'Lato', format: 'jpg', seed: 53 },
  { id: 'pl-mono-light-category', renderer: 'plotly', theme: 'monoLight', width: 1024, height: 576, count: 180, regime: 'BAIXA', pattern: 'threeBlackCrows', variant: 'category', priceLine: true, start: 512.3, price: { decimals: 2 }, font: 'PT Sans', seed: 54 },
  { id: 'pl-teal-volume-brl', renderer: 'plotly', theme: 'tealRedDark', width: 1200, height: 700, count: 90, regime: 'BAIXA', pattern: 'hammer', volume: 'pale', dialog: true, priceLine: true, start: 5.4821, price: { locale: 'pt-BR', decimals: 4, prefix: 'R$ ' }, symbol: 'USD/BRL', timeframe: '15 min', font: 'Inter', format: 'webp', seed: 55 },
  { id: 'pl-redup-modebar', renderer: 'plotly', theme: 'echartsRedUp', width: 800, height: 600, dpr: 1.5, count: 35, regime: 'ALTA', pattern: 'darkCloudCover', variant: 'modebar', crosshair: true, priceLine: true, start: 98.6, price: { decimals: 2 }, seed: 56 },
  { id: 'pl-lime-black-thin', renderer: 'plotly', theme: 'limeBlack', width: 1280, height: 720, count: 210, regime: 'LATERAL', grid: 'dashed', priceLine: true, start: 19.85, price: { decimals: 2 }, font: 'Roboto', seed: 57 },
];
