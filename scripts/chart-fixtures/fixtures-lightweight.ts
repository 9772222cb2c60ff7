import type { FixtureSpec } from './fixture-spec';

/** The original set: lightweight-charts with screen furniture around some charts. */
export const LWC_FIXTURES: FixtureSpec[] = [
  { id: 'tv-dark-eurusd', theme: 'tvDark', width: 1280, height: 720, count: 80, regime: 'ALTA', pattern: 'shootingStar', ma: true, volume: 'pale', grid: true, priceLine: true, legend: true, watermark: 'EURUSD', start: 1.085, seed: 11 },
  { id: 'tv-light-petr4', theme: 'tvLight', width: 1024, height: 640, count: 60, regime: 'BAIXA', pattern: 'hammer', grid: true, priceLine: true, legend: true, start: 38.4, seed: 12 },
  { id: 'green-red-btc', theme: 'greenRedLight', width: 800, height: 500, count: 45, regime: 'LATERAL', pattern: 'doji', volume: 'same', grid: false, priceLine: true, start: 64200, seed: 13 },
  { id: 'lime-black-otc', theme: 'limeBlack', width: 600, height: 400, count: 30, regime: 'BAIXA', pattern: 'bullishEngulfing', grid: true, priceLine: true, start: 0.6521, seed: 14 },
  { id: 'mono-light-ibov', theme: 'monoLight', width: 1200, height: 700, count: 70, regime: 'ALTA', pattern: 'eveningStar', ma: true, grid: true, priceLine: false, legend: true, start: 127500, seed: 15 },
  { id: 'hollow-dark-eth', theme: 'hollowDark', width: 1280, height: 720, count: 100, regime: 'BAIXA', pattern: 'morningStar', ma: true, volume: 'pale', grid: true, priceLine: true, start: 3120, seed: 16 },
  { id: 'broker-binary', theme: 'broker', width: 1366, height: 768, count: 120, regime: 'LATERAL', pattern: 'bearishEngulfing', grid: true, priceLine: true, legend: true, watermark: 'BROKER', start: 1.2634, seed: 17 },
  { id: 'tv-dark-phone', theme: 'tvDark', width: 540, height: 960, dpr: 2, count: 40, regime: 'ALTA', pattern: 'threeWhiteSoldiers', ma: true, grid: true, priceLine: true, legend: true, start: 151.2, seed: 18 },
  { id: 'tv-light-long', theme: 'tvLight', width: 900, height: 520, count: 150, regime: 'ALTA', pattern: 'darkCloudCover', grid: true, priceLine: true, start: 2310.5, seed: 19 },
  { id: 'lime-black-thin', theme: 'limeBlack', width: 700, height: 450, count: 140, regime: 'BAIXA', grid: false, priceLine: true, start: 19.85, seed: 20 },
  { id: 'green-red-crows', theme: 'greenRedLight', width: 1000, height: 600, count: 50, regime: 'BAIXA', pattern: 'threeBlackCrows', ma: true, grid: true, priceLine: true, legend: true, start: 84.12, seed: 21 },
  { id: 'hollow-dark-piercing', theme: 'hollowDark', width: 960, height: 540, count: 35, regime: 'BAIXA', pattern: 'piercingLine', grid: true, priceLine: true, start: 1.3312, seed: 22, format: 'jpg' },
  { id: 'broker-harami', theme: 'broker', width: 1280, height: 720, count: 25, regime: 'LATERAL', pattern: 'bullishHarami', grid: true, priceLine: true, start: 5.482, seed: 23 },
  { id: 'mono-light-sideways', theme: 'monoLight', width: 640, height: 480, count: 20, regime: 'LATERAL', grid: false, priceLine: false, start: 44.7, seed: 24 },
  { id: 'tv-dark-webp', theme: 'tvDark', width: 1280, height: 720, count: 90, regime: 'BAIXA', pattern: 'hammer', volume: 'same', grid: true, priceLine: true, legend: true, start: 0.9012, seed: 25, format: 'webp' },
  { id: 'tv-light-jpg', theme: 'tvLight', width: 1100, height: 650, count: 65, regime: 'ALTA', pattern: 'shootingStar', ma: true, volume: 'pale', grid: true, priceLine: true, start: 512.3, seed: 26, format: 'jpg' },
  { id: 'broker-portrait', theme: 'broker', width: 1080, height: 1920, count: 55, regime: 'BAIXA', pattern: 'bullishEngulfing', grid: true, priceLine: true, legend: true, start: 1.0921, seed: 27 },
  { id: 'lime-black-morning', theme: 'limeBlack', width: 1024, height: 576, count: 75, regime: 'LATERAL', pattern: 'morningStar', ma: true, grid: true, priceLine: true, start: 27.31, seed: 28 },
  { id: 'green-red-evening', theme: 'greenRedLight', width: 1280, height: 720, count: 110, regime: 'ALTA', pattern: 'eveningStar', volume: 'pale', grid: true, priceLine: true, legend: true, start: 4410, seed: 29 },
  { id: 'hollow-dark-doji', theme: 'hollowDark', width: 800, height: 600, count: 60, regime: 'ALTA', pattern: 'doji', grid: false, priceLine: true, start: 98.6, seed: 30 },
  { id: 'tv-dark-piercing', theme: 'tvDark', width: 720, height: 1280, count: 45, regime: 'BAIXA', pattern: 'piercingLine', ma: true, grid: true, priceLine: true, legend: true, start: 1.1734, seed: 31 },
  { id: 'tv-light-engulf-bear', theme: 'tvLight', width: 1280, height: 720, count: 85, regime: 'ALTA', pattern: 'bearishEngulfing', volume: 'same', grid: true, priceLine: true, start: 33.05, seed: 32 },
  { id: 'mono-light-crows', theme: 'monoLight', width: 900, height: 600, count: 40, regime: 'BAIXA', pattern: 'threeBlackCrows', grid: true, priceLine: false, start: 1520, seed: 33 },
  { id: 'broker-soldiers', theme: 'broker', width: 1280, height: 720, count: 130, regime: 'ALTA', pattern: 'threeWhiteSoldiers', ma: true, grid: true, priceLine: true, start: 0.7315, seed: 34, format: 'jpg' },
  { id: 'black-wicks-stocks', theme: 'blackWicks', width: 1000, height: 600, count: 55, regime: 'BAIXA', pattern: 'morningStar', grid: true, priceLine: false, start: 61.02, seed: 39 },
  { id: 'black-wicks-long', theme: 'blackWicks', width: 1280, height: 720, count: 120, regime: 'ALTA', pattern: 'shootingStar', ma: true, grid: true, priceLine: true, start: 5210, seed: 40 },
  // screen furniture around the chart: broker panel with CALL/PUT buttons, platform toolbars
  // and a coloured watchlist, phone status/navigation bars with a logo over the candles
  { id: 'frame-broker-otc', theme: 'broker', width: 1280, height: 720, count: 60, regime: 'BAIXA', pattern: 'hammer', grid: true, priceLine: true, frame: 'broker', start: 1.0874, seed: 35 },
  { id: 'frame-platform-btc', theme: 'tvDark', width: 1366, height: 768, count: 90, regime: 'ALTA', pattern: 'bearishEngulfing', ma: true, volume: 'pale', grid: true, priceLine: true, legend: true, frame: 'platform', start: 64210, seed: 36 },
  { id: 'frame-platform-light', theme: 'tvLight', width: 1280, height: 720, count: 70, regime: 'LATERAL', pattern: 'eveningStar', grid: true, priceLine: true, frame: 'platform', start: 38.41, seed: 37 },
  { id: 'frame-phone', theme: 'broker', width: 540, height: 1080, dpr: 2, count: 35, regime: 'ALTA', pattern: 'shootingStar', grid: true, priceLine: true, frame: 'phone', start: 1.2634, seed: 38, format: 'jpg' },
];
