import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisMessages as m } from '../../shared/messages/analysis';
import { analysisHistory, user } from '../db/schema';
import type { AnalyzeOutput } from '../analysis/engine';
import { AnalysisFailure, type AnalysisProvider } from '../features/analysis';
import { postAnalysis } from '../features/analysis/test-support';
import { registerUser } from '../test/http';
import { recordedEngineOutput } from '../test/stub-analysis-provider';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDatabaseKinds } from '../test/test-database';

/**
 * A provider whose analyses wait until the test lets them go, and which refuses an image on
 * request: what the limits count is requests in flight and refusals, not how a chart is read.
 */
function gatedProvider() {
  const waiting: Array<{ user: string; release: () => void; signal: AbortSignal }> = [];
  const arrivals: Array<() => void> = [];
  let refuse = false;
  const provider: AnalysisProvider = {
    name: 'local',
    model: 'gated-test',
    async analyze(_image, request): Promise<AnalyzeOutput> {
      if (refuse) throw new AnalysisFailure('unreadable', 'Imagem recusada (teste).');
      await new Promise<void>((release) => {
        waiting.push({ user: request.userId ?? '', release, signal: request.signal });
        arrivals.shift()?.();
      });
      return recordedEngineOutput();
    },
    close: async () => {},
  };
  return {
    provider,
    waiting,
    /** resolves once `n` analyses are inside the provider */
    arrived: (n: number) =>
      new Promise<void>((resolve) => {
        const check = () => (waiting.length >= n ? resolve() : arrivals.push(check));
        check();
      }),
    releaseAll: () => waiting.splice(0).forEach((job) => job.release()),
    refuseNext: (on: boolean) => {
      refuse = on;
    },
  };
}

// Issue 25: one user had 12 analyses in flight; refused uploads were free and unlimited.
describe.each(testDatabaseKinds)('per-user analysis limits on %s', (kind) => {
  let app: TestApp;
  const gate = gatedProvider();
  beforeAll(async () => {
    await recordedEngineOutput();
    app = await createTestApp(kind, {}, { analysisProvider: gate.provider });
  });
  afterAll(async () => {
    gate.releaseAll();
    await app?.close();
  });

  it('lets a user have 2 analyses in flight; the third is answered 429 in pt-BR and not charged', async () => {
    const { client, user: buyer } = await registerUser(app);
    // Two analyses of this user running (on this process or another: the count is the database's).
    await app.db.insert(analysisHistory).values(
      [1, 2].map(() => ({
        userId: buyer.id,
        sector: 'forex',
        specification: '',
        provider: 'local',
        charged: false,
      })),
    );
    const third = await postAnalysis(client);
    expect(third.statusCode).toBe(429);
    expect(third.json().error.message).toBe(m.tooManyInFlight(2));
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    const [row] = await app.db.select().from(user).where(eq(user.id, buyer.id));
    expect(row!.credits).toBe(buyer.credits);
    // Another user is not held back by this one.
    const other = await registerUser(app);
    const theirs = postAnalysis(other.client);
    await gate.arrived(1);
    gate.releaseAll();
    expect((await theirs).statusCode).toBe(200);
    // One finishes: room for one more.
    await app.db
      .update(analysisHistory)
      .set({ status: 'done' })
      .where(and(eq(analysisHistory.userId, buyer.id), eq(analysisHistory.status, 'running')));
    const next = postAnalysis(client);
    await gate.arrived(1);
    gate.releaseAll();
    expect((await next).statusCode).toBe(200);
  });

  it('limits a user to 10 analyses a minute', async () => {
    const { client, user: buyer } = await registerUser(app);
    await app.db.update(user).set({ credits: 10 }).where(eq(user.id, buyer.id));
    const done = (ago: number) => ({
      userId: buyer.id,
      sector: 'forex',
      specification: '',
      provider: 'local',
      charged: false,
      status: 'done' as const,
      createdAt: new Date(Date.now() - ago),
    });
    // Nine in the last minute and older ones: the tenth is allowed, the eleventh is not.
    await app.db
      .insert(analysisHistory)
      .values([
        ...Array.from({ length: 9 }, () => done(10_000)),
        ...Array.from({ length: 5 }, () => done(5 * 60_000)),
      ]);
    const tenth = postAnalysis(client);
    await gate.arrived(1);
    gate.releaseAll();
    expect((await tenth).statusCode).toBe(200);
    const eleventh = await postAnalysis(client);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error.message).toBe(m.tooManyPerMinute);
  });

  it('keeps refused uploads free, but past 20 in an hour answers 429', async () => {
    const { client, user: buyer } = await registerUser(app);
    gate.refuseNext(true);
    const codes: number[] = [];
    try {
      for (let i = 0; i < 21; i++) {
        // (spread over "minutes": the per-minute limit is another rule)
        await app.db
          .update(analysisHistory)
          .set({ createdAt: new Date(Date.now() - 2 * 60_000) })
          .where(eq(analysisHistory.userId, buyer.id));
        codes.push((await postAnalysis(client)).statusCode);
      }
    } finally {
      gate.refuseNext(false);
    }
    expect(codes).toEqual([...Array(20).fill(422), 429]);
    const [row] = await app.db.select().from(user).where(eq(user.id, buyer.id));
    expect(row!.credits).toBe(buyer.credits);
    const refused = await app.db
      .select()
      .from(analysisHistory)
      .where(and(eq(analysisHistory.userId, buyer.id), eq(analysisHistory.status, 'failed')));
    expect(refused).toHaveLength(20);
  });
});
