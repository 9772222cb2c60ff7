import { describe, expect, it } from 'vitest';
import { checkCall, type CallFigures } from './call-gate';

const option = (over: Partial<CallFigures>): CallFigures => ({
  side: 'buy',
  option: true,
  probability: 70,
  record: { signals: 40, hits: 28, interval90: [57, 80] },
  fromRecord: true,
  payout: 85,
  riskReward: null,
  ...over,
});

describe('checkCall (issue 22: numbers that agree with the headline)', () => {
  it('keeps an option call whose whole 90 % interval clears the break-even', () => {
    expect(checkCall(option({}))).toEqual({ side: 'buy', blocked: null });
  });

  it('never calls under 50 %: the VENDA at 21 % the walk saw becomes a wait that says why', () => {
    const c = checkCall({
      ...option({}),
      option: false,
      side: 'sell',
      probability: 21,
      record: { signals: 14, hits: 3, interval90: [9, 42] },
      riskReward: 0.8,
    });
    expect(c.side).toBe('wait');
    expect(c.blocked?.side).toBe('sell');
    expect(c.blocked?.reason).toMatch(/21 % \(a regra acertou 3 de 14 nesta imagem\) fica abaixo de 50 %/);
  });

  it('judges the interval, not the point: 60 % measured on 20 signals does not prove 54 %', () => {
    const c = checkCall(option({ probability: 60, record: { signals: 20, hits: 12, interval90: [42, 75] } }));
    expect(c.side).toBe('wait');
    expect(c.blocked?.reason).toMatch(/intervalo de 90 % de 42–75 %/);
  });

  it('waits, in reais, when the measured rate loses money at this payout', () => {
    const c = checkCall(
      option({ probability: 52, payout: 80, record: { signals: 50, hits: 26, interval90: [40, 63] } }),
    );
    expect(c.blocked?.reason).toMatch(/equilíbrio é 55,6 %.*−R\$ 0,64 por R\$ 10/);
  });

  it('needs a measured record before an option call: agreement is no hit rate', () => {
    const c = checkCall(option({ fromRecord: false, record: { signals: 4, hits: 3, interval90: null } }));
    expect(c.blocked?.reason).toMatch(/só 4 sinais .*mínimo 10/);
  });

  it('proposes a trade only with known prices and risk/reward of 1.5 or better', () => {
    const trade = { ...option({}), option: false, payout: null };
    expect(checkCall({ ...trade, riskReward: 1.6 }).side).toBe('buy');
    expect(checkCall({ ...trade, riskReward: 1.2 }).blocked?.reason).toMatch(
      /1:1,2, abaixo do mínimo de 1:1,5/,
    );
    expect(checkCall({ ...trade, riskReward: null }).blocked?.reason).toMatch(/escala de preços não lida/);
  });

  it('leaves a wait alone', () => {
    expect(checkCall(option({ side: 'wait' }))).toEqual({ side: 'wait', blocked: null });
  });
});
