import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../db/schema';
import { createLocalProvider } from '../features/analysis';
import { postAnalysis } from '../features/analysis/test-support';
import { registerUser, type TestClient } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';
import { textHeavyImage } from './support/text-heavy-image';

/**
 * Issue 25's abuse test, on the real engine: four free accounts loop the text-heavy upload for a
 * minute, two requests at a time each, while a fifth user analyses two real charts one after the
 * other. Each of the victim's analyses must finish within 15 s. It takes over a minute, so it is
 * not part of `npm test`: `npm run test:abuse` runs it (VTX_ABUSE_TEST=1).
 */
const enabled = process.env.VTX_ABUSE_TEST === '1';
// VTX_ABUSE_ATTACK_MS=0 measures the victim alone on the same box (the baseline).
const attackMs = Number(process.env.VTX_ABUSE_ATTACK_MS ?? 60_000);
const victimLimitMs = 15_000;

// Two real screenshots from the engine's fixtures (TradingView dark EUR/USD, light PETR4).
const realCharts = ['tv-dark-eurusd.png', 'tv-light-petr4.png'];

describe.skipIf(!enabled)('four attackers against one paying user (real engine, PGlite)', () => {
  let app: TestApp;
  let attack: Buffer;
  const charts: Buffer[] = [];
  beforeAll(async () => {
    attack = await textHeavyImage();
    for (const name of realCharts) {
      charts.push(await readFile(new URL(`../analysis/engine/fixtures/charts/${name}`, import.meta.url)));
    }
    const provider = createLocalProvider({ timeoutMs: 60_000 });
    await provider.warm?.();
    app = await createTestApp('pglite', {}, { analysisProvider: provider });
  }, 300_000);
  afterAll(async () => {
    await app?.close();
  });

  it('finishes each of the victim’s analyses within 15 s while the attack runs', async () => {
    const attackers = await Promise.all([1, 2, 3, 4].map(() => registerUser(app)));
    const victim = await registerUser(app);
    // A paying user: credits for both charts.
    await app.db.update(user).set({ credits: 10 }).where(eq(user.id, victim.user.id));
    const rssBefore = process.memoryUsage().rss;
    const until = Date.now() + attackMs;
    const answers = new Map<number, number>();
    const lane = async (client: TestClient) => {
      while (Date.now() < until) {
        const response = await postAnalysis(client, { image: attack, filename: 'texto.png' });
        answers.set(response.statusCode, (answers.get(response.statusCode) ?? 0) + 1);
        // Refused before the upload is read (402: its one credit is in flight; 429: a limit), it
        // tries again a second later: the test's client lives in this process, and copying a
        // 9 MB body hundreds of times a second would starve the engine of CPU here, where over a
        // network it would cost the server nothing.
        if (response.statusCode === 402 || response.statusCode === 429) {
          await new Promise((resolve) => setTimeout(resolve, 1_000));
        }
      }
    };
    const attacking = attackers.flatMap(({ client }) => [lane(client), lane(client)]);
    // Let the attack fill the engine first.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const victimTimes: number[] = [];
    for (const image of charts) {
      const started = performance.now();
      const response = await postAnalysis(victim.client, { image });
      victimTimes.push(Math.round(performance.now() - started));
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    }
    await Promise.all(attacking);
    const rssAfterAttack = process.memoryUsage().rss;
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const rssRest = process.memoryUsage().rss;
    console.log(
      JSON.stringify({
        victimMs: victimTimes,
        attackAnswers: Object.fromEntries(answers),
        rssMb: {
          before: Math.round(rssBefore / 1e6),
          afterAttack: Math.round(rssAfterAttack / 1e6),
          tenSecondsLater: Math.round(rssRest / 1e6),
        },
      }),
    );
    for (const ms of victimTimes) expect(ms).toBeLessThanOrEqual(victimLimitMs);
  }, 300_000);
});
