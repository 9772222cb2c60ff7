/** Visual themes of the generated charts, modelled on common trading platforms. */
export type Theme = {
  name: string;
  background: string;
  text: string;
  grid: string;
  up: string;
  down: string;
  /** hollow up-candles: body transparent, border in `up` */
  hollowUp?: boolean;
  borderUp?: string;
  borderDown?: string;
  wickUp?: string;
  wickDown?: string;
  ma: [string, string];
  volumeAlpha: string;
  /** axis lines and axis text of the hand-drawn layouts, when not `text` */
  fg?: string;
  /** background and text of the last-price tag on the axis */
  tag?: string;
  tagText?: string;
};

export const THEMES: Record<string, Theme> = {
  tvDark: { name: 'tv-dark', background: '#131722', text: '#d1d4dc', grid: '#2a2e39', up: '#26a69a', down: '#ef5350', ma: ['#2962ff', '#ff9800'], volumeAlpha: '80' },
  tvLight: { name: 'tv-light', background: '#ffffff', text: '#131722', grid: '#e8ebf2', up: '#26a69a', down: '#ef5350', ma: ['#2962ff', '#ff9800'], volumeAlpha: '60' },
  greenRedLight: { name: 'green-red-light', background: '#fafafa', text: '#333333', grid: '#e6e6e6', up: '#00a651', down: '#e0301e', ma: ['#7b1fa2', '#1565c0'], volumeAlpha: '' },
  limeBlack: { name: 'lime-black', background: '#000000', text: '#bbbbbb', grid: '#222222', up: '#00ff00', down: '#ff0000', ma: ['#ffff00', '#00bfff'], volumeAlpha: '70' },
  monoLight: {
    name: 'mono-light', background: '#ffffff', text: '#222222', grid: '#eeeeee', up: '#ffffff', down: '#000000',
    borderUp: '#000000', borderDown: '#000000', wickUp: '#000000', wickDown: '#000000', ma: ['#1e88e5', '#fb8c00'], volumeAlpha: '',
  },
  hollowDark: {
    name: 'hollow-dark', background: '#0e1116', text: '#9aa4b2', grid: '#1c222b', up: '#26a69a', down: '#ef5350', hollowUp: true,
    ma: ['#ab47bc', '#ffca28'], volumeAlpha: '66',
  },
  // bodies in colour with black outline and black wicks (matplotlib/mplfinance-like)
  blackWicks: {
    name: 'black-wicks', background: '#ffffff', text: '#333333', grid: '#eeeeee', up: '#2ca02c', down: '#d62728',
    borderUp: '#000000', borderDown: '#000000', wickUp: '#000000', wickDown: '#000000', ma: ['#1f77b4', '#ff7f0e'], volumeAlpha: '',
  },
  broker: { name: 'broker', background: '#1e2433', text: '#8c95a8', grid: '#283046', up: '#2ebd85', down: '#f6465d', ma: ['#f0b90b', '#5b8def'], volumeAlpha: '55' },
  // ---- themes of the other renderers (ECharts, Plotly, MetaTrader, phone broker) ----
  // ECharts' own default candle colours: red up, green down (the Chinese convention)
  echartsRedUp: { name: 'echarts-red-up', background: '#ffffff', text: '#6e7079', grid: '#e0e6f1', up: '#eb5454', down: '#47b262', ma: ['#5470c6', '#fac858'], volumeAlpha: '99' },
  blueOrange: { name: 'blue-orange', background: '#ffffff', text: '#444444', grid: '#ececec', up: '#1f77b4', down: '#ff7f0e', ma: ['#2ca02c', '#9467bd'], volumeAlpha: '88' },
  blueOrangeDark: { name: 'blue-orange-dark', background: '#151a2d', text: '#a3aac2', grid: '#242b45', up: '#4a90e2', down: '#f5a623', ma: ['#e056fd', '#7bed9f'], volumeAlpha: '77' },
  tealRedDark: { name: 'teal-red-dark', background: '#0b0e11', text: '#848e9c', grid: '#1e2329', up: '#0ecb81', down: '#f6465d', ma: ['#f0b90b', '#c99400'], volumeAlpha: '66' },
  plotlyWhite: { name: 'plotly-white', background: '#ffffff', text: '#2a3f5f', grid: '#ebf0f8', up: '#3d9970', down: '#ff4136', ma: ['#636efa', '#ab63fa'], volumeAlpha: '88' },
  hollowLight: { name: 'hollow-light', background: '#ffffff', text: '#131722', grid: '#eef0f3', up: '#089981', down: '#f23645', hollowUp: true, ma: ['#2962ff', '#e91e63'], volumeAlpha: '55' },
  monoDark: {
    name: 'mono-dark', background: '#000000', text: '#cccccc', grid: '#262626', up: '#ffffff', down: '#000000',
    borderUp: '#ffffff', borderDown: '#ffffff', wickUp: '#ffffff', wickDown: '#ffffff', ma: ['#00bcd4', '#ffeb3b'], volumeAlpha: '66',
  },
  // MetaTrader 4/5 "Green on Black": hollow (black) bull bodies and white bear bodies, all outlined in lime
  mtGreenOnBlack: {
    name: 'mt-green-on-black', background: '#000000', text: '#ffffff', grid: '#778899', up: '#000000', down: '#ffffff', hollowUp: true,
    borderUp: '#00ff00', borderDown: '#00ff00', wickUp: '#00ff00', wickDown: '#00ff00', ma: ['#ff0000', '#ffff00'], volumeAlpha: '', fg: '#ffffff', tag: '#778899', tagText: '#000000',
  },
  mtLimeRed: {
    name: 'mt-lime-red', background: '#000000', text: '#ffffff', grid: '#2f4f4f', up: '#00ff00', down: '#ff0000', ma: ['#ffd700', '#1e90ff'], volumeAlpha: '', fg: '#ffffff', tag: '#00ff00', tagText: '#000000',
  },
  // MetaTrader "Black on White": white bull bodies, black bear bodies, black outlines
  mtBlackOnWhite: {
    name: 'mt-black-on-white', background: '#ffffff', text: '#000000', grid: '#c0c0c0', up: '#ffffff', down: '#000000', hollowUp: true,
    borderUp: '#000000', borderDown: '#000000', wickUp: '#000000', wickDown: '#000000', ma: ['#ff0000', '#0000ff'], volumeAlpha: '', fg: '#000000', tag: '#000000', tagText: '#ffffff',
  },
  mtDarkGreenRed: {
    name: 'mt-dark-green-red', background: '#1b1b1b', text: '#d8d8d8', grid: '#3a3a3a', up: '#26a69a', down: '#ef5350', ma: ['#ff9800', '#03a9f4'], volumeAlpha: '', fg: '#d8d8d8', tag: '#ef5350', tagText: '#ffffff',
  },
  phoneQuotex: { name: 'phone-quotex', background: '#1c1f2d', text: '#8a91a5', grid: '#272b3c', up: '#0faf59', down: '#ff4a4a', ma: ['#f5c542', '#4fc3f7'], volumeAlpha: '' },
  phonePocket: { name: 'phone-pocket', background: '#1f2433', text: '#9aa3b8', grid: '#2b3245', up: '#3fbf72', down: '#e4525f', ma: ['#ffb300', '#b388ff'], volumeAlpha: '' },
  // red-up palette some Asian brokers use on phones
  phoneRedUp: { name: 'phone-red-up', background: '#1c1f2d', text: '#8a91a5', grid: '#272b3c', up: '#ff4a4a', down: '#0faf59', ma: ['#f5c542', '#4fc3f7'], volumeAlpha: '' },
};
