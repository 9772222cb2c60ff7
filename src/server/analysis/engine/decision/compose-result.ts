import {
  isOptionSector,
  type Assessment,
  type RuleRecordView,
  type Sector,
} from '../../../../shared/analysis';
import type { IndicatorReadings } from '../evidence/indicators';
import type { Ohlc } from '../types';
import { agreementPercent, type EvidenceGroup } from './evidence-groups';
import { formatPrice, formatSigned } from './format';
import { intentAlerts } from './intent-alerts';
import type { TradeIntent } from './intent';
import { MIN_RECORD } from './replay-rule';
import type { RuleInputs } from './rule-inputs';
import type { RuleOutcome } from './rule-table';
import type { SourcedValue } from './symbol-source';
import { tradeLevels } from './trade-levels';

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
  /** minutes per candle, when the image or the specification said */
  chartMinutes?: number;
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
};

export const CAUTION =
  'Leitura automática do gráfico enviado; não é recomendação financeira. Opere com gestão de risco.';

const TREND_WORD = { ALTA: 'de alta', BAIXA: 'de baixa', LATERAL: 'lateral' } as const;

export function composeResult(x: ComposeInputs): Record<string, unknown> & { avaliacao: Assessment } {
  const last = x.series[x.series.length - 1]!;
  const fmt = (v: number) => formatPrice(v, x.relative, x.decimals);
  const { outcome, inputs } = x;
  const { trend, position } = inputs;
  const dir = outcome.side === 'buy' ? 1 : outcome.side === 'sell' ? -1 : 0;
  const option = isOptionSector(x.sector);
  const labels = { up: option ? 'CALL' : 'COMPRA', down: option ? 'PUT' : 'VENDA' };
  const signal = dir === 1 ? labels.up : dir === -1 ? labels.down : 'AGUARDAR';

  const concordancia = agreementPercent(x.score, dir);
  // a wait makes no call to be right about: its probability is the evidence's lean, never the record
  const fromRecord = dir !== 0 && x.record.sinais >= MIN_RECORD && x.record.taxa !== null;
  const probability = fromRecord ? x.record.taxa! : concordancia;
  const probabilitySource = fromRecord
    ? 'taxa de acerto da regra nesta imagem'
    : dir === 0
      ? 'concordância das evidências; sem sinal, não há taxa de acerto a aplicar'
      : 'concordância das evidências; histórico curto demais';

  const names = inputs.patterns.map((p) => p.name);
  const lean = dir !== 0 ? dir : Math.abs(x.score) >= 0.1 ? Math.sign(x.score) : 0;
  const nextDir = lean > 0 ? 'Alta' : lean < 0 ? 'Baixa' : 'Indefinida';
  const expiry = option
    ? optionExpiry(x.intent.expiryMinutes, x.chartMinutes)
    : `Próximas 3 a 5 velas (${x.timeframe.value ?? 'timeframe não identificado'})`;

  const levels =
    dir !== 0
      ? tradeLevels({
          direction: dir as 1 | -1,
          lastClose: last.close,
          lastLow: last.low,
          lastHigh: last.high,
          support: position.support,
          resistance: position.resistance,
          meanRange: inputs.meanRange,
        })
      : null;

  const agreeing = x.groups.filter((g) => dir !== 0 && Math.sign(g.vote) === dir);
  const against = x.groups.filter((g) => dir !== 0 && Math.sign(g.vote) === -dir);

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
    alertas.push(`Timeframe não lido na imagem: usado o padrão ${x.timeframe.value}.`);
  alertas.push(
    ...intentAlerts({
      intent: x.intent,
      side: outcome.side,
      inputs,
      reason: outcome.reason,
      labels,
      chartMinutes: x.chartMinutes,
      imageTimeframe: x.imageTimeframe,
      imageSymbol: x.imageSymbol,
    }),
  );
  if (probability < 60) alertas.push('Probabilidade abaixo de 60%: possível armadilha.');
  if (dir !== 0 && !fromRecord)
    alertas.push(
      `Menos de ${MIN_RECORD} sinais da regra nas velas anteriores desta imagem: a probabilidade é a concordância das evidências, não uma taxa de acerto medida.`,
    );
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
    ...tradeFields({
      option,
      relative: x.relative,
      levels,
      lastClose: last.close,
      support: position.support?.price,
      resistance: position.resistance?.price,
      fmt,
    }),
    confluencias: agreeing.map(
      (g) =>
        `${g.name}: ${g.members
          .filter((m) => m.vote === dir)
          .map((m) => m.label)
          .join('; ')}`,
    ),
    justificativa: `Regra: ${outcome.reason}. ${tally}; concordância ${concordancia}%.${against.length ? ` Contra o sinal: ${against.map((g) => g.name.toLowerCase()).join(', ')}.` : ''}`,
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
      motivo: outcome.reason,
      observacao: x.record.texto,
    },
    comentario_vtx: commentary(x, signal, probability, probabilitySource, names),
    avaliacao: {
      base: outcome.basis,
      regra: outcome.rule,
      motivo: outcome.reason,
      fonte_probabilidade: fromRecord ? 'historico' : 'concordancia',
      concordancia,
      historico: x.record,
      grupos: x.groups.map((g) => ({
        nome: g.name,
        peso: g.weight,
        voto: Math.round(g.vote * 100) / 100,
        itens: g.members.map((m) => m.label),
      })),
    },
  };
}

/**
 * Entry, stop, target and risk/reward per sector. Options expire at a fixed time: no stop or
 * target, the entry is the next candle's open. Other sectors get prices from measured levels, or
 * "A definir" when the axis was not read (a stop in pixels is no stop).
 */
function tradeFields(x: {
  option: boolean;
  relative: boolean;
  levels: ReturnType<typeof tradeLevels> | null;
  lastClose: number;
  support?: number;
  resistance?: number;
  fmt: (v: number) => string;
}): Record<'preco_entrada' | 'stop_loss' | 'take_profit_1' | 'risk_reward', string> {
  if (x.option) {
    const none = 'Não se aplica: opção com expiração fixa';
    const entry = x.levels
      ? `Abertura da próxima vela (último fechamento: ${x.fmt(x.lastClose)})`
      : `Sem entrada agora; último fechamento: ${x.fmt(x.lastClose)}`;
    return { preco_entrada: entry, stop_loss: none, take_profit_1: none, risk_reward: none };
  }
  if (x.relative) {
    const tbd = 'A definir (escala de preços não lida)';
    return {
      preco_entrada: `${tbd}; último fechamento na imagem: ${x.fmt(x.lastClose)}`,
      stop_loss: tbd,
      take_profit_1: tbd,
      risk_reward: tbd,
    };
  }
  const l = x.levels;
  if (!l)
    return {
      preco_entrada: `Sem entrada agora; referência: fechamento em ${x.fmt(x.lastClose)}`,
      stop_loss: x.support !== undefined ? `Referência de suporte: ${x.fmt(x.support)}` : 'A definir',
      take_profit_1:
        x.resistance !== undefined ? `Referência de resistência: ${x.fmt(x.resistance)}` : 'A definir',
      risk_reward: 'A definir',
    };
  return {
    preco_entrada: `${x.fmt(l.entry)} (fechamento da última vela)`,
    stop_loss: x.fmt(l.stop),
    take_profit_1: x.fmt(l.target),
    risk_reward: `1:${l.riskReward.toFixed(1).replace('.', ',')}`,
  };
}

/** Binary/OTC: enter at the open of the next candle and expire with it, unless the trader named an expiry. */
function optionExpiry(expiry: number | undefined, chartMinutes: number | undefined): string {
  if (expiry) return `${expiry} minuto${expiry > 1 ? 's' : ''} (expiração informada por você)`;
  const n = chartMinutes && chartMinutes <= 15 ? chartMinutes : 1;
  return `${n} minuto${n > 1 ? 's' : ''}: entrada na abertura da próxima vela, expiração no fechamento dela`;
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
    `no gráfico inteiro, ${TREND_WORD[whole.label]}. ${pat} Decisão: ${signal} — ${x.outcome.reason}. ` +
    `Probabilidade ${probability}% (${source}). ${x.record.texto}`
  );
}
