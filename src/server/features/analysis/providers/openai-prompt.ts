import type { ChartAnalysis } from '../../../../shared/analysis';
import { isOptionSector, type Sector } from '../../../../shared/analysis';

const fields = `{
  "simbolo": string, "timeframe": string, "tendencia_atual": "ALTA"|"BAIXA"|"LATERAL", "forca_tendencia": 0-100,
  "leitura_velas": string, "zona_atual": string, "sinal_entrada": SIGNALS, "tempo_ideal": string, "proxima_vela": string,
  "probabilidade": 0-100, "preco_entrada": string, "stop_loss": string, "take_profit_1": string, "risk_reward": string,
  "confluencias": string[], "justificativa": string, "alertas": string[], "contexto_necessario": string,
  "contexto_mercado": string, "indicadores_principais": string, "padroes_identificados": string[], "volume_analise": string,
  "decisao_vtx": { "direcao_sugerida": string, "tempo_ideal": string, "motivo": string, "observacao": string },
  "comentario_vtx": string
}`;

/** Instructions for the vision model: pt-BR, JSON only, grounded in what our engine measured. */
export function systemPrompt(sector: Sector): string {
  const signals = isOptionSector(sector) ? '"CALL"|"PUT"|"AGUARDAR"' : '"COMPRA"|"VENDA"|"AGUARDAR"';
  return [
    'Você é o analista técnico da VTX Análise. Analise o print do gráfico de candles enviado.',
    'Responda SOMENTE com um objeto JSON válido, em português do Brasil, com estes campos:',
    fields.replace('SIGNALS', signals),
    'Regras: use os fatos medidos (candles, tendência, suportes e resistências, padrões) enviados junto com a imagem;',
    'não invente preços que não aparecem no gráfico; sinal de compra exige tendência ALTA, de venda BAIXA;',
    'use AGUARDAR quando as evidências forem fracas ou contraditórias; probabilidade reflete a concordância das evidências,',
    'não certeza sobre o futuro.',
    'O plano medido (plano_medido) decide se há entrada: confirme o sinal do motor local ou use AGUARDAR; um sinal que o',
    'plano não sustenta (probabilidade abaixo do equilíbrio do payout, risco/retorno abaixo de 1,5) será trocado por AGUARDAR.',
    'Explique os gatilhos do plano (condição, preço, validade) com suas palavras; não crie outros preços.',
  ].join('\n');
}

/** The facts our engine measured, sent with the image so the model reads the same candles. */
export function groundingFacts(local: ChartAnalysis, specification: string): string {
  const facts = {
    mercado: local.setor,
    especificacao_do_usuario: specification || null,
    medicao_local: {
      candles_lidos: local.extraction?.candles.length ?? null,
      tendencia_ultimos_20: local.extraction?.trend ?? null,
      tendencia_grafico_inteiro: local.extraction?.evidence?.trend.whole ?? null,
      escala_de_precos_lida:
        local.extraction?.priceScale !== null && local.extraction?.priceScale !== undefined,
      ultimos_candles: local.extraction?.prices?.slice(-12) ?? null,
      padroes: local.padroes_identificados,
      indicadores: local.indicadores_principais,
      zona_atual: local.zona_atual,
      sinal_do_motor_local: local.sinal_entrada,
      probabilidade_do_motor_local: local.probabilidade,
      motivo_do_motor_local: local.avaliacao?.motivo ?? null,
      historico_da_regra_nesta_imagem: local.avaliacao?.historico.texto ?? null,
    },
    plano_medido: local.plano
      ? {
          resumo: local.plano.resumo,
          payout: local.plano.payout,
          equilibrio: local.plano.equilibrio,
          valor_esperado: local.plano.valor_esperado,
          entrada: local.plano.entrada,
          stop: local.plano.stop,
          alvo: local.plano.alvo,
          risco_retorno: local.plano.risco_retorno,
          gatilhos: local.plano.gatilhos.map((g) => ({ condicao: g.condicao, acao: g.acao })),
        }
      : null,
  };
  return `Fatos medidos pelo motor local (use-os como base):\n${JSON.stringify(facts)}`;
}
