import type { ChartAnalysis } from '../../../shared/analysis';
import type { AnalyzeOptions } from './analyze-chart';
import type { ChartReadErrorCode } from './errors';

/** Messages between the pool and its worker threads. */
export type JobRequest = { id: number; image: Uint8Array; options: AnalyzeOptions };
export type JobResponse =
  | { id: number; ok: true; result: ChartAnalysis; annotatedPng?: Uint8Array }
  | { id: number; ok: false; code: ChartReadErrorCode; message: string };
