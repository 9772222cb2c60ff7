/**
 * Worker-thread entry: runs analyzeChart off the server's event loop. Bundled as
 * dist/server/engine-worker.js; from source it is started with `--import tsx`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { analyzeChart } from './analyze-chart';
import { ChartReadError } from './errors';
import { installNativeGate } from './native-gate';
import { setOcrThreads } from './text/ocr-models';
import { lowerThreadPriority } from './thread-priority';
import type { JobRequest, JobResponse } from './worker-protocol';

const port = parentPort;
if (!port) throw new Error('worker.ts must run inside a worker thread');

lowerThreadPriority();
const data = (workerData ?? {}) as { gate?: unknown; threads?: unknown };
if (data.gate instanceof Int32Array) installNativeGate(data.gate);
if (typeof data.threads === 'number') setOcrThreads(data.threads);

port.on('message', (job: JobRequest) => {
  void run(job).then((res) => {
    if (res.ok && res.annotatedPng) port.postMessage(res, [res.annotatedPng.buffer as ArrayBuffer]);
    else port.postMessage(res);
  });
});

async function run(job: JobRequest): Promise<JobResponse> {
  try {
    const image = Buffer.from(job.image.buffer, job.image.byteOffset, job.image.byteLength);
    // the second print crosses the thread as a plain Uint8Array: give it back its Buffer face
    const higher = job.options.higherTimeframe;
    const options = higher
      ? { ...job.options, higherTimeframe: Buffer.from(higher.buffer, higher.byteOffset, higher.byteLength) }
      : job.options;
    const { result, annotatedPng } = await analyzeChart(image, options);
    // copy into an own ArrayBuffer so it can be transferred (sharp's buffers may be pooled)
    return {
      id: job.id,
      ok: true,
      result,
      ...(annotatedPng ? { annotatedPng: new Uint8Array(annotatedPng) } : {}),
    };
  } catch (e) {
    if (e instanceof ChartReadError) return { id: job.id, ok: false, code: e.code, message: e.message };
    return { id: job.id, ok: false, code: 'INTERNAL', message: new ChartReadError('INTERNAL').message };
  }
}
