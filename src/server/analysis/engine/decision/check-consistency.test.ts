import { describe, expect, it } from 'vitest';
import type { ChartAnalysis } from '../../../../shared/analysis';
import { checkConsistency } from './check-consistency';
import { normalizeResult } from './normalize-result';

const history = {
  sinais: 0,
  acertos: 0,
  taxa: null,
  intervalo_90: null,
  texto: 'Nesta imagem, a regra não deu nenhum sinal nas velas anteriores: sem histórico para medir.',
};

/** A coherent engine-like CALL on a measured uptrend; each test breaks one thing. */
function coherent(): ChartAnalysis {
  return normalizeResult(
    {
      sinal_entrada: 'CALL',
      probabilidade: 64,
      zona_atual: 'Meio do range, entre suporte e resistência',
      proxima_vela:
        'Alta — 64% (concordância das evidências; histórico curto demais; não é uma previsão garantida)',
      padroes_identificados: ['Marubozu de Alta'],
      decisao_vtx: { direcao_sugerida: 'CALL (alta)', tempo_ideal: '1 minuto', motivo: 'm', observacao: 'o' },
      comentario_vtx: 'Li 40 velas. Tendência atual de alta (força 50%, inclinação…). Decisão: CALL — m.',
      extraction: {
        plot: { left: 0, top: 0, right: 1, bottom: 1 },
        candles: [],
        trend: { label: 'ALTA', ratio: 0.3 },
        priceScale: null,
      },
      avaliacao: {
        base: 'tendencia',
        regra: 'tendencia',
        motivo: 'm',
        fonte_probabilidade: 'concordancia',
        concordancia: 64,
        historico: history,
        grupos: [],
      },
    },
    { sector: 'binary' },
  );
}

describe('checkConsistency', () => {
  it('finds nothing wrong in a coherent result', () => {
    expect(checkConsistency(coherent())).toEqual([]);
  });

  it('catches a CALL beside a bearish pattern', () => {
    expect(checkConsistency({ ...coherent(), padroes_identificados: ['Engolfo de Baixa'] })).toContain(
      'compra com padrão de baixa (Engolfo de Baixa)',
    );
  });

  it('catches a trend or strength that is not the measured one', () => {
    expect(checkConsistency({ ...coherent(), tendencia_atual: 'LATERAL' }).join(' ')).toMatch(
      /difere da medida/,
    );
    expect(checkConsistency({ ...coherent(), forca_tendencia: 1 }).join(' ')).toMatch(
      /força da tendência difere/,
    );
  });

  it('catches a buy at resistance, and a commentary that tells another story', () => {
    expect(checkConsistency({ ...coherent(), zona_atual: 'Próximo à resistência em 1,2345' })).toContain(
      'compra encostada na resistência',
    );
    expect(
      checkConsistency({ ...coherent(), comentario_vtx: 'O movimento é lateral. Decisão: CALL' }),
    ).toContain('comentário descreve outra tendência');
    expect(checkConsistency({ ...coherent(), proxima_vela: 'Baixa — 64%' })).toContain(
      'próxima vela não acompanha a compra',
    );
  });

  it('catches a probability that is not what its source says', () => {
    const r = coherent();
    expect(checkConsistency({ ...r, avaliacao: { ...r.avaliacao!, concordancia: 70 } })).toContain(
      'probabilidade difere da concordância',
    );
  });

  it('accepts a buy against the measured trend only with a stated reversal or the disagreement alert', () => {
    const down = {
      ...coherent(),
      tendencia_atual: 'BAIXA' as const,
      forca_tendencia: 50,
      extraction: { ...coherent().extraction!, trend: { label: 'BAIXA' as const, ratio: -0.3 } },
    };
    expect(
      checkConsistency({ ...down, comentario_vtx: 'Tendência atual de baixa (força 50%. Decisão: CALL' }),
    ).toContain('compra sem tendência ALTA nem reversão declarada');
    const reversal = {
      ...down,
      comentario_vtx: 'Tendência atual de baixa (força 50%. Decisão: CALL',
      avaliacao: { ...down.avaliacao!, base: 'reversao' as const },
    };
    expect(checkConsistency(reversal)).toEqual([]);
  });
});
