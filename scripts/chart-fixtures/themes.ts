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
};
