import { Worker } from 'node:worker_threads';
import type { CheckEarlierInput, CheckEarlierOutput } from './verify/check-earlier';
import { workerEntry } from './worker-entry';

/**
 * One worker thread for the verification of calls (issue 24). Matching two prints' candles costs
 * 5–20 ms per call, and an analysis checks up to ten earlier analyses of its user with several
 * calls each: on the event loop that blocked every other request for up to about 70 ms per
 * analysis (bench:load). Here it runs beside the engine, at the same lowered priority, started
 * on first use and restarted after a crash or a check that overran.
 */
export type VerifyThread = {
  check(input: CheckEarlierInput): Promise<CheckEarlierOutput>;
  close(): Promise<void>;
};

export type VerifyRequest = { id: number; input: CheckEarlierInput };
export type VerifyResponse = { id: number; ok: true; output: CheckEarlierOutput } | { id: number; ok: false };

export class VerifyThreadError extends Error {}

export function createVerifyThread(options: { timeoutMs?: number } = {}): VerifyThread {
  // a check of ten analyses takes well under a second; past this the thread is assumed stuck
  const timeoutMs = options.timeoutMs ?? 10_000;
  type Pending = {
    worker: Worker;
    resolve: (o: CheckEarlierOutput) => void;
    reject: (e: Error) => void;
    timer: NodeJS.Timeout;
  };
  const pending = new Map<number, Pending>();
  let worker: Worker | null = null;
  let nextId = 1;
  let closed = false;

  /** rejects the checks waiting on one thread (or on any, without one) */
  function fail(why: string, on?: Worker): void {
    for (const [id, p] of pending) {
      if (on && p.worker !== on) continue;
      clearTimeout(p.timer);
      p.reject(new VerifyThreadError(why));
      pending.delete(id);
    }
  }

  function start(): Worker {
    const w = new Worker(workerEntry({ bundled: 'verify-worker.js', source: 'verify-worker.ts' }));
    w.on('message', (res: VerifyResponse) => {
      const p = pending.get(res.id);
      if (!p) return;
      pending.delete(res.id);
      clearTimeout(p.timer);
      if (res.ok) p.resolve(res.output);
      else p.reject(new VerifyThreadError('the check failed'));
    });
    w.on('error', () => undefined); // 'exit' follows and fails what was waiting
    w.on('exit', () => {
      if (worker === w) worker = null;
      fail('the verification thread stopped', w);
    });
    // an idle verification thread must not keep the process alive
    w.unref();
    return w;
  }

  return {
    check(input) {
      if (closed) return Promise.reject(new VerifyThreadError('closed'));
      const w = (worker ??= start());
      const id = nextId++;
      return new Promise<CheckEarlierOutput>((resolve, reject) => {
        const timer = setTimeout(() => {
          // a stuck check cannot be interrupted any other way; the next check starts a new thread
          if (worker === w) worker = null;
          void w.terminate();
        }, timeoutMs);
        pending.set(id, { worker: w, resolve, reject, timer });
        w.postMessage({ id, input } satisfies VerifyRequest);
      });
    },
    async close() {
      closed = true;
      const w = worker;
      worker = null;
      if (w) await w.terminate();
      fail('closed');
    },
  };
}
