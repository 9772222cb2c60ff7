import { wilsonInterval } from './wilson';
import {
  breakEvenRate,
  describeMinutes,
  expectedValue,
  REFERENCE_STAKE,
  tradeBreakEvenRate,
} from '../../../../shared/plan';
import type { RuleRecordView, TradePlan, Trigger } from '../../../../shared/analysis';
import type { Ohlc } from '../types';
import { brl, checkCall, pct1, type CallCheck } from './call-gate';
import { agreementPercent } from './evidence-groups';
import { OPTION_EXPIRY_CANDLES } from './plan-params';
import { MIN_RECORD } from './replay-rule';
import type { RuleInputs } from './rule-inputs';
import type { RuleOutcome, Side } from './rule-table';
import { tradeLevels, type TradeLevels } from './trade-levels';
import { higherAgrees, type HigherTimeframe } from './higher-timeframe';
import { buildTriggers } from './triggers';

/**
 * From the rule's call to the answer the trader sees (issue 22): the probability shown, whether
 * the call survives its own numbers (call-gate), the trade's levels, the triggers, and the plan
 * in figures. Everything the result screen shows about the decision is taken from here.
 */
export type PlanInputs = {
  series: readonly Ohlc[];
  inputs: RuleInputs;
  outcome: RuleOutcome;
  record: RuleRecordView;
  /** the evidence groups' weighted vote, −1…+1 */
  score: number;
  option: boolean;
  labels: { up: 'CALL' | 'COMPRA'; down: 'PUT' | 'VENDA' };
  /** options: the payout in percent and where it came from */
  payout: { value: number; source: 'imagem' | 'configuração' } | null;
  relative: boolean;
  fmt: (price: number) => string;
  minutesPerCandle: number | null;
  timeframeAssumed: boolean;
  /** the trader's higher-timeframe print, measured (or why it was set aside) */
  higher?: HigherTimeframe | null;
  /** the rule's verified outcomes in this sector and timeframe, when there are enough (issue 24) */
  learned?: { wins: number; losses: number } | null;
};

export type PlannedAnswer = {
  side: Side;
  dir: -1 | 0 | 1;
  probability: number;
  fromRecord: boolean;
  /** why the probability is what it is, in words */
  probabilitySource: string;
  concordancia: number;
  /** the probability comes from verified outcomes: how many, and their 90 % interval (percent) */
  verified: { n: number; interval: [number, number] | null } | null;
  blocked: CallCheck['blocked'];
  levels: TradeLevels | null;
  plan: TradePlan;
};

const sideDir = (s: Side): -1 | 0 | 1 => (s === 'buy' ? 1 : s === 'sell' ? -1 : 0);

export function planAnswer(x: PlanInputs): PlannedAnswer {
  const last = x.series[x.series.length - 1]!;
  const ruleDir = sideDir(x.outcome.side);
  const concordancia = agreementPercent(x.score, ruleDir);
  // a call's probability is its record on this chart when there is one; a wait has no call to be
  // right about, so it shows the evidence's lean
  // …unless the rule's calls in this sector and timeframe were checked against later prints
  // often enough: then that verified rate is the probability, and the gate below weighs it
  const learned = ruleDir !== 0 && x.learned ? x.learned : null;
  const n = learned ? learned.wins + learned.losses : 0;
  const learnedInterval = learned ? wilsonInterval(learned.wins, n) : null;
  const verified = learned
    ? {
        n,
        interval: learnedInterval
          ? ([Math.round(learnedInterval[0] * 100), Math.round(learnedInterval[1] * 100)] as [number, number])
          : null,
      }
    : null;
  const fromRecord =
    learned !== null || (ruleDir !== 0 && x.record.sinais >= MIN_RECORD && x.record.taxa !== null);
  const probability = learned
    ? Math.round((100 * learned.wins) / n)
    : fromRecord
      ? x.record.taxa!
      : concordancia;
  const probabilitySource = verified
    ? `com base em ${n} sinais verificados; intervalo de 90 %: ${verified.interval?.[0]}–${verified.interval?.[1]} %`
    : fromRecord
      ? 'taxa de acerto da regra nesta imagem'
      : ruleDir === 0
        ? 'concordância das evidências; sem sinal, não há taxa de acerto a aplicar'
        : 'concordância das evidências; histórico curto demais';

  const levels =
    ruleDir !== 0 && !x.option
      ? tradeLevels({
          direction: ruleDir,
          entry: last.close,
          series: x.series,
          levels: [...x.inputs.supports, ...x.inputs.resistances],
          meanRange: x.inputs.meanRange,
        })
      : null;
  const check = checkCall({
    side: x.outcome.side,
    option: x.option,
    probability,
    record: verified
      ? { signals: n, hits: learned!.wins, interval90: verified.interval }
      : {
          signals: x.record.sinais,
          hits: x.record.acertos,
          interval90: x.record.intervalo_90,
        },
    fromRecord,
    payout: x.payout?.value ?? null,
    riskReward: levels && !x.relative ? levels.riskReward : null,
  });
  const dir = sideDir(check.side);
  const blockedDir = check.blocked ? sideDir(check.blocked.side) : 0;
  const lean = dir || blockedDir || (Math.abs(x.score) >= 0.1 ? (Math.sign(x.score) as -1 | 1) : 0);
  const gatilhos = buildTriggers({
    series: x.series,
    inputs: x.inputs,
    rule: x.outcome.rule,
    lean,
    option: x.option,
    labels: x.labels,
    minutesPerCandle: x.minutesPerCandle,
    fmt: x.fmt,
    relative: x.relative,
  });
  const trade = dir !== 0 && levels && !x.relative ? levels : null;
  return {
    side: check.side,
    dir,
    probability,
    fromRecord,
    probabilitySource,
    concordancia,
    verified,
    blocked: check.blocked,
    levels: trade,
    plan: describePlan(x, {
      dir,
      measured: fromRecord,
      probability,
      blocked: check.blocked,
      trade,
      gatilhos,
    }),
  };
}

function describePlan(
  x: PlanInputs,
  d: {
    dir: -1 | 0 | 1;
    measured: boolean;
    probability: number;
    blocked: CallCheck['blocked'];
    trade: TradeLevels | null;
    gatilhos: Trigger[];
  },
): TradePlan {
  const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;
  const payout = x.option ? x.payout : null;
  // an option's value is weighed only at a measured hit rate: a wait has no bet to value, and
  // the evidence's agreement is no hit rate
  const weighed = payout && d.measured ? expectedValue(d.probability / 100, payout.value) : null;
  const equilibrio = payout
    ? round(breakEvenRate(payout.value) * 100, 1)
    : d.trade
      ? round(tradeBreakEvenRate(d.trade.riskReward) * 100, 1)
      : null;
  return {
    payout: payout?.value ?? null,
    payout_fonte: payout?.source ?? null,
    equilibrio,
    valor_esperado: weighed === null ? null : round(weighed, 2),
    entrada: d.trade?.entry ?? null,
    stop: d.trade?.stop ?? null,
    alvo: d.trade?.target ?? null,
    risco_retorno: d.trade ? round(d.trade.riskReward, 2) : null,
    expiracao_velas: x.option ? OPTION_EXPIRY_CANDLES : null,
    minutos_por_vela: x.minutesPerCandle,
    timeframe_assumido: x.timeframeAssumed,
    gatilhos: d.gatilhos,
    timeframe_maior: higherView(x.higher ?? null, d.dir, x.labels),
    resumo: summary(x, d, weighed, equilibrio),
  };
}

function summary(
  x: PlanInputs,
  d: {
    dir: -1 | 0 | 1;
    probability: number;
    blocked: CallCheck['blocked'];
    trade: TradeLevels | null;
    gatilhos: Trigger[];
  },
  weighed: number | null,
  equilibrio: number | null,
): string {
  const parts: string[] = [];
  const label = d.dir === 1 ? x.labels.up : x.labels.down;
  const candle = x.minutesPerCandle ? ` (${describeMinutes(x.minutesPerCandle)})` : '';
  if (x.option && x.payout && equilibrio !== null) {
    const economics = `Payout ${x.payout.value} % (${x.payout.source === 'imagem' ? 'lido na imagem' : 'assumido: da sua configuração'}): equilíbrio em ${pct1(equilibrio)} de acerto.`;
    parts.push(economics);
    if (d.dir !== 0)
      parts.push(
        `${label} agora: ${d.probability} % de acerto medido, valor esperado ${brl(weighed ?? 0)} por R$ ${REFERENCE_STAKE}; entrada na abertura da próxima vela, expiração de ${OPTION_EXPIRY_CANDLES} vela${candle}.`,
      );
  } else if (d.dir !== 0 && d.trade) {
    parts.push(
      `${label} a ${x.fmt(d.trade.entry)}, stop ${x.fmt(d.trade.stop)}, alvo ${x.fmt(d.trade.target)}: risco/retorno 1:${d.trade.riskReward.toFixed(1).replace('.', ',')} (equilíbrio em ${pct1(equilibrio ?? 0)} de acerto).`,
    );
  }
  if (d.blocked) parts.push(`Sem entrada agora: ${d.blocked.reason}.`);
  else if (d.dir === 0) parts.push('Sem entrada agora: nenhuma regra deu sinal nesta leitura.');
  const higher = higherView(x.higher ?? null, d.dir, x.labels);
  if (higher) parts.push(higher.texto);
  if (d.gatilhos.length)
    parts.push(
      `${d.dir === 0 ? 'O que esperar' : 'Se o cenário mudar'}: ${d.gatilhos.map((t) => t.condicao).join('; ')}.`,
    );
  return parts.join(' ');
}

const TREND_WORD = { ALTA: 'de alta', BAIXA: 'de baixa', LATERAL: 'lateral' } as const;

/** The higher timeframe in the plan: its trend and whether it agrees with the call, in words. */
function higherView(
  h: HigherTimeframe | null,
  dir: -1 | 0 | 1,
  labels: PlanInputs['labels'],
): TradePlan['timeframe_maior'] {
  if (!h) return null;
  if (h.status === 'ignored')
    return {
      timeframe: null,
      tendencia: null,
      concorda: null,
      texto: `Segundo print deixado de lado: ${h.reason}.`,
    };
  const name = `Timeframe maior${h.timeframe ? ` (${h.timeframe})` : ''}`;
  const agrees = higherAgrees(h, dir);
  const call = dir === 1 ? labels.up : labels.down;
  const verdict =
    agrees === null
      ? dir === 0
        ? ''
        : ': sem direção para confirmar a entrada'
      : agrees
        ? `: a favor da entrada ${call}`
        : `: contra a entrada ${call}, opere com cautela`;
  return {
    timeframe: h.timeframe,
    tendencia: h.trend,
    concorda: agrees,
    texto: `${name} ${TREND_WORD[h.trend]}${verdict}.`,
  };
}
