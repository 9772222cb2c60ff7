import { drawEcharts, echartsPoint, echartsTruth } from './echarts-chart';
import { drawMetaTrader } from './metatrader';
import { axisContextTexts } from './painted';
import { drawPhoneBroker } from './phone-broker';
import { drawPlotly, plotlyPoint, plotlyTruth } from './plotly-chart';
import { installTextProbe } from './text-probe';

/** What the generator's pages can call, bundled into one script as `window.__fx`. */
const fx = {
  installTextProbe,
  axisContextTexts,
  drawEcharts,
  echartsPoint,
  echartsTruth,
  drawPlotly,
  plotlyPoint,
  plotlyTruth,
  drawMetaTrader,
  drawPhoneBroker,
};
export type Fx = typeof fx;
(window as unknown as { __fx: Fx }).__fx = fx;
