import { describe, expect, it } from 'vitest';
import { checkConsistency, normalizeResult, percent } from './normalize-result';

describe('normalizeResult', () => {
  it('maps buy/sell words per sector and forces the trend', () => {
    const bin = normalizeResult({ sinal_entrada: 'compra', tendencia_atual: 'BAIXA', probabilidade: 80 }, { sector: 'binary' });
    expect(bin.sinal_entrada).toBe('CALL');
    expect(bin.tendencia_atual).toBe('ALTA');
    const fx = normalizeResult({ sinal_entrada: 'PUT', probabilidade: '72%' }, { sector: 'forex' });
    expect(fx.sinal_entrada).toBe('VENDA');
    expect(fx.tendencia_atual).toBe('BAIXA');
    expect(fx.probabilidade).toBe(72);
  });

  it('keeps AGUARDAR and makes the trend LATERAL', () => {
    const r = normalizeResult({ sinal_entrada: 'AGUARDAR', tendencia_atual: 'ALTA', probabilidade: 55 }, { sector: 'crypto' });
    expect(r.sinal_entrada).toBe('AGUARDAR');
    expect(r.tendencia_atual).toBe('LATERAL');
    expect(r.armadilha_possivel).toBe(true);
  });

  it('defaults an unknown signal to CALL (binary) or COMPRA and fills SPEC defaults', () => {
    const r = normalizeResult({ sinal_entrada: '???' }, { sector: 'otc' });
    expect(r.sinal_entrada).toBe('CALL');
    expect(normalizeResult(null, { sector: 'stocks' })).toMatchObject({
      sinal_entrada: 'COMPRA', simbolo: 'Não identificado', timeframe: '1m', preco_entrada: 'A definir', zona_atual: 'Indefinido',
      contexto_mercado: 'Neutro', volume_analise: 'Normal', probabilidade: 0, armadilha_possivel: true,
    });
  });

  it('clamps numbers and always passes the consistency check', () => {
    expect(percent(0.64)).toBe(64);
    expect(percent(180)).toBe(100);
    expect(percent('abc', 5)).toBe(5);
    for (const s of ['CALL', 'PUT', 'VENDA', 'COMPRA', 'AGUARDAR', 'x', undefined]) {
      const r = normalizeResult({ sinal_entrada: s, probabilidade: 300, tendencia_atual: 'ALTA' }, { sector: 'indices' });
      expect(checkConsistency(r)).toEqual([]);
      expect(r.forca_sinal).toBe(Math.round((r.forca_tendencia + r.probabilidade) / 2));
    }
  });

  it('flags inconsistent results', () => {
    expect(checkConsistency({ sinal_entrada: 'CALL', tendencia_atual: 'BAIXA', probabilidade: 50 })).toHaveLength(1);
  });
});
