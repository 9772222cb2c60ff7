import { describe, expect, it } from 'vitest';
import { checkConsistency } from './check-consistency';
import { normalizeResult, percent } from './normalize-result';

const measured = (label: 'ALTA' | 'BAIXA' | 'LATERAL', ratio: number) => ({
  plot: { left: 0, top: 0, right: 100, bottom: 100 },
  candles: [],
  trend: { label, ratio },
  priceScale: null,
});

describe('normalizeResult', () => {
  it('maps buy/sell words per sector and, with nothing measured, forces the trend as the SPEC says', () => {
    const bin = normalizeResult(
      { sinal_entrada: 'compra', tendencia_atual: 'BAIXA', probabilidade: 80 },
      { sector: 'binary' },
    );
    expect(bin.sinal_entrada).toBe('CALL');
    expect(bin.tendencia_atual).toBe('ALTA');
    const fx = normalizeResult({ sinal_entrada: 'PUT', probabilidade: '72%' }, { sector: 'forex' });
    expect(fx.sinal_entrada).toBe('VENDA');
    expect(fx.tendencia_atual).toBe('BAIXA');
    expect(fx.probabilidade).toBe(72);
    const wait = normalizeResult(
      { sinal_entrada: 'AGUARDAR', tendencia_atual: 'ALTA', probabilidade: 55 },
      { sector: 'crypto' },
    );
    expect(wait.tendencia_atual).toBe('LATERAL');
    expect(wait.armadilha_possivel).toBe(false);
    expect(fx.armadilha_possivel).toBe(false);
    const weak = normalizeResult({ sinal_entrada: 'CALL', probabilidade: 55 }, { sector: 'otc' });
    expect(weak.armadilha_possivel).toBe(true);
  });

  it('shows the measured trend and strength whatever the signal', () => {
    const r = normalizeResult(
      { sinal_entrada: 'AGUARDAR', forca_tendencia: 3, extraction: measured('ALTA', 0.3) },
      { sector: 'forex' },
    );
    expect(r.tendencia_atual).toBe('ALTA');
    expect(r.forca_tendencia).toBe(50);
  });

  it('turns a signal that contradicts the measured trend into an alert, unless a reversal is its stated basis', () => {
    const model = normalizeResult(
      { sinal_entrada: 'CALL', probabilidade: 70, extraction: measured('BAIXA', -0.4) },
      { sector: 'binary' },
    );
    expect(model.tendencia_atual).toBe('BAIXA');
    expect(model.alertas[0]).toBe('O sinal CALL contraria a tendência medida no gráfico (BAIXA).');
    expect(checkConsistency(model)).toEqual([]);
    const history = { sinais: 0, acertos: 0, taxa: null, intervalo_90: null, texto: 'x' };
    const reversal = normalizeResult(
      {
        sinal_entrada: 'CALL',
        probabilidade: 70,
        extraction: measured('BAIXA', -0.4),
        avaliacao: {
          base: 'reversao',
          regra: 'reversao-confirmada',
          motivo: 'm',
          fonte_probabilidade: 'concordancia',
          concordancia: 70,
          historico: history,
          grupos: [],
        },
      },
      { sector: 'binary' },
    );
    expect(reversal.alertas).toEqual([]);
  });

  it('makes an unrecognised signal AGUARDAR with an alert (docs/decisions/011), and fills SPEC defaults', () => {
    const r = normalizeResult({ sinal_entrada: '???' }, { sector: 'otc' });
    expect(r.sinal_entrada).toBe('AGUARDAR');
    expect(r.alertas[0]).toMatch(/Sinal não reconhecido/);
    expect(normalizeResult(null, { sector: 'stocks' })).toMatchObject({
      sinal_entrada: 'AGUARDAR',
      simbolo: 'Não identificado',
      timeframe: '1m',
      preco_entrada: 'A definir',
      zona_atual: 'Indefinido',
      contexto_mercado: 'Neutro',
      volume_analise: 'Normal',
      probabilidade: 0,
      // no trade proposed, nothing to fall into (issue 22)
      armadilha_possivel: false,
      alertas: [],
    });
  });

  it('clamps numbers and keeps the SPEC strength formula', () => {
    expect(percent(0.64)).toBe(64);
    expect(percent(180)).toBe(100);
    expect(percent('abc', 5)).toBe(5);
    for (const s of ['CALL', 'PUT', 'VENDA', 'COMPRA', 'AGUARDAR', 'x', undefined]) {
      const r = normalizeResult(
        { sinal_entrada: s, probabilidade: 300, tendencia_atual: 'ALTA' },
        { sector: 'indices' },
      );
      expect(r.forca_sinal).toBe(Math.round((r.forca_tendencia + r.probabilidade) / 2));
    }
  });
});
