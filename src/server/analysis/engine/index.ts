/**
 * The chart engine's one entry: the rest of the server imports only this file (ESLint fails on
 * a deeper import). Inside, the stages run in the order the code needs them — decode → text
 * (OCR: axis probe, then the lines around the plot) → scale → plot → candles → verdict
 * (judge-reading) → evidence → decision → picture; see docs/architecture.md.
 */
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
export { decodeImage } from './image/decode';
export { annotateResult } from './picture/annotate';
export { annotationTextLegible } from './picture/font-check';
export {
  verifyCall,
  type CallToVerify,
  type VerifyOutcome,
  type VerifyOutcomeKind,
} from './verify/verify-call';
export { printSeriesOf, type PrintSeries } from './verify/print-series';
export { callsOf, triggerCall, type CommittedCall } from './verify/calls-of';
export { createVerifyThread, VerifyThreadError, type VerifyThread } from './verify-thread';
export type { CheckEarlierInput, CheckEarlierOutput, EarlierChecked } from './verify/check-earlier';
export { wilsonInterval } from './decision/wilson';
