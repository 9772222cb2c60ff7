import { describe, expect, it } from 'vitest';
import type { ChartAnalysis } from '../../../../shared/analysis';
import { groundInPlan } from './ground-in-plan';

const trigger = {
  direcao: 'CALL' as const,
  condicao: 'CALL se uma vela fechar acima de 1,2000 (resistência com 3 toques) nas próximas 3 velas',
  preco: 1.2,
  validade: 'nas próximas 3 velas',
  tipo: 'fechar-acima' as const,
  velas: 3,
  regra: 'rompimento-resistencia' as const,
  acao: 'CALL na abertura da vela seguinte, expiração de 1 vela',
  expiracao_velas: 1,
  stop: null,
  alvo: null,
  risco_retorno: null,
};

function local(signal: 'CALL' | 'AGUARDAR'): ChartAnalysis {
  return {
    sinal_entrada: signal,
    probabilidade: signal === 'CALL' ? 68 : 55,
    preco_entrada:
      signal === 'CALL' ? 'Abertura da próxima vela' : `Sem entrada agora; gatilho: ${trigger.condicao}`,
    stop_loss: 'Não se aplica',
    take_profit_1: 'Não se aplica',
    risk_reward: 'Não se aplica',
    tempo_ideal: '1 vela (1 minuto)',
    decisao_vtx: { direcao_sugerida: '', tempo_ideal: '', motivo: 'Sem tendência medida', observacao: '' },
    avaliacao:
      signal === 'AGUARDAR'
        ? { bloqueio: { sinal: 'PUT', motivo: 'com payout de 80 %, o equilíbrio é 55,6 %' } }
        : { bloqueio: null },
    plano: {
      payout: 80,
      payout_fonte: 'configuração',
      equilibrio: 55.6,
      valor_esperado: signal === 'CALL' ? 2.24 : null,
      entrada: null,
      stop: null,
      alvo: null,
      risco_retorno: null,
      expiracao_velas: 1,
      minutos_por_vela: 1,
      timeframe_assumido: true,
      gatilhos: [trigger],
      resumo: '',
    },
  } as unknown as ChartAnalysis;
}

describe('groundInPlan (issue 22: the vision model cannot call what the numbers do not support)', () => {
  it("keeps the model's call when the measured plan makes it, with the measured probability", () => {
    const g = groundInPlan({ sinal_entrada: 'CALL', probabilidade: 90 }, local('CALL'), 'otc');
    expect(g).toMatchObject({ sinal_entrada: 'CALL', probabilidade: 68, tempo_ideal: '1 vela (1 minuto)' });
  });

  it("turns a call the plan does not support into AGUARDAR and says why, in the plan's numbers", () => {
    const g = groundInPlan({ sinal_entrada: 'PUT', probabilidade: 90 }, local('AGUARDAR'), 'otc');
    expect(g.sinal_entrada).toBe('AGUARDAR');
    expect((g.alertas as string[])[0]).toBe(
      'O modelo de visão sugeriu PUT, mas os números medidos não sustentam essa entrada: com payout de 80 %, o equilíbrio é 55,6 %.',
    );
    expect(g.preco_entrada).toMatch(/^Sem entrada agora; gatilho: CALL se/);
  });

  it("lets the model hold back from the engine's call: a wait with the first trigger and no trade", () => {
    const g = groundInPlan({ sinal_entrada: 'AGUARDAR' }, local('CALL'), 'otc');
    expect(g.preco_entrada).toBe(`Sem entrada agora; gatilho: ${trigger.condicao}`);
    expect((g.plano as { valor_esperado: number | null }).valor_esperado).toBeNull();
  });
});
