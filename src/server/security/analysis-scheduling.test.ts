import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHART_READ_MESSAGES, ChartReadError, type EnginePool } from '../analysis/engine';
import { bundledEnginePool } from '../test/server-bundle';
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
    // Its thread runs the bundled worker, quicker to start (test/server-bundle.ts).
    pool = await bundledEnginePool({ size: 1, timeoutMs: 300_000, maxQueue: 16 });
    // a real chart the engine reads in well under a second
    image = await chart('green-red-btc.png');
  }, 120_000);
  afterAll(() => pool?.close());

  it('serves users in turn: a newcomer does not wait for another user’s backlog', async () => {
    // Charts that read: a refused upload would lower its owner's rank (owner-standing.ts).
    const finished: string[] = [];
    const run = (owner: string, label: string) =>
      pool.analyze(image, { sector: 'forex' }, { owner }).then(() => finished.push(label));
    const jobs = [run('a', 'a1'), run('a', 'a2'), run('a', 'a3'), run('b', 'b1')];
    expect(pool.stats()).toMatchObject({ busy: 1, queued: 3 });
    await Promise.all(jobs);
    // a1 was already running; then a's and b's jobs alternate
    expect(finished).toEqual(['a1', 'a2', 'b1', 'a3']);
  }, 240_000);

  // Four accounts looping a refused upload each got a turn before a paying user's chart.
  it('serves a user whose uploads keep being refused after everyone else', async () => {
    const notAnImage = Buffer.from('definitely not an image, just text');
    // the looping account's first upload is refused: its later ones rank lower
    await pool.analyze(notAnImage, { sector: 'forex' }, { owner: 'looper' }).catch(() => undefined);
    const finished: string[] = [];
    const track = (label: string, job: Promise<unknown>) =>
      job.then(
        () => finished.push(label),
        () => finished.push(label),
      );
    // the thread is busy with someone's chart while the others queue
    const running = track('first', pool.analyze(image, { sector: 'forex' }, { owner: 'someone' }));
    const looping = [1, 2, 3].map((i) =>
      track(`looper${i}`, pool.analyze(notAnImage, { sector: 'forex' }, { owner: 'looper' })),
    );
    const trader = track('trader', pool.analyze(image, { sector: 'forex' }, { owner: 'trader' }));
    expect(pool.stats()).toMatchObject({ busy: 1, queued: 4 });
    await Promise.all([running, ...looping, trader]);
    expect(finished).toEqual(['first', 'trader', 'looper1', 'looper2', 'looper3']);
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
