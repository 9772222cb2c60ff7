import { describeMinutes } from '../../../../shared/plan';
import type { Trigger } from '../../../../shared/analysis';
import type { Level } from '../evidence/support-resistance';
import type { Ohlc } from '../types';
import {
  MAX_TRIGGERS,
  MIN_TRADE_RISK_REWARD,
  OPTION_EXPIRY_CANDLES,
  OPTION_TRIGGER_CANDLES,
  SWING_CANDLES,
  TRADE_TRIGGER_CANDLES,
} from './plan-params';
import type { RuleInputs } from './rule-inputs';
import type { RuleId } from './rule-table';
import { breakoutRecord, type BreakoutRecord } from './breakout-record';
import { MIN_RECORD } from './replay-rule';
import { tradeLevels } from './trade-levels';

/**
 * What to wait for (issue 22): conditions a trader can check on the next candles, each with a
 * price on the chart, how long it holds and what to do when it fires. Built from measured levels
 * only: the nearest resistance above and support below the last close (the chart's extremes when
 * no level stands there), the confirmation of a pending reversal, and the resumption of a trend
 * the last candles pulled back from. The side the evidence leans to comes first.
 */
export type TriggerInputs = {
  series: readonly Ohlc[];
  inputs: RuleInputs;
  rule: RuleId;
  /** the side to list first: the call, the call the numbers blocked, or the evidence's lean */
  lean: -1 | 0 | 1;
  option: boolean;
  labels: { up: 'CALL' | 'COMPRA'; down: 'PUT' | 'VENDA' };
  minutesPerCandle: number | null;
  fmt: (price: number) => string;
  /** prices are relative units (no axis read): the trader finds the level as a line on the picture */
  relative: boolean;
};

type Draft = {
  direction: 1 | -1;
  price: number;
  regra: Trigger['regra'];
  /** the level in words: "resistência com 3 toques", "máxima do gráfico" */
  what: string;
  /** a breakout's level is its own invalidation */
  breakout: boolean;
};

export function buildTriggers(x: TriggerInputs): Trigger[] {
  const order = (t: Trigger) => (x.lean !== 0 && (t.tipo === 'fechar-acima' ? 1 : -1) === x.lean ? 0 : 1);
  const setups = setupDrafts(x)
    .map((d) => toTrigger(x, d))
    .filter((t): t is Trigger => t !== null && worthTaking(x, t));
  const breakouts: Trigger[] = [];
  for (const direction of [1, -1] as const) {
    const trigger = firstWorthTaking(x, breakoutDrafts(x, direction));
    if (trigger)
      breakouts.push({
        ...trigger,
        historico: describeBreakouts(breakoutRecord(x.series, direction), direction),
      });
  }
  const sorted = [...setups, ...breakouts]
    .map((t, i) => ({ t, i }))
    .sort((a, b) => order(a.t) - order(b.t) || a.i - b.i)
    .map(({ t }) => t);
  const kept: Trigger[] = [];
  const close = 0.25 * x.inputs.meanRange;
  for (const t of sorted) {
    if (kept.some((k) => k.tipo === t.tipo && Math.abs(k.preco - t.preco) <= close)) continue;
    kept.push(t);
  }
  return kept.slice(0, MAX_TRIGGERS);
}

/** A trade trigger must lead to a trade we would propose; options and relative charts have no R/R. */
function worthTaking(x: TriggerInputs, t: Trigger): boolean {
  return t.risco_retorno === null || t.risco_retorno >= MIN_TRADE_RISK_REWARD;
}

/**
 * The nearest breakout worth taking: when the next level sits too close above a resistance for
 * the trade to pay 1.5 times its risk, the breakout that matters is that next level's. Failing
 * all, the best one that at least pays its risk.
 */
function firstWorthTaking(x: TriggerInputs, drafts: Draft[]): Trigger | null {
  const triggers = drafts.map((d) => toTrigger(x, d)).filter((t): t is Trigger => t !== null);
  const good = triggers.find((t) => worthTaking(x, t));
  if (good) return good;
  const paying = triggers.filter((t) => (t.risco_retorno ?? 0) >= 1);
  return paying.sort((a, b) => (b.risco_retorno ?? 0) - (a.risco_retorno ?? 0))[0] ?? null;
}

/** A pending reversal's confirmation, or a pulled-back trend's resumption. */
function setupDrafts(x: TriggerInputs): Draft[] {
  const { series, inputs } = x;
  const r = inputs.reversal;
  if (r && !r.confirmed && r.level) {
    const end = series[r.hit.end]!;
    const up = r.direction === 1;
    return [
      {
        direction: r.direction,
        price: up ? end.high : end.low,
        regra: 'confirmacao-reversao',
        what: `${up ? 'máxima' : 'mínima'} do padrão ${r.hit.name}, confirmando a reversão ${up ? 'no suporte' : 'na resistência'} em ${x.fmt(r.level.price)}`,
        breakout: false,
      },
    ];
  }
  const d = inputs.trend.recent.label === 'ALTA' ? 1 : inputs.trend.recent.label === 'BAIXA' ? -1 : 0;
  const pulledBack = ['correcao-em-curso', 'padrao-contra-tendencia', 'tendencia-contra-grafico'];
  if (d === 0 || !pulledBack.includes(x.rule)) return [];
  const tail = series.slice(-SWING_CANDLES);
  return [
    {
      direction: d,
      price: d === 1 ? Math.max(...tail.map((c) => c.high)) : Math.min(...tail.map((c) => c.low)),
      regra: 'retomada-tendencia',
      what: `${d === 1 ? 'máxima' : 'mínima'} das últimas ${tail.length} velas: a tendência de ${d === 1 ? 'alta' : 'baixa'} retoma`,
      breakout: false,
    },
  ];
}

/**
 * Breakouts one way, nearest first: each measured level beyond the last close, then the chart's
 * extreme, then (when the last candle made it) that candle's own extreme.
 */
function breakoutDrafts(x: TriggerInputs, direction: 1 | -1): Draft[] {
  const { series, inputs } = x;
  const last = series[series.length - 1]!;
  const up = direction === 1;
  const regra = up ? 'rompimento-resistencia' : 'rompimento-suporte';
  const touches = (l: Level) => `${l.touches} toque${l.touches > 1 ? 's' : ''}`;
  const levels = up ? inputs.resistances : inputs.supports;
  const drafts: Draft[] = levels.map((l) => ({
    direction,
    price: l.price,
    regra,
    what: `${up ? 'resistência' : 'suporte'} com ${touches(l)}`,
    breakout: true,
  }));
  const extreme = up ? Math.max(...series.map((c) => c.high)) : Math.min(...series.map((c) => c.low));
  const lastExtreme = up ? last.high : last.low;
  const beyondLevels = (p: number) => levels.every((l) => direction * (p - l.price) > 0);
  if (direction * (extreme - lastExtreme) > 0 && beyondLevels(extreme))
    drafts.push({
      direction,
      price: extreme,
      regra,
      what: `${up ? 'máxima' : 'mínima'} do gráfico`,
      breakout: true,
    });
  else if (beyondLevels(lastExtreme))
    drafts.push({
      direction,
      price: lastExtreme,
      regra,
      what: `${up ? 'máxima' : 'mínima'} da última vela, ${up ? 'topo' : 'fundo'} do gráfico`,
      breakout: true,
    });
  return drafts;
}

function toTrigger(x: TriggerInputs, d: Draft): Trigger | null {
  const label = d.direction === 1 ? x.labels.up : x.labels.down;
  const velas = x.option ? OPTION_TRIGGER_CANDLES : TRADE_TRIGGER_CANDLES;
  const span = x.minutesPerCandle ? ` (${describeMinutes(velas * x.minutesPerCandle)})` : '';
  const validade = `nas próximas ${velas} velas${span}`;
  const side = d.direction === 1 ? 'acima' : 'abaixo';
  const where = x.relative ? ', linha marcada no gráfico anotado' : '';
  const condicao = `${label} se uma vela fechar ${side} de ${x.fmt(d.price)} (${d.what}${where}) ${validade}`;
  const base = {
    direcao: label,
    condicao,
    preco: d.price,
    validade,
    tipo: d.direction === 1 ? ('fechar-acima' as const) : ('fechar-abaixo' as const),
    velas,
    regra: d.regra,
  };
  if (x.option) {
    const expiry = x.minutesPerCandle
      ? ` (${describeMinutes(OPTION_EXPIRY_CANDLES * x.minutesPerCandle)})`
      : '';
    return {
      ...base,
      acao: `${label} na abertura da vela seguinte, expiração de ${OPTION_EXPIRY_CANDLES} vela${expiry}`,
      expiracao_velas: OPTION_EXPIRY_CANDLES,
      stop: null,
      alvo: null,
      risco_retorno: null,
    };
  }
  if (x.relative)
    return {
      ...base,
      acao: `${label} no fechamento que confirmar; stop e alvo a definir (escala de preços não lida)`,
      expiracao_velas: null,
      stop: null,
      alvo: null,
      risco_retorno: null,
    };
  const levels = tradeLevels({
    direction: d.direction,
    entry: d.price,
    series: x.series,
    levels: [...x.inputs.supports, ...x.inputs.resistances],
    meanRange: x.inputs.meanRange,
    ...(d.breakout ? { brokenLevel: d.price } : {}),
  });
  // a trigger leads to a trade: one that risks more than it can win is no plan
  if (levels.riskReward < 1) return null;
  const rr = `1:${levels.riskReward.toFixed(1).replace('.', ',')}`;
  const thin =
    levels.riskReward < MIN_TRADE_RISK_REWARD ? ', abaixo de 1:1,5: o melhor que os níveis dão' : '';
  return {
    ...base,
    acao: `${label} no fechamento que confirmar, stop ${x.fmt(levels.stop)}, alvo ${x.fmt(levels.target)} (risco/retorno ${rr}${thin})`,
    expiracao_velas: null,
    stop: levels.stop,
    alvo: levels.target,
    risco_retorno: Math.round(levels.riskReward * 100) / 100,
  };
}

/** The breakouts' record in the trader's words, like the rule's (record-text.ts). */
function describeBreakouts(r: BreakoutRecord, direction: 1 | -1): NonNullable<Trigger['historico']> {
  const kind = direction === 1 ? 'resistência' : 'suporte';
  const pct = (v: number) => Math.round(v * 100);
  let texto: string;
  if (r.signals === 0)
    texto = `Nesta imagem, nenhum rompimento de ${kind} nas velas anteriores: sem histórico para medir.`;
  else if (r.signals < MIN_RECORD)
    texto = `Nesta imagem, só ${r.signals} rompimento${r.signals === 1 ? '' : 's'} de ${kind} nas velas anteriores (a vela seguinte seguiu em ${r.hits}): poucos para medir.`;
  else
    texto = `Nesta imagem, a vela seguinte seguiu ${r.hits} de ${r.signals} rompimentos de ${kind} (${pct(r.hits / r.signals)} %; intervalo de 90 %: ${pct(r.interval90![0])}–${pct(r.interval90![1])} %).`;
  return { sinais: r.signals, acertos: r.hits, texto };
}
