import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createEnginePool } from './pool';

const chartUrl = new URL('./fixtures/charts/tv-dark-eurusd.png', import.meta.url);
const notAnImage = Buffer.from('definitely not an image, just text');

// Issue 25: four accounts looping a refused upload each got a turn before a paying user's chart.
describe('engine pool order: refused uploads wait behind charts that read', () => {
  it('serves a user whose uploads keep being refused after everyone else', async () => {
    const pool = createEnginePool({ size: 1, timeoutMs: 120_000 });
    try {
      await pool.warm();
      const chart = await readFile(chartUrl);
      // the looping account's first upload is refused: its later ones rank lower
      await pool.analyze(notAnImage, { sector: 'forex' }, { owner: 'looper' }).catch(() => undefined);
      const order: string[] = [];
      const track = (name: string, job: Promise<unknown>) =>
        job.then(
          () => order.push(name),
          () => order.push(name),
        );
      // the thread is busy with someone's chart while the others queue
      const running = track('first', pool.analyze(chart, { sector: 'forex' }, { owner: 'someone' }));
      const looping = [1, 2, 3].map((i) =>
        track(`looper${i}`, pool.analyze(notAnImage, { sector: 'forex' }, { owner: 'looper' })),
      );
      const trader = track('trader', pool.analyze(chart, { sector: 'forex' }, { owner: 'trader' }));
      await Promise.all([running, ...looping, trader]);
      expect(order).toEqual(['first', 'trader', 'looper1', 'looper2', 'looper3']);
    } finally {
      await pool.close();
    }
  }, 120_000);
});
