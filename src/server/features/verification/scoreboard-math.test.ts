import { describe, expect, it } from 'vitest';
import { calibration, hitRate, tradeResultR, USER_CAP, type ScoredRow } from './scoreboard-math';

const row = (userId: string, outcome: ScoredRow['outcome'], probability: number | null = 60): ScoredRow => ({
  userId,
  outcome,
  sector: 'otc',
  timeframe: 'M1',
  rule: 'tendencia-alta',
  broker: 'quotex',
  probability,
});

describe('scoreboard arithmetic', () => {
  it('gives the hit rate of wins over wins and losses, with a Wilson 90 % interval', () => {
    const rows = [...Array(7)].map(() => row('a', 'win')).concat([...Array(3)].map(() => row('b', 'loss')));
    const r = hitRate([...rows, row('c', 'draw')]);
    expect(r).toMatchObject({ n: 10, wins: 7, losses: 3, draws: 1, rate: 70 });
    expect(r.interval![0]).toBeLessThan(70);
    expect(r.interval![1]).toBeGreaterThan(70);
  });

  it('caps one user: a flood of wins weighs USER_CAP outcomes', () => {
    const flood = [...Array(500)].map(() => row('spammer', 'win'));
    const honest = [...Array(20)].map((_, i) => row(`u${i}`, i < 8 ? 'win' : 'loss'));
    const r = hitRate([...flood, ...honest]);
    expect(r.n).toBe(USER_CAP + 20);
    expect(r.rate).toBe(70);
  });

  it('compares shown probability bands with what happened', () => {
    const rows = [row('a', 'win', 52), row('a', 'loss', 53), row('b', 'win', 72)];
    const bands = calibration(rows);
    expect(bands[0]).toMatchObject({ from: 50, to: 55, n: 2, shown: 52.5, observed: 50 });
    expect(bands.find((b) => b.from === 70)).toMatchObject({ n: 1, observed: 100 });
    expect(bands[1]).toMatchObject({ n: 0, observed: null });
  });

  it('adds COMPRA/VENDA trades up in R: a target pays its reward-to-risk, a stop costs 1 R', () => {
    const r = tradeResultR([
      { outcome: 'win', rewardRisk: 2 },
      { outcome: 'win', rewardRisk: 1.5 },
      { outcome: 'loss', rewardRisk: 2 },
      { outcome: 'loss', rewardRisk: null },
      { outcome: 'draw', rewardRisk: 2 },
      // a win whose plan stated no reward-to-risk has no R to add: counted apart
      { outcome: 'win', rewardRisk: null },
    ]);
    expect(r).toEqual({ r: 1.5, trades: 4, unpriced: 1 });
  });
});
