import {
  isOptionSector,
  type Assessment,
  type RuleRecordView,
  type Sector,
  type TradePlan,
} from '../../../../shared/analysis';
import { describeMinutes } from '../../../../shared/plan';
import type { IndicatorReadings } from '../evidence/indicators';
import type { Ohlc } from '../types';
import type { EvidenceGroup } from './evidence-groups';
import { formatPrice, formatSigned } from './format';
import { intentAlerts } from './intent-alerts';
import type { TradeIntent } from './intent';
import type { PlannedAnswer } from './plan-answer';
import { MIN_RECORD } from './replay-rule';
import type { RuleInputs } from './rule-inputs';
import type { RuleOutcome } from './rule-table';
import type { SourcedValue } from './symbol-source';

/**
 * Writes the pt-BR fields of the displayed result from one decision: the rule's outcome, the
 * measured trend (the same label and strength in every field and in the commentary), the
 * grouped evidence and the rule's record on this chart.
 */
export type ComposeInputs = {
  sector: Sector;
  intent: TradeIntent;
  symbol: SourcedValue;
  timeframe: SourcedValue;
  /** the trader picked the timeframe on the analysis page (else a 'configuração' one is the settings' default) */
  timeframePicked: boolean;
  imageTimeframe?: string | null;
  imageSymbol?: string | null;
  series: Ohlc[];
  relative: boolean;
  decimals?: number;
  inputs: RuleInputs;
  outcome: RuleOutcome;
  groups: EvidenceGroup[];
  score: number;
  record: RuleRecordView;
  ind: IndicatorReadings;
  volumeText: string;
  candleCount: number;
  /** the call after its numbers were weighed, with the plan (plan-answer) */
  answer: PlannedAnswer;
};

export const CAUTION =
  'Leitura automática do gráfico enviado; não é recomendação financeira. Opere com gestão de risco.';

const TREND_WORD = { ALTA: 'de alta', BAIXA: 'de baixa', LATERAL: 'lateral' } as const;

export function composeResult(x: ComposeInputs): Record<string, unknown> & { avaliacao: Assessment } {
  const last = x.series[x.series.length - 1]!;
  const fmt = (v: number) => formatPrice(v, x.relative, x.decimals);
  const { outcome, inputs, answer } = x;
  const { trend } = inputs;
  const { dir, probability, probabilitySource, concordancia, plan } = answer;
  const option = isOptionSector(x.sector);
  const labels = { up: option ? 'CALL' : 'COMPRA', down: option ? 'PUT' : 'VENDA' };
  const signal = dir === 1 ? labels.up : dir === -1 ? labels.down : 'AGUARDAR';

  const names = inputs.patterns.map((p) => p.name);
  // a blocked call still says which way its numbers point; a plain wait, the evidence's lean
  const blockedDir = answer.blocked ? (answer.blocked.side === 'buy' ? 1 : -1) : 0;
  const lean = dir || blockedDir || (Math.abs(x.score) >= 0.1 ? Math.sign(x.score) : 0);
  const nextDir = lean > 0 ? 'Alta' : lean < 0 ? 'Baixa' : 'Indefinida';
  const expiry = idealTime({
    option,
    dir,
    plan,
    timeframe: x.timeframe.value,
    intentExpiry: x.intent.expiryMinutes,
  });

  const agreeing = x.groups.filter((g) => dir !== 0 && Math.sign(g.vote) === dir);
  const against = x.groups.filter((g) => dir !== 0 && Math.sign(g.vote) === -dir);
  const reason = answer.blocked ? `${outcome.reason}; mas ${answer.blocked.reason}` : outcome.reason;

  const alertas: string[] = [];
  if (x.relative)
    alertas.push(
      'Escala de preços não lida: níveis em unidades relativas do gráfico (u.r., pixels acima da base do gráfico).',
    );
  if (x.symbol.source === 'especificação')
    alertas.push('Símbolo não lido na imagem: usado o da sua especificação.');
  if (x.timeframe.source === 'especificação')
    alertas.push('Timeframe não lido na imagem: usado o da sua especificação.');
  if (x.timeframe.source === 'configuração')
    alertas.push(
      `Timeframe não lido na imagem: assumido ${x.timeframe.value}, ${x.timeframePicked ? 'o que você escolheu na análise' : 'o padrão das suas configurações'}.`,
    );
  alertas.push(
    ...intentAlerts({
      intent: x.intent,
      side: answer.side,
      inputs,
      reason: outcome.reason,
      labels,
      chartMinutes: plan.minutos_por_vela ?? undefined,
      imageTimeframe: x.imageTimeframe,
      imageSymbol: x.imageSymbol,
    }),
  );
  // a trap is a trade that may snap shut: with no trade proposed there is nothing to fall into
  if (dir !== 0 && probability < 60) alertas.push('Probabilidade abaixo de 60%: possível armadilha.');
  if (dir !== 0 && !answer.fromRecord)
    alertas.push(
      `Menos de ${MIN_RECORD} sinais da regra nas velas anteriores desta imagem: a probabilidade é a concordância das evidências, não uma taxa de acerto medida.`,
    );
  if (plan.timeframe_maior?.concorda === false) alertas.push(plan.timeframe_maior.texto);
  if (x.candleCount < 20)
    alertas.push(
      `Apenas ${x.candleCount} velas visíveis: indicadores de período longo ficam menos confiáveis.`,
    );
  if (inputs.motion.volatility > 1.5) alertas.push('Volatilidade recente acima da média: stops mais largos.');
  alertas.push(CAUTION);

  const ind = x.ind;
  const indicadores = [
    ind.rsi !== null ? `IFR(14) ${ind.rsi.toFixed(0)}` : 'IFR(14) indisponível (poucas velas)',
    ind.macd ? `MACD histograma ${ind.macd.histogram > 0 ? 'positivo' : 'negativo'}` : 'MACD indisponível',
    ind.ema9 !== null && ind.ema21 !== null
      ? `MME9 ${ind.ema9 > ind.ema21 ? 'acima' : 'abaixo'} da MME21`
      : 'MMEs indisponíveis',
    ind.bollinger
      ? `Bollinger: posição ${Math.round(ind.bollinger.position * 100)}% da banda`
      : 'Bollinger indisponível',
  ].join(' · ');
  const vol = inputs.motion.volatility > 1.3 ? 'alta' : inputs.motion.volatility < 0.75 ? 'baixa' : 'normal';
  const sentiment = x.score > 0.15 ? 'comprador' : x.score < -0.15 ? 'vendedor' : 'neutro';
  const direction = dir === 1 ? `${labels.up} (alta)` : dir === -1 ? `${labels.down} (baixa)` : 'Aguardar';
  const ups = x.groups.filter((g) => g.vote > 0).length;
  const downs = x.groups.filter((g) => g.vote < 0).length;
  const tally = `Grupos de evidência: ${ups} de alta, ${downs} de baixa, ${x.groups.length - ups - downs} neutro(s)`;

  return {
    simbolo: x.symbol.value ?? 'Não identificado',
    timeframe: x.timeframe.value ?? 'Não identificado',
    setor: x.sector,
    tendencia_atual: trend.recent.label,
    forca_tendencia: trend.recent.strength,
    leitura_velas: candleReading(x.series, names),
    zona_atual: zoneText(inputs, fmt),
    sinal_entrada: signal,
    tempo_ideal: expiry,
    proxima_vela: `${nextDir} — ${probability}% (${probabilitySource}; não é uma previsão garantida)`,
    probabilidade: probability,
    ...tradeFields({ option, call: dir !== 0, relative: x.relative, plan, lastClose: last.close, fmt }),
    confluencias: agreeing.map(
      (g) =>
        `${g.name}: ${g.members
          .filter((m) => m.vote === dir)
          .map((m) => m.label)
          .join('; ')}`,
    ),
    justificativa: `Regra: ${reason}. ${tally}; concordância ${concordancia}%.${against.length ? ` Contra o sinal: ${against.map((g) => g.name.toLowerCase()).join(', ')}.` : ''}`,
    alertas,
    contexto_necessario:
      'Confirme com o fechamento da próxima vela, o horário de notícias relevantes e o timeframe maior antes de operar.',
    contexto_mercado: `Volatilidade ${vol} (range recente ${Math.round(inputs.motion.volatility * 100)}% da média do gráfico); sentimento ${sentiment}.`,
    indicadores_principais: indicadores,
    padroes_identificados: names,
    volume_analise: x.volumeText,
    decisao_vtx: {
      direcao_sugerida: direction,
      tempo_ideal: expiry,
      motivo: reason,
      observacao: x.record.texto,
    },
    comentario_vtx: commentary(x, signal, reason, probability, probabilitySource, names),
    plano: plan,
    avaliacao: {
      base: answer.blocked ? 'espera' : outcome.basis,
      regra: outcome.rule,
      motivo: reason,
      fonte_probabilidade: answer.verified ? 'verificado' : answer.fromRecord ? 'historico' : 'concordancia',
      concordancia,
      historico: x.record,
      bloqueio: answer.blocked
        ? {
            sinal: answer.blocked.side === 'buy' ? labels.up : labels.down,
            motivo: answer.blocked.reason,
          }
        : null,
      grupos: x.groups.map((g) => ({
        nome: g.name,
        peso: g.weight,
        voto: Math.round(g.vote * 100) / 100,
        itens: g.members.map((m) => m.label),
      })),
    },
  } as Record<string, unknown> & { avaliacao: Assessment };
}

/**
 * "Tempo ideal" in the chart's own candles: an option expires after one candle of the chart's
 * timeframe (the record measures exactly that), unless the trader named an expiry; a trade is
 * held for the next 3 to 5 candles; a wait lasts as long as its triggers.
 */
function idealTime(x: {
  option: boolean;
  dir: number;
  plan: TradePlan;
  timeframe: string | null;
  intentExpiry: number | undefined;
}): string {
  const minutes = x.plan.minutos_por_vela;
  const span = (candles: number) => (minutes ? ` (${describeMinutes(candles * minutes)})` : '');
  if (x.option) {
    if (x.intentExpiry) return `${describeMinutes(x.intentExpiry)} (expiração informada por você)`;
    const n = x.plan.expiracao_velas ?? 1;
    if (x.dir === 0) {
      const first = x.plan.gatilhos[0];
      return first
        ? `Aguardar um gatilho ${first.validade}; ao disparar, expiração de ${n} vela${span(n)}`
        : `Aguardar; ao entrar, expiração de ${n} vela${span(n)}`;
    }
    return `${n} vela${span(n)}: entrada na abertura da próxima vela, expiração no fechamento dela`;
  }
  const tf = x.timeframe ?? 'timeframe não identificado';
  if (x.dir === 0) {
    const first = x.plan.gatilhos[0];
    return first ? `Aguardar um gatilho ${first.validade}` : `Aguardar (${tf})`;
  }
  const range = minutes ? ` (${describeMinutes(3 * minutes)} a ${describeMinutes(5 * minutes)})` : ` (${tf})`;
  return `Próximas 3 a 5 velas${range}`;
}

/**
 * Entry, stop, target and risk/reward per sector, from the plan. Options expire at a fixed time:
 * no stop or target, the entry is the next candle's open. A trade shows its measured prices; a
 * wait names the levels its triggers watch.
 */
function tradeFields(x: {
  option: boolean;
  call: boolean;
  relative: boolean;
  plan: TradePlan;
  lastClose: number;
  fmt: (v: number) => string;
}): Record<'preco_entrada' | 'stop_loss' | 'take_profit_1' | 'risk_reward', string> {
  const p = x.plan;
  if (x.option) {
    const none = 'Não se aplica: opção com expiração fixa';
    const trigger = p.gatilhos[0];
    const entry = x.call
      ? `Abertura da próxima vela (último fechamento: ${x.fmt(x.lastClose)})`
      : trigger
        ? `Sem entrada agora; gatilho: ${trigger.condicao}`
        : `Sem entrada agora; último fechamento: ${x.fmt(x.lastClose)}`;
    return { preco_entrada: entry, stop_loss: none, take_profit_1: none, risk_reward: none };
  }
  if (p.entrada !== null && p.stop !== null && p.alvo !== null && p.risco_retorno !== null)
    return {
      preco_entrada: `${x.fmt(p.entrada)} (fechamento da última vela)`,
      stop_loss: x.fmt(p.stop),
      take_profit_1: x.fmt(p.alvo),
      risk_reward: `1:${p.risco_retorno.toFixed(1).replace('.', ',')}`,
    };
  const trigger = p.gatilhos[0];
  const tbd = x.relative ? 'A definir (escala de preços não lida)' : 'A definir';
  if (!trigger)
    return {
      preco_entrada: `Sem entrada agora; último fechamento: ${x.fmt(x.lastClose)}`,
      stop_loss: tbd,
      take_profit_1: tbd,
      risk_reward: tbd,
    };
  return {
    preco_entrada: `Sem entrada agora; gatilho: ${trigger.condicao}`,
    stop_loss: trigger.stop !== null ? `${x.fmt(trigger.stop)} (se o gatilho disparar)` : tbd,
    take_profit_1: trigger.alvo !== null ? `${x.fmt(trigger.alvo)} (se o gatilho disparar)` : tbd,
    risk_reward:
      trigger.risco_retorno !== null
        ? `1:${trigger.risco_retorno.toFixed(1).replace('.', ',')} (se o gatilho disparar)`
        : tbd,
  };
}

function candleReading(series: Ohlc[], names: string[]): string {
  const last = series[series.length - 1]!;
  const tail = series
    .slice(-3)
    .map((c) => (c.close > c.open ? 'alta' : c.close < c.open ? 'baixa' : 'neutra'));
  const range = Math.max(1e-12, last.high - last.low);
  const body = Math.round((100 * Math.abs(last.close - last.open)) / range);
  const end = tail[tail.length - 1];
  const pattern = names.length ? ` Padrão: ${names.join(', ')}.` : '';
  return `Últimas ${tail.length} velas: ${tail.join(', ')}. Última vela ${end === 'neutra' ? 'neutra' : `de ${end}`} com corpo de ${body}% do range.${pattern}`;
}

function zoneText(inputs: RuleInputs, fmt: (v: number) => string): string {
  const { zone, support, resistance } = inputs.position;
  if (zone === 'support' && support) return `Próximo ao suporte em ${fmt(support.price)}`;
  if (zone === 'resistance' && resistance) return `Próximo à resistência em ${fmt(resistance.price)}`;
  if (zone === 'above-all') return 'Acima de todas as resistências visíveis (máximas do gráfico)';
  if (zone === 'below-all') return 'Abaixo de todos os suportes visíveis (mínimas do gráfico)';
  return 'Meio do range, entre suporte e resistência';
}

function commentary(
  x: ComposeInputs,
  signal: string,
  reason: string,
  probability: number,
  source: string,
  names: string[],
): string {
  const { recent, whole } = x.inputs.trend;
  const pat = names.length
    ? `Nas últimas velas: ${names.join(', ')}.`
    : 'Nenhum padrão clássico nas últimas velas.';
  return (
    `Li ${x.candleCount} velas. Tendência atual ${TREND_WORD[recent.label]} (força ${recent.strength}%, inclinação de ${formatSigned(recent.ratio)} range médio por vela nas últimas ${recent.window}); ` +
    `no gráfico inteiro, ${TREND_WORD[whole.label]}. ${pat} Decisão: ${signal} — ${reason}. ` +
    `Probabilidade ${probability}% (${source}). ${x.record.texto}`
  );
}
