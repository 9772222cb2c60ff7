/** Public surface of the chart engine, for the server's analysis feature. */
export {
  analyzeChart,
  ENGINE_MODEL,
  MIN_CANDLES,
  type AnalyzeOptions,
  type AnalyzeOutput,
} from './analyze-chart';
export { ChartReadError, CHART_READ_MESSAGES, isChartReadError, type ChartReadErrorCode } from './errors';
export { normalizeResult, signalFor, signalSide, type NormalizeOptions } from './decision/normalize-result';
export { checkConsistency } from './decision/check-consistency';
export { createEnginePool, type EnginePool, type EnginePoolOptions } from './pool';
