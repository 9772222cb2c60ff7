import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHART_READ_MESSAGES, ChartReadError, createEnginePool, type EnginePool } from '../analysis/engine';
import { textHeavyImage } from './support/text-heavy-image';

const charts = new URL('../analysis/engine/fixtures/charts/', import.meta.url);
const chart = (name: string) => readFile(new URL(name, charts));

// Issue 25: one engine thread served whoever queued first, a closed request left its job running,
// and a page of small text held a thread for 40–55 s.
describe('engine scheduling', () => {
  let pool: EnginePool;
  let image: Buffer;
  beforeAll(async () => {
    // One thread, as on the 2-core box; a generous request timeout (the subject is not timing).
    // Not warmed: the first job starts the thread, and the order below is decided in the queue.
    pool = createEnginePool({ size: 1, timeoutMs: 300_000, maxQueue: 16 });
    // a real chart the engine reads in well under a second
    image = await chart('green-red-btc.png');
  }, 120_000);
  afterAll(() => pool?.close());

  it('serves users in turn: a newcomer does not wait for another user’s backlog', async () => {
    // The turn is chosen in the pool's queue, whatever the thread does with each job, so these
    // jobs are uploads that are no picture: the thread answers each at once (NOT_AN_IMAGE), and
    // all four are queued before the first answer comes back.
    const notAnImage = Buffer.from('não é uma imagem');
    const finished: string[] = [];
    const run = (owner: string, label: string) =>
      pool.analyze(notAnImage, { sector: 'forex' }, { owner }).then(
        () => expect.fail(`${label} was read as a chart`),
        (error: unknown) => {
          expect((error as ChartReadError).code).toBe('NOT_AN_IMAGE');
          finished.push(label);
        },
      );
    const jobs = [run('a', 'a1'), run('a', 'a2'), run('a', 'a3'), run('b', 'b1')];
    expect(pool.stats()).toMatchObject({ busy: 1, queued: 3 });
    await Promise.all(jobs);
    // a1 was already running; then a's and b's jobs alternate
    expect(finished).toEqual(['a1', 'a2', 'b1', 'a3']);
  }, 240_000);

  it('takes a waiting job out when its request closes, and stops a running one', async () => {
    const running = new AbortController();
    const waiting = new AbortController();
    const first = pool.analyze(image, { sector: 'forex' }, { owner: 'x', signal: running.signal });
    const second = pool.analyze(image, { sector: 'forex' }, { owner: 'y', signal: waiting.signal });
    const third = pool.analyze(image, { sector: 'forex' }, { owner: 'z' });
    expect(pool.stats()).toMatchObject({ busy: 1, queued: 2 });
    waiting.abort();
    await expect(second).rejects.toBeInstanceOf(ChartReadError);
    expect(pool.stats().queued).toBe(1);
    running.abort();
    await expect(first).rejects.toBeInstanceOf(ChartReadError);
    // The thread was stopped and replaced: the next job still gets its answer.
    const out = await third;
    expect(out.result.extraction?.candles.length).toBeGreaterThan(10);
    expect(pool.stats()).toMatchObject({ busy: 0, queued: 0 });
  }, 240_000);

  it('refuses a page of small text within its work budget, with a pt-BR message', async () => {
    const refused = await pool
      .analyze(await textHeavyImage(), { sector: 'forex' }, { owner: 'attacker' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ChartReadError);
    expect((refused as ChartReadError).code).toBe('TOO_COSTLY');
    expect((refused as ChartReadError).message).toBe(CHART_READ_MESSAGES.TOO_COSTLY);
  }, 240_000);
});
