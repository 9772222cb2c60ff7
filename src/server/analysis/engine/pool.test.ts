import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledEnginePool } from '../../test/server-bundle';
import { ChartReadError } from './errors';
import { createEnginePool, type EnginePool } from './pool';

const charts = new URL('./fixtures/charts/', import.meta.url);

/** Resolves on the first poll where `ready()` holds; polls often, since a model run is short. */
async function when(ready: () => boolean, limitMs: number): Promise<void> {
  const end = Date.now() + limitMs;
  while (!ready()) {
    if (Date.now() > end) throw new Error(`not ready after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

// One two-thread pool serves the whole file: each pool start costs a thread, the OCR models and
// a warm-up read (about 7 s of CPU), and these tests are about dispatch, not about a fresh pool.
// Its threads run the bundled worker (quicker to start); real-engine.test starts one from source.
describe('engine worker pool', () => {
  let pool: EnginePool;
  beforeAll(async () => {
    // a generous job timeout: these tests are not about it (the next pool's are), and a loaded
    // box once took 20 s over a job here
    pool = await bundledEnginePool({ size: 2, timeoutMs: 120_000, maxQueue: 8 });
  }, 120_000);
  afterAll(() => pool?.close());

  it('warms every worker up with a synthetic chart', async () => {
    // before any job: warm() starts both threads and runs one analysis in each
    await pool.warm();
    expect(pool.stats()).toEqual({ size: 2, busy: 0, queued: 0 });
  }, 240_000);

  it('runs several jobs in worker threads and returns results and errors', async () => {
    // more jobs than threads, from three renderers (the engine's own tests read the rest)
    const files = ['tv-dark-eurusd.png', 'tv-light-petr4.png', 'broker-harami.png'];
    const images = await Promise.all(files.map((f) => readFile(new URL(f, charts))));
    const jobs = images.map((img, i) =>
      pool.analyze(img, { sector: i % 2 ? 'binary' : 'crypto', annotate: i === 0 }),
    );
    const bad = pool
      .analyze(Buffer.from('definitely not an image'), { sector: 'forex' })
      .catch((e: unknown) => e);
    const out = await Promise.all(jobs);
    for (const o of out) expect(o.result.extraction?.candles.length).toBeGreaterThan(10);
    expect(out[0]!.annotatedPng?.subarray(1, 4).toString()).toBe('PNG');
    expect(out[1]!.result.sinal_entrada).toMatch(/CALL|PUT|AGUARDAR/);
    const err = await bad;
    expect(err).toBeInstanceOf(ChartReadError);
    expect((err as ChartReadError).code).toBe('NOT_AN_IMAGE');
    expect(pool.stats()).toMatchObject({ size: 2, busy: 0, queued: 0 });
  }, 240_000);

  // Last: it closes the file's pool.
  it('closes with both threads inside an analysis without taking the process down', async () => {
    // Terminating a thread inside onnxruntime aborts the process; the pool must wait for the
    // model run to return. close() is called at an instant a thread is inside a model run, so
    // the test cannot pass by closing between runs.
    const img = await readFile(new URL('tv-dark-eurusd.png', charts));
    const jobs = [1, 2].map(() => pool.analyze(img, { sector: 'forex' }).catch((e: unknown) => e));
    await when(() => pool.inModelRun() > 0, 60_000);
    await pool.close();
    for (const outcome of await Promise.all(jobs))
      expect(outcome instanceof ChartReadError || 'result' in (outcome as object)).toBe(true);
    expect(pool.stats()).toMatchObject({ busy: 0, queued: 0 });
  }, 120_000);
});

describe('engine worker pool limits', () => {
  it('refuses work beyond the queue limit and times out stuck jobs', async () => {
    const small = createEnginePool({ size: 1, timeoutMs: 1, maxQueue: 1 });
    const img = await readFile(new URL('tv-dark-eurusd.png', charts));
    const first = small.analyze(img, { sector: 'forex' }).catch((e: unknown) => e);
    const second = small.analyze(img, { sector: 'forex' }).catch((e: unknown) => e);
    const third = await small.analyze(img, { sector: 'forex' }).catch((e: unknown) => e);
    expect((third as ChartReadError).code).toBe('BUSY');
    expect(((await first) as ChartReadError).code).toBe('TIMEOUT');
    expect(((await second) as ChartReadError).code).toBe('TIMEOUT');
    await small.close();
  }, 60_000);
});
