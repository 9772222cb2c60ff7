import { describe, expect, it } from 'vitest';
import type { ChartAnalysis } from '../../../../shared/analysis';
import { analysisAsText, confidenceTone, directionLabel, formatMs, signalTone } from './result-format';

const result: ChartAnalysis = {
  simbolo: 'EUR/USD',
  timeframe: '4h',
  setor: 'forex',
  tendencia_atual: 'ALTA',
  forca_tendencia: 40,
  leitura_velas: 'Três velas de alta',
  zona_atual: 'Próximo à resistência',
  sinal_entrada: 'COMPRA',
  tempo_ideal: 'Próximas 3 velas',
  proxima_vela: 'Alta',
  probabilidade: 58,
  preco_entrada: '1,0850',
  stop_loss: '1,0800',
  take_profit_1: '1,0950',
  risk_reward: '1:2',
  confluencias: ['MME 9 acima da MME 21', 'MACD positivo'],
  forca_sinal: 49,
  justificativa: 'Evidências de alta',
  alertas: [],
  armadilha_possivel: true,
  contexto_necessario: 'Confirme',
  contexto_mercado: 'Normal',
  indicadores_principais: 'IFR 56',
  padroes_identificados: ['Doji'],
  volume_analise: 'Normal',
  decisao_vtx: { direcao_sugerida: 'COMPRA', tempo_ideal: '3 velas', motivo: 'MACD', observacao: 'Cautela' },
  comentario_vtx: 'Li 45 velas',
  metadata: { model: 'vtx-local-engine/1', analysis_time: 212.4, confidence_score: 58 },
};

describe('result formatting', () => {
  it('colours confidence 75+ green, 60+ gold, else red', () => {
    expect([100, 75, 74, 60, 59, 0].map(confidenceTone)).toEqual([
      'bull',
      'bull',
      'gold',
      'gold',
      'bear',
      'bear',
    ]);
  });

  it('reads every signal as a direction', () => {
    expect(['CALL', 'COMPRA', 'PUT', 'VENDA', 'AGUARDAR'].map(signalTone)).toEqual([
      'bull',
      'bull',
      'bear',
      'bear',
      'neutral',
    ]);
    expect(directionLabel('PUT')).toBe('Baixa');
    expect(directionLabel('CALL')).toBe('Alta');
    expect(directionLabel(null)).toBe('Aguardar');
  });

  it('formats the analysis time in whole milliseconds', () => {
    expect(formatMs(212.4)).toBe('212 ms');
    expect(formatMs(1534.6)).toBe('1,53 s');
  });

  it('shares the decision first, the trap warning and the disclaimer', () => {
    const text = analysisAsText(result, '2025-03-01T15:00:00Z');
    const lines = text.split('\n');
    expect(lines[0]).toBe('Análise VTX · Forex · EUR/USD (4h)');
    expect(lines[1]).toBe('01/03/2025, 12:00');
    expect(text.indexOf('Sinal: COMPRA (Alta)')).toBeLessThan(text.indexOf('Preço de entrada: 1,0850'));
    expect(text).toContain('Probabilidade: 58%');
    expect(text).toContain('Possível armadilha');
    expect(text).toContain('Confluências: MME 9 acima da MME 21; MACD positivo');
    expect(text).toContain('não é recomendação financeira');
    expect(text).not.toMatch(/\n{3}/);
  });
});
