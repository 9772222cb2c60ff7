import { describe, expect, it } from 'vitest';
import { parseIntent } from './intent';
import { intentAlerts } from './intent-alerts';
import { measureRuleInputs } from './rule-inputs';
import { candle as k } from './test-series';

const zigzag = Array.from({ length: 40 }, (_, i) => (i % 2 ? k(101, 100) : k(100, 101)));
const labels = { up: 'CALL', down: 'PUT' };
const alertsFor = (
  spec: string,
  side: 'buy' | 'sell' | 'wait',
  extra: { chartMinutes?: number; imageTimeframe?: string } = {},
) =>
  intentAlerts({
    intent: parseIntent(spec),
    side,
    inputs: measureRuleInputs(zigzag),
    reason: 'motivo medido',
    labels,
    ...extra,
  });

describe('intentAlerts', () => {
  it('says nothing about a side the trader did not choose ("CALL ou PUT")', () => {
    const alerts = alertsFor('procuro CALL ou PUT no suporte e resistência', 'buy');
    expect(alerts.join(' ')).not.toMatch(/venda|PUT/);
  });

  it('answers the side the trader asked for', () => {
    expect(alertsFor('quero CALL', 'sell')).toContain(
      'Você procura CALL, mas a regra indica PUT: motivo medido.',
    );
    expect(alertsFor('só put', 'wait')).toContain(
      'Você procura PUT, mas a regra indica aguardar: motivo medido.',
    );
    expect(alertsFor('quero CALL', 'buy')).toEqual([]);
  });

  it('speaks of setups, expiry and timeframe only when the trader named them', () => {
    expect(alertsFor('', 'wait', { chartMinutes: 15, imageTimeframe: 'M15' })).toEqual([]);
    expect(alertsFor('procuro reversão', 'wait')).toContain(
      'Você procura reversão: nenhum padrão de reversão nas últimas velas.',
    );
    expect(alertsFor('a favor da tendência', 'wait').join(' ')).toMatch(/não há tendência medida/);
    expect(alertsFor('expiração de 5 minutos', 'wait', { chartMinutes: 15 }).join(' ')).toMatch(
      /expiração de 5 min .* menor que uma vela/,
    );
    expect(alertsFor('M5', 'wait', { imageTimeframe: 'M1' })).toContain(
      'Você informou M5, mas o gráfico mostra M1: vale a leitura da imagem.',
    );
  });
});
