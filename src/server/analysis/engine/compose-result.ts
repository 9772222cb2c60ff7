import { isOptionSector, type Sector } from '../../../shared/analysis';
import { formatPrice, formatSigned } from './format';
import type { SignalDecision } from './signal';
import type { ParsedSpec } from './spec-text';
import type { IndicatorReadings } from './ta/indicators';
import type { PatternHit } from './ta/patterns';
import type { Level } from './ta/support-resistance';
import type { Ohlc } from './types';

/** Writes the pt-BR fields of the displayed result from the measured evidence. */
export type ComposeInputs = {
  sector: Sector;
  spec: ParsedSpec;
  timeframe: string;
  series: Ohlc[];
  relative: boolean;
  decimals?: number;
  ratio: number;
  trendStrength: number;
  ind: IndicatorReadings;
  patterns: PatternHit[];
  supports: Level[];
  resistances: Level[];
  meanRange: number;
  decision: SignalDecision;
  volumeText: string;
  candleCount: number;
};

export const CAUTION = 'Leitura automática do gráfico enviado; não é recomendação financeira. Opere com gestão de risco.';

export function composeResult(x: ComposeInputs): Record<string, unknown> {
  const last = x.series[x.series.length - 1]!;
  const fmt = (v: number) => formatPrice(v, x.relative, x.decimals);
  const { side, probability, evidence, score, threshold } = x.decision;
  const dir = side === 'buy' ? 1 : side === 'sell' ? -1 : 0;
  const support = x.supports[0];
  const resistance = x.resistances[0];
  const option = isOptionSector(x.sector);

  const tail = x.series.slice(-3).map((c) => (c.close > c.open ? 'alta' : c.close < c.open ? 'baixa' : 'neutra'));
  const body = Math.abs(last.close - last.open);
  const range = Math.max(1e-12, last.high - last.low);
  const upper = last.high - Math.max(last.open, last.close);
  const lower = Math.min(last.open, last.close) - last.low;
  const wick = upper > 0.4 * range ? ', pavio superior longo (rejeição de alta)' : lower > 0.4 * range ? ', pavio inferior longo (rejeição de baixa)' : '';
  const leitura = `Últimas 3 velas: ${tail.join(', ')}. Última vela ${tail[2] === 'neutra' ? 'neutra' : `de ${tail[2]}`} com corpo de ${Math.round((100 * body) / range)}% do range${wick}.`;

  let zona = 'Meio do range, entre suporte e resistência';
  if (support && last.close - support.price <= x.meanRange * 0.6) zona = `Próximo ao suporte em ${fmt(support.price)}`;
  else if (resistance && resistance.price - last.close <= x.meanRange * 0.6) zona = `Próximo à resistência em ${fmt(resistance.price)}`;
  else if (!resistance) zona = 'Acima de todas as resistências visíveis (máximas do gráfico)';
  else if (!support) zona = 'Abaixo de todos os suportes visíveis (mínimas do gráfico)';

  // entry at the last close; stop beyond the nearest opposite level (or 1.5 mean ranges); target at the next level
  const entry = last.close;
  let stop = entry - dir * 1.5 * x.meanRange;
  let target = entry + dir * 2 * x.meanRange;
  if (dir === 1) {
    if (support && entry - support.price < 3 * x.meanRange) stop = Math.min(support.price - 0.2 * x.meanRange, last.low);
    if (resistance && resistance.price - entry > 0.5 * x.meanRange) target = resistance.price;
  } else if (dir === -1) {
    if (resistance && resistance.price - entry < 3 * x.meanRange) stop = Math.max(resistance.price + 0.2 * x.meanRange, last.high);
    if (support && entry - support.price > 0.5 * x.meanRange) target = support.price;
  }
  const rr = dir !== 0 ? Math.abs(target - entry) / Math.max(1e-12, Math.abs(entry - stop)) : 0;

  const expiry = option ? optionExpiry(x.spec.minutes, Math.abs(score)) : `Próximas 3 a 5 velas (${x.timeframe})`;
  const upLabel = option ? 'CALL' : 'COMPRA';
  const downLabel = option ? 'PUT' : 'VENDA';
  const agreeing = evidence.filter((e) => e.vote !== 0 && (dir === 0 || e.vote === dir));
  const against = evidence.filter((e) => e.vote !== 0 && dir !== 0 && e.vote === -dir);
  const votesUp = evidence.filter((e) => e.vote === 1).length;
  const votesDown = evidence.filter((e) => e.vote === -1).length;

  const alertas: string[] = [];
  if (x.relative) alertas.push('Escala de preços não lida: níveis em unidades relativas do gráfico (u.r., pixels acima da base do gráfico).');
  if (side === 'wait') alertas.push('Evidências fracas ou conflitantes: melhor aguardar uma confirmação.');
  if (probability < 60) alertas.push('Probabilidade abaixo de 60%: possível armadilha.');
  if (x.candleCount < 20) alertas.push(`Apenas ${x.candleCount} velas visíveis: indicadores de período longo ficam menos confiáveis.`);
  if (x.spec.intents.includes('buy') && side === 'sell') alertas.push('A leitura do gráfico contraria a intenção de compra informada.');
  if (x.spec.intents.includes('sell') && side === 'buy') alertas.push('A leitura do gráfico contraria a intenção de venda informada.');
  if (x.spec.intents.includes('reversal') && !x.patterns.some((p) => p.bias !== 'neutral')) alertas.push('Nenhum padrão de reversão confirmado na última vela.');
  if (x.ind.volatility > 1.5) alertas.push('Volatilidade recente acima da média: stops mais largos.');
  alertas.push(CAUTION);

  const ind = x.ind;
  const indicadores = [
    ind.rsi !== null ? `IFR(14) ${ind.rsi.toFixed(0)}` : 'IFR(14) indisponível (poucas velas)',
    ind.macd ? `MACD histograma ${ind.macd.histogram > 0 ? 'positivo' : 'negativo'}` : 'MACD indisponível',
    ind.ema9 !== null && ind.ema21 !== null ? `MME9 ${ind.ema9 > ind.ema21 ? 'acima' : 'abaixo'} da MME21` : 'MMEs indisponíveis',
    ind.bollinger ? `Bollinger: posição ${Math.round(ind.bollinger.position * 100)}% da banda` : 'Bollinger indisponível',
  ].join(' · ');
  const vol = ind.volatility > 1.3 ? 'alta' : ind.volatility < 0.75 ? 'baixa' : 'normal';
  const sentiment = score > 0.15 ? 'comprador' : score < -0.15 ? 'vendedor' : 'neutro';
  const direction = side === 'buy' ? `${upLabel} (alta)` : side === 'sell' ? `${downLabel} (baixa)` : 'Aguardar';
  const nextDir = score > 0.05 ? 'Alta' : score < -0.05 ? 'Baixa' : 'Indefinida';
  const motivo = (agreeing.length ? agreeing : evidence).sort((a, b) => b.weight - a.weight).slice(0, 3).map((e) => e.label).join('; ');
  const names = x.patterns.map((p) => p.name);

  return {
    simbolo: x.spec.symbol ?? 'Não identificado',
    timeframe: x.timeframe,
    setor: x.sector,
    forca_tendencia: x.trendStrength,
    leitura_velas: leitura,
    zona_atual: zona,
    sinal_entrada: side === 'buy' ? upLabel : side === 'sell' ? downLabel : 'AGUARDAR',
    tempo_ideal: expiry,
    proxima_vela: `${nextDir} — probabilidade estimada de ${probability}% (medida pela concordância das evidências, não uma previsão garantida)`,
    probabilidade: probability,
    preco_entrada: dir === 0 ? `Sem entrada agora; referência: fechamento em ${fmt(entry)}` : `${fmt(entry)} (fechamento da última vela)`,
    stop_loss: dir === 0 ? (support ? `Referência de suporte: ${fmt(support.price)}` : 'A definir') : fmt(stop),
    take_profit_1: dir === 0 ? (resistance ? `Referência de resistência: ${fmt(resistance.price)}` : 'A definir') : fmt(target),
    risk_reward: dir === 0 ? 'A definir' : `1:${rr.toFixed(1).replace('.', ',')}`,
    confluencias: agreeing.map((e) => e.label),
    justificativa: `${votesUp} evidência(s) de alta contra ${votesDown} de baixa; pontuação de confluência ${formatSigned(score)} (limiar ±${formatSigned(threshold).slice(1)}). ${
      dir === 0
        ? 'A confluência não passa do limiar: sem entrada até uma confirmação.'
        : against.length
          ? `Contra o sinal: ${against.map((e) => e.label).join('; ')}.`
          : 'Nenhuma evidência medida contra o sinal.'
    }`,
    alertas,
    contexto_necessario: 'Confirme com o fechamento da próxima vela, o horário de notícias relevantes e o timeframe maior antes de operar.',
    contexto_mercado: `Volatilidade ${vol} (range recente ${Math.round(ind.volatility * 100)}% da média do gráfico); sentimento ${sentiment}.`,
    indicadores_principais: indicadores,
    padroes_identificados: names,
    volume_analise: x.volumeText,
    decisao_vtx: { direcao_sugerida: direction, tempo_ideal: expiry, motivo: motivo || 'Evidências insuficientes', observacao: CAUTION },
    comentario_vtx: commentary(x, direction, probability, names),
  };
}

function optionExpiry(minutes: number | undefined, strength: number): string {
  const base = minutes && minutes <= 5 ? minutes : 1;
  const n = Math.min(5, base * (strength > 0.5 ? 1 : strength > 0.3 ? 2 : 3));
  return `${n} minuto${n > 1 ? 's' : ''}`;
}

function commentary(x: ComposeInputs, direction: string, probability: number, names: string[]): string {
  const trend = x.ratio > 0.15 ? 'de alta' : x.ratio < -0.15 ? 'de baixa' : 'lateral';
  const pat = names.length ? `Na última vela aparece ${names.join(', ')}.` : 'Nenhum padrão clássico na última vela.';
  return `Li ${x.candleCount} velas: o movimento recente é ${trend} (inclinação de ${formatSigned(x.ratio)} range médio por vela). ${pat} Decisão: ${direction}, com ${probability}% de concordância entre as evidências.`;
}
