import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { AnalyzeOptions, AnalyzeOutput } from './analyze-chart';
import { ChartReadError, type ChartReadErrorCode } from './errors';
import { FairQueue } from './fair-queue';
import { createOwnerStanding, type JobOutcome } from './owner-standing';
import { WORK_BUDGET } from './params';
import { GATE_IN_NATIVE, tryCloseGate } from './native-gate';
import { warmUpChart } from './warm-chart';
import { workerEntry } from './worker-entry';
import type { JobRequest, JobResponse } from './worker-protocol';

/**
 * A small pool of worker threads running the chart engine, so a 100–200 ms analysis never
 * blocks the server's event loop. Jobs queue up to `maxQueue`, served round robin between users
 * (fair-queue.ts), those whose uploads keep being refused after everyone else
 * (owner-standing.ts); a job running longer than `timeoutMs` gets its worker terminated and
 * replaced. Failures arrive as ChartReadError.
 */
export type EnginePoolOptions = {
  /** worker threads; default: cores − 1, at least 1 (one on a 2-core box) */
  size?: number;
  /** per-job limit in ms, counted from when a worker starts the job; default 15 s */
  timeoutMs?: number;
  /** jobs waiting for a free worker before new ones are refused with BUSY; default 32 */
  maxQueue?: number;
  /** the threads' script; default: engine-worker.js beside the bundle, or worker.ts through tsx
   * from source. The tests pass a bundled one (test/server-bundle.ts): a thread then starts in
   * about 1 s of CPU instead of 2.2 s of compiling the engine's sources */
  workerUrl?: URL;
};

/** Who asked (jobs are served round robin between owners) and when the asker gave up. */
export type JobControl = {
  /** the user the analysis is for; jobs without one share a single turn */
  owner?: string;
  /** aborting takes a waiting job out of the queue, or stops the thread running it */
  signal?: AbortSignal;
};

export type EnginePool = {
  analyze(image: Buffer, options: AnalyzeOptions, control?: JobControl): Promise<AnalyzeOutput>;
  /** starts all workers now and runs one synthetic analysis in each, so the first user's
   * request does not pay thread start-up and JIT warm-up (≈ 0.5–1 s) */
  warm(): Promise<void>;
  stats(): { size: number; busy: number; queued: number };
  /** threads inside a model run (native code) at this instant: a test closes the pool then, to
   * check that close() waits for the run instead of aborting the process */
  inModelRun(): number;
  close(): Promise<void>;
};

type Job = {
  req: JobRequest;
  owner: string;
  resolve: (o: AnalyzeOutput) => void;
  reject: (e: Error) => void;
  /** called once the job leaves the pool (done, failed, cancelled) */
  settled?: () => void;
};
type Slot = {
  worker: Worker;
  /** shared with the worker: see native-gate.ts */
  gate: Int32Array;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  ready: Promise<void>;
  /** being stopped: takes no job, no longer counts towards the pool's size */
  stopping: boolean;
  exited: Promise<void>;
};

/** Uploads the engine would not read: they count against their owner's rank. */
const REFUSALS = new Set<ChartReadErrorCode>([
  'NOT_AN_IMAGE',
  'TOO_LARGE',
  'NO_CANDLES',
  'TOO_BLURRY',
  'TOO_COSTLY',
]);
const outcomeOf = (error: ChartReadErrorCode | null): JobOutcome =>
  error === null ? 'read' : REFUSALS.has(error) ? 'refused' : 'neither';

export function createEnginePool(options: EnginePoolOptions = {}): EnginePool {
  const size = Math.max(1, options.size ?? availableParallelism() - 1);
  // the cores shared out among the workers (see setOcrThreads)
  const threads = Math.max(1, Math.floor(availableParallelism() / size));
  const timeoutMs = options.timeoutMs ?? 15_000;
  // An image may hold a thread for WORK_BUDGET.imageMs; the request's own timeout may be shorter.
  const jobLimitMs = Math.min(timeoutMs, WORK_BUDGET.imageMs);
  const overBudget = jobLimitMs < timeoutMs ? 'TOO_COSTLY' : 'TIMEOUT';
  const maxQueue = options.maxQueue ?? 32;
  const entry = options.workerUrl ?? workerEntry({ bundled: 'engine-worker.js', source: 'worker.ts' });
  const slots: Slot[] = [];
  const standing = createOwnerStanding();
  const queue = new FairQueue<Job>((owner) => standing.rank(owner));
  let nextId = 1;
  let closed = false;

  function spawn(): Slot {
    const gate = new Int32Array(new SharedArrayBuffer(4));
    const worker = new Worker(entry, { workerData: { gate, threads } });
    const slot: Slot = {
      worker,
      gate,
      job: null,
      timer: null,
      stopping: false,
      ready: new Promise((r) => worker.once('online', () => r())),
      exited: new Promise((r) => worker.once('exit', () => r())),
    };
    worker.on('message', (res: JobResponse) => finish(slot, res));
    worker.on('error', () => fail(slot, new ChartReadError('INTERNAL')));
    worker.on('exit', () => {
      if (slot.job) fail(slot, new ChartReadError('INTERNAL'));
      const i = slots.indexOf(slot);
      if (i >= 0) slots.splice(i, 1);
      if (!closed) pump();
    });
    slots.push(slot);
    return slot;
  }

  function clear(slot: Slot): Job | null {
    const job = slot.job;
    slot.job = null;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    job?.settled?.();
    return job;
  }

  function finish(slot: Slot, res: JobResponse): void {
    const job = clear(slot);
    if (job && job.req.id === res.id) {
      standing.record(job.owner, outcomeOf(res.ok ? null : res.code));
      if (res.ok) {
        const png = res.annotatedPng
          ? Buffer.from(res.annotatedPng.buffer, res.annotatedPng.byteOffset, res.annotatedPng.byteLength)
          : undefined;
        job.resolve(png ? { result: res.result, annotatedPng: png } : { result: res.result });
      } else job.reject(new ChartReadError(res.code, res.message));
    }
    pump();
  }

  function fail(slot: Slot, err: ChartReadError): void {
    const job = clear(slot);
    if (job) standing.record(job.owner, outcomeOf(err.code));
    job?.reject(err);
  }

  /** Terminates the worker once no model run is inside native code (a run lasts well under a second). */
  function stop(slot: Slot): Promise<void> {
    slot.stopping = true;
    const attempt = () => {
      if (tryCloseGate(slot.gate)) void slot.worker.terminate();
      else setTimeout(attempt, 10);
    };
    attempt();
    return slot.exited;
  }

  function pump(): void {
    while (queue.size) {
      let slot = slots.find((s) => !s.job && !s.stopping);
      if (!slot && slots.filter((s) => !s.stopping).length < size) slot = spawn();
      if (!slot) return;
      const job = queue.shift()!;
      const s = slot;
      s.job = job;
      s.timer = setTimeout(() => {
        fail(s, new ChartReadError(overBudget));
        void stop(s); // a stuck job cannot be interrupted any other way
        pump(); // a replacement takes the queue meanwhile
      }, timeoutMs);
      s.worker.postMessage(job.req);
    }
  }

  return {
    analyze(image, opts, control = {}) {
      if (closed) return Promise.reject(new ChartReadError('INTERNAL'));
      if (queue.size >= maxQueue) return Promise.reject(new ChartReadError('BUSY'));
      const { signal } = control;
      if (signal?.aborted) return Promise.reject(new ChartReadError('INTERNAL'));
      return new Promise<AnalyzeOutput>((resolve, reject) => {
        const job: Job = {
          req: { id: nextId++, image: new Uint8Array(image), options: opts },
          owner: control.owner ?? '',
          resolve,
          reject,
        };
        if (signal) {
          // The asker left (closed request, timeout): a waiting job leaves the queue, a running
          // one has its thread stopped, so no one else waits behind work nobody will read.
          const onAbort = () => {
            if (queue.remove(job.owner, job)) {
              job.settled?.();
              reject(new ChartReadError('INTERNAL'));
              return;
            }
            const slot = slots.find((s) => s.job === job);
            if (!slot) return;
            fail(slot, new ChartReadError('INTERNAL'));
            void stop(slot);
            pump();
          };
          signal.addEventListener('abort', onAbort, { once: true });
          job.settled = () => signal.removeEventListener('abort', onAbort);
        }
        queue.push(job.owner, job);
        pump();
      });
    },
    async warm() {
      while (slots.length < size) spawn();
      await Promise.all(slots.map((s) => s.ready));
      const chart = await warmUpChart();
      // one job per worker: the pump hands each to a different idle thread
      await Promise.all(
        Array.from({ length: size }, () => this.analyze(chart, { sector: 'forex' }).catch(() => undefined)),
      );
    },
    stats() {
      return { size, busy: slots.filter((s) => s.job && !s.stopping).length, queued: queue.size };
    },
    inModelRun() {
      return slots.filter((s) => Atomics.load(s.gate, 0) === GATE_IN_NATIVE).length;
    },
    async close() {
      closed = true;
      for (const j of queue.drain()) {
        j.settled?.();
        j.reject(new ChartReadError('INTERNAL'));
      }
      await Promise.all(slots.map((s) => stop(s)));
    },
  };
}
