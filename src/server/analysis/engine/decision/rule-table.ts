import type { Accuracy } from '../../../../shared/analysis';
import { formatSigned } from './format';
import type { RuleInputs } from './rule-inputs';

/**
 * The decision, as one ordered table (docs/decisions/011-decision-rule.md): the first row whose
 * condition holds decides. A buy needs a measured ALTA trend or a confirmed bullish reversal at a
 * measured support; a sell is the mirror image; anything else is AGUARDAR, and every row states
 * its reason with the measured numbers.
 */
export type Side = 'buy' | 'sell' | 'wait';
/** what the call rests on: the measured trend, a reversal at a level, or nothing (wait) */
export type Basis = 'tendencia' | 'reversao' | 'espera';
export type RuleOutcome = { rule: RuleId; side: Side; basis: Basis; reason: string };
/** A row's verdict before its reason is written (the replay needs only the side). */
type Verdict = { side: Side; basis: Basis; reason: () => string };

export type RuleId =
  | 'volatilidade-extrema'
  | 'reversao-confirmada'
  | 'reversao-sem-confirmacao'
  | 'padrao-contra-tendencia'
  | 'tendencia-no-nivel'
  | 'tendencia-contra-grafico'
  | 'correcao-em-curso'
  | 'tendencia'
  | 'sem-tendencia';

/** Last 14 candles this many times wider than the chart's average: news, not a pattern. */
export const EXTREME_VOLATILITY = 2;
/** Last 3 candles' mean body against the trend, in mean ranges: a correction is under way. */
export const COUNTER_MOMENTUM = 0.15;

type Ctx = RuleInputs & { accuracy: Accuracy; fmt: (price: number) => string };
type Row = { id: RuleId; when: string; decide: (x: Ctx) => Verdict | null };

const up = (d: number) => (d === 1 ? 'alta' : 'baixa');
const slope = (r: number) => `${formatSigned(r)} range/vela`;
/** the whole chart's move as the share of its price span the trend line climbs or falls */
const wholeMove = (share: number) =>
  `${share >= 0 ? 'sobe' : 'cai'} ${Math.round(Math.abs(share) * 100)} % da amplitude do gráfico`;
const out = (side: Side, basis: Basis, reason: () => string): Verdict => ({ side, basis, reason });

export const RULE_TABLE: readonly Row[] = [
  {
    id: 'volatilidade-extrema',
    when: 'As últimas 14 velas têm range médio ≥ 2× o do gráfico inteiro',
    decide: (x) =>
      x.motion.volatility >= EXTREME_VOLATILITY
        ? out(
            'wait',
            'espera',
            () =>
              `Volatilidade extrema: as últimas velas têm ${x.motion.volatility.toFixed(1).replace('.', ',')}× o range médio do gráfico`,
          )
        : null,
  },
  {
    id: 'reversao-confirmada',
    when: 'Padrão de reversão confirmado cuja mínima (máxima) está num suporte (resistência) medido',
    decide: (x) => {
      const r = x.reversal;
      const level = r?.level;
      if (!r || !r.confirmed || !level) return null;
      const where = r.direction === 1 ? 'suporte' : 'resistência';
      const by = r.confirmedBy === 'vela seguinte' ? ', confirmado pela vela seguinte' : '';
      return out(
        r.direction === 1 ? 'buy' : 'sell',
        'reversao',
        () =>
          `Reversão de ${up(r.direction)} confirmada (${r.hit.name}${by}) no ${where} em ${x.fmt(level.price)}`,
      );
    },
  },
  {
    id: 'reversao-sem-confirmacao',
    when: 'Padrão de reversão num nível medido ainda sem a vela de confirmação',
    decide: (x) => {
      const r = x.reversal;
      const level = r?.level;
      if (!r || r.confirmed || !level) return null;
      return out(
        'wait',
        'espera',
        () =>
          `${r.hit.name} no ${r.direction === 1 ? 'suporte' : 'resistência'} em ${x.fmt(level.price)}: aguardar a vela de confirmação`,
      );
    },
  },
  {
    id: 'padrao-contra-tendencia',
    when: 'Tendência medida de alta (baixa) com padrão de baixa (alta) nas últimas 1–3 velas',
    decide: (x) => {
      const d = dir(x);
      const against = x.patterns.find((p) => p.bias === (d === 1 ? 'bearish' : 'bullish'));
      if (d === 0 || !against) return null;
      return out('wait', 'espera', () => `${against.name} nas últimas velas contra a tendência de ${up(d)}`);
    },
  },
  {
    id: 'tendencia-no-nivel',
    when: 'Tendência de alta (baixa) com a última vela encostada na resistência (suporte)',
    decide: (x) => {
      const d = dir(x);
      const level =
        d === 1 && x.position.zone === 'resistance'
          ? x.position.resistance
          : d === -1 && x.position.zone === 'support'
            ? x.position.support
            : null;
      if (!level) return null;
      return out(
        'wait',
        'espera',
        () =>
          `Tendência de ${up(d)} encostada ${d === 1 ? 'na resistência' : 'no suporte'} em ${x.fmt(level.price)}: aguardar rompimento ou rejeição`,
      );
    },
  },
  {
    id: 'tendencia-contra-grafico',
    when: 'Tendência recente contrária à do gráfico inteiro (no modo detalhado: não a favor dela)',
    decide: (x) => {
      const d = dir(x);
      if (d === 0) return null;
      const whole = x.trend.whole.label === 'ALTA' ? 1 : x.trend.whole.label === 'BAIXA' ? -1 : 0;
      if (whole === -d || (x.accuracy === 'detailed' && whole !== d))
        return out(
          'wait',
          'espera',
          () =>
            `Tendência de ${up(d)} nas últimas ${x.trend.recent.window} velas, mas o gráfico inteiro está ${x.trend.whole.label} (${wholeMove(x.trend.whole.ratio)})`,
        );
      return null;
    },
  },
  {
    id: 'correcao-em-curso',
    when: 'Tendência medida, mas as 3 últimas velas andam contra ela',
    decide: (x) => {
      const d = dir(x);
      if (d === 0 || x.motion.momentum * d > -COUNTER_MOMENTUM) return null;
      return out(
        'wait',
        'espera',
        () => `As últimas 3 velas andam contra a tendência de ${up(d)}: correção em curso`,
      );
    },
  },
  {
    id: 'tendencia',
    when: 'Tendência medida de alta (baixa) sem nada contra',
    decide: (x) => {
      const d = dir(x);
      if (d === 0) return null;
      return out(
        d === 1 ? 'buy' : 'sell',
        'tendencia',
        () =>
          `Tendência de ${up(d)} medida nas últimas ${x.trend.recent.window} velas (${slope(x.trend.recent.ratio)}), sem padrão ou nível contra`,
      );
    },
  },
  {
    id: 'sem-tendencia',
    when: 'Nenhuma das anteriores (tendência LATERAL, sem reversão num nível)',
    decide: (x) => {
      const loose =
        x.reversal && !x.reversal.level ? `; ${x.reversal.hit.name} fora de suporte/resistência medidos` : '';
      return out(
        'wait',
        'espera',
        () =>
          `Sem tendência medida nas últimas ${x.trend.recent.window} velas (${slope(x.trend.recent.ratio)})${loose}`,
      );
    },
  },
];

function dir(x: Ctx): -1 | 0 | 1 {
  return x.trend.recent.label === 'ALTA' ? 1 : x.trend.recent.label === 'BAIXA' ? -1 : 0;
}

/** The first row that decides; `fmt` writes prices in the reason (omit it when only the side matters). */
export function applyRuleTable(
  inputs: RuleInputs,
  accuracy: Accuracy,
  fmt?: (price: number) => string,
): RuleOutcome {
  const ctx: Ctx = { ...inputs, accuracy, fmt: fmt ?? String };
  for (const row of RULE_TABLE) {
    const v = row.decide(ctx);
    if (v) return { rule: row.id, side: v.side, basis: v.basis, reason: fmt ? v.reason() : '' };
  }
  throw new Error('the last row of the rule table always decides');
}
