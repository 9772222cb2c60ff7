import type { AnalyzeOptions, AnalyzeOutput } from '../../../analysis/engine';

export interface ProviderRequest extends AnalyzeOptions {
  /** aborted when the request closes or reaches its timeout: the work stops or is withdrawn */
  signal: AbortSignal;
  /** whose analysis it is: the engine serves users in turn */
  userId?: string;
}

/** Where analyses come from: the local engine (default) or an OpenAI-compatible vision model. */
export interface AnalysisProvider {
  readonly name: 'local' | 'openai';
  readonly model: string;
  analyze(image: Buffer, request: ProviderRequest): Promise<AnalyzeOutput>;
  /** Starts what the first analysis would otherwise wait for (engine workers). */
  warm?(): Promise<void>;
  /** With ANALYSIS_QUEUE=pg-boss: analyses waiting for a worker and being run. */
  queueDepth?(): Promise<{ waiting: number; active: number }>;
  close(): Promise<void>;
}

/** A provider failure whose pt-BR message is safe to show (SPEC.md section 8). */
export class AnalysisFailure extends Error {
  constructor(
    readonly kind: 'timeout' | 'empty' | 'invalid_format' | 'upstream' | 'unreadable' | 'busy' | 'unexpected',
    message: string,
  ) {
    super(message);
  }
}
