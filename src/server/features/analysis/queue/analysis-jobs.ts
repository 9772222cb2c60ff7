import { z } from 'zod';
import {
  accuracySchema,
  chartAnalysisSchema,
  chartTimeframeSchema,
  payoutSchema,
  sectorSchema,
  timeframeSettingSchema,
  type ChartAnalysis,
} from '../../../../shared/analysis';
import type { AnalyzeOutput } from '../../../analysis/engine';
import { AnalysisFailure, type ProviderRequest } from '../providers/analysis-provider';

/** The pg-boss queue analyses travel through, and the NOTIFY channels that wake its two ends. */
export const analysisQueue = 'vtx-analysis';
export const channels = {
  /** API → workers: a job was sent, fetch now instead of at the next poll. */
  queued: 'vtx_analysis_queued',
  /** Worker → API processes: job <payload> is finished (completed or failed). */
  done: 'vtx_analysis_done',
  /** API → workers: the user gave up on job <payload>; stop working on it. */
  cancel: 'vtx_analysis_cancel',
} as const;

const failureKinds = [
  'timeout',
  'empty',
  'invalid_format',
  'upstream',
  'unreadable',
  'busy',
  'unexpected',
] as const;

/** What a job carries: the upload (base64, JSON has no bytes) and the analysis options. */
export const jobDataSchema = z.object({
  image: z.base64(),
  sector: sectorSchema,
  specification: z.string().optional(),
  timeframe: timeframeSettingSchema.optional(),
  chartTimeframe: chartTimeframeSchema.optional(),
  payout: payoutSchema.optional(),
  /** the second print of a higher timeframe, base64 like the image */
  higherTimeframe: z.base64().optional(),
  accuracy: accuracySchema.optional(),
  /** the sector's verified outcomes per rule and timeframe (issue 24), for the learned probability */
  learned: z
    .array(z.object({ rule: z.string(), timeframe: z.string(), wins: z.number(), losses: z.number() }))
    .optional(),
});
export type AnalysisJobData = z.infer<typeof jobDataSchema>;

/**
 * What a worker stores as the job's output. A chart that cannot be read is an answer, not a job
 * failure: it completes the job with `ok: false`, so pg-boss never retries it. pg-boss's own
 * 'failed' state is left for what went wrong around the analysis (a worker died, the job expired).
 */
export const jobOutputSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    // Checked, not parsed: the worker's result is stored exactly as the engine produced it.
    result: z.custom<ChartAnalysis>((value) => chartAnalysisSchema.safeParse(value).success),
    annotatedPng: z.base64().optional(),
  }),
  z.object({ ok: z.literal(false), kind: z.enum(failureKinds), message: z.string().min(1) }),
]);
export type AnalysisJobOutput = z.infer<typeof jobOutputSchema>;

export function toJobData(image: Buffer, request: ProviderRequest): AnalysisJobData {
  return {
    image: image.toString('base64'),
    sector: request.sector,
    ...(request.specification !== undefined ? { specification: request.specification } : {}),
    ...(request.timeframe !== undefined ? { timeframe: request.timeframe } : {}),
    ...(request.chartTimeframe !== undefined ? { chartTimeframe: request.chartTimeframe } : {}),
    ...(request.payout !== undefined ? { payout: request.payout } : {}),
    ...(request.higherTimeframe ? { higherTimeframe: request.higherTimeframe.toString('base64') } : {}),
    ...(request.accuracy !== undefined ? { accuracy: request.accuracy } : {}),
    ...(request.learned?.length ? { learned: request.learned } : {}),
  };
}

export function toJobOutput(output: AnalyzeOutput): AnalysisJobOutput {
  return {
    ok: true,
    result: output.result,
    ...(output.annotatedPng ? { annotatedPng: output.annotatedPng.toString('base64') } : {}),
  };
}

export function fromJobOutput(output: Extract<AnalysisJobOutput, { ok: true }>): AnalyzeOutput {
  return output.annotatedPng
    ? { result: output.result, annotatedPng: Buffer.from(output.annotatedPng, 'base64') }
    : { result: output.result };
}

export function failureOutput(failure: AnalysisFailure): AnalysisJobOutput {
  return { ok: false, kind: failure.kind, message: failure.message };
}
