import { createEnginePool, ENGINE_MODEL, isChartReadError, type EnginePool } from '../../../analysis/engine';
import { analysisMessages as m } from '../../../../shared/messages/analysis';
import { AnalysisFailure, type AnalysisProvider } from './analysis-provider';

export function toAnalysisFailure(error: unknown): AnalysisFailure {
  if (error instanceof AnalysisFailure) return error;
  if (isChartReadError(error)) {
    switch (error.code) {
      case 'TIMEOUT':
        return new AnalysisFailure('timeout', m.timeout);
      case 'BUSY':
        return new AnalysisFailure('busy', error.message);
      case 'INTERNAL':
        return new AnalysisFailure('unexpected', m.generic);
      default:
        return new AnalysisFailure('unreadable', error.message);
    }
  }
  return new AnalysisFailure('unexpected', m.unexpected);
}

/** The chart engine in its worker-thread pool: no network, no key, milliseconds per chart. */
export function createLocalProvider(options: {
  pool?: EnginePool;
  workers?: number;
  timeoutMs: number;
  /** check every result for contradictions and fail loudly on one (development) */
  strict?: boolean;
}): AnalysisProvider {
  // The queue is generous: the request timeout, not the queue length, bounds how long a user waits.
  const pool =
    options.pool ?? createEnginePool({ size: options.workers, timeoutMs: options.timeoutMs, maxQueue: 256 });
  return {
    name: 'local',
    model: ENGINE_MODEL,
    async analyze(image, request) {
      if (request.signal.aborted) throw new AnalysisFailure('unexpected', m.cancelled);
      try {
        return await pool.analyze(
          image,
          {
            sector: request.sector,
            specification: request.specification,
            timeframe: request.timeframe,
            chartTimeframe: request.chartTimeframe,
            payout: request.payout,
            higherTimeframe: request.higherTimeframe,
            accuracy: request.accuracy,
            annotate: true,
            strict: options.strict,
          },
          { owner: request.userId, signal: request.signal },
        );
      } catch (error) {
        throw toAnalysisFailure(error);
      }
    },
    warm: () => pool.warm(),
    close: () => pool.close(),
  };
}
