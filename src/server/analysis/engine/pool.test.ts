import { readFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { ChartReadError } from './errors';
import { createEnginePool } from './pool';

const charts = new URL('./fixtures/charts/', import.meta.url);

describe('engine worker pool', () => {
  // a generous job timeout: these tests are not about it (the next pool's are), and a loaded box
  // once took 20 s over a job here
  const pool = createEnginePool({ size: 2, timeoutMs: 120_000, maxQueue: 8 });
  afterAll(() => pool.close());

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

  it('stops workers in the middle of an analysis without taking the process down', async () => {
    // Terminating a thread inside onnxruntime aborts the process; the pool must wait for the
    // model run to return. Closing a busy pool at several moments lands inside runs.
    const img = await readFile(new URL('tv-dark-eurusd.png', charts));
    // read first so the thread has its models loaded: the job below is then inside model runs
    const quick = await readFile(new URL('green-red-btc.png', charts));
    for (const delayMs of [30, 120, 250]) {
      const busy = createEnginePool({ size: 1, timeoutMs: 120_000 });
      await busy.analyze(quick, { sector: 'forex' });
      const job = busy.analyze(img, { sector: 'forex' }).catch((e: unknown) => e);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await busy.close();
      const outcome = await job;
      expect(outcome instanceof ChartReadError || 'result' in (outcome as object)).toBe(true);
    }
  }, 240_000);
});
