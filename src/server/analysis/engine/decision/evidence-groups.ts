import type { IndicatorReadings } from '../evidence/indicators';
import type { RuleInputs } from './rule-inputs';

/**
 * Evidence grouped by what it measures. Trend slope, moving-average alignment, MACD sign, a
 * mid-range RSI and the last candles' momentum all measure the same recent drift: they form one
 * group with one vote, so a plain uptrend is counted once, not five times. Each group's vote is
 * the mean of its members' votes (−1…+1); the agreement score is the weighted mean of the groups
 * that could be measured.
 */
export type GroupId = 'tendencia' | 'grafico' | 'padrao' | 'extremos' | 'volume' | 'maior';
export type Member = { label: string; vote: -1 | 0 | 1 };
export type EvidenceGroup = { id: GroupId; name: string; weight: number; vote: number; members: Member[] };

const WEIGHTS: Record<GroupId, number> = {
  tendencia: 1,
  grafico: 0.5,
  padrao: 1,
  extremos: 1,
  volume: 0.5,
  // the trader's second print, a higher timeframe: the context a short chart sits in
  maior: 1,
};
const NAMES: Record<GroupId, string> = {
  tendencia: 'Tendência recente',
  grafico: 'Gráfico inteiro',
  padrao: 'Padrão de velas',
  extremos: 'Posição e extremos',
  volume: 'Volume',
  maior: 'Timeframe maior',
};

const sign = (v: number): -1 | 0 | 1 => (v > 0 ? 1 : v < 0 ? -1 : 0);
const pct = (v: number) => v.toFixed(0);

export type GroupInputs = {
  rule: RuleInputs;
  ind: IndicatorReadings;
  lastClose: number;
  /** last volume bar over the mean of the previous ones, with the last candle's direction; null = no volume pane read */
  volume: { ratio: number; direction: 'up' | 'down' } | null;
  /** the higher timeframe's members (higher-timeframe.ts), when a second print was read */
  higher?: Member[] | null;
};

export function groupEvidence(x: GroupInputs): EvidenceGroup[] {
  const { trend, patterns, reversal, position, motion } = x.rule;
  const groups: EvidenceGroup[] = [];
  const add = (id: GroupId, members: Member[]) => {
    if (!members.length) return;
    const vote = members.reduce((s, m) => s + m.vote, 0) / members.length;
    groups.push({ id, name: NAMES[id], weight: WEIGHTS[id], vote, members });
  };

  const drift: Member[] = [];
  const r = trend.recent;
  drift.push({
    label: `Inclinação das últimas ${r.window} velas ${r.label === 'LATERAL' ? 'lateral' : r.label === 'ALTA' ? 'de alta' : 'de baixa'}`,
    vote: r.label === 'ALTA' ? 1 : r.label === 'BAIXA' ? -1 : 0,
  });
  const { ema9, ema21, rsi, macd, bollinger } = x.ind;
  if (ema9 !== null && ema21 !== null) {
    const aligned = ema9 > ema21 && x.lastClose > ema9 ? 1 : ema9 < ema21 && x.lastClose < ema9 ? -1 : 0;
    drift.push({
      label:
        aligned === 1
          ? 'MME 9 acima da MME 21, preço acima das médias'
          : aligned === -1
            ? 'MME 9 abaixo da MME 21, preço abaixo das médias'
            : 'Médias 9/21 sem alinhamento',
      vote: aligned,
    });
  }
  if (macd)
    drift.push({
      label: `Histograma do MACD ${macd.histogram > 0 ? 'positivo' : 'negativo'}`,
      vote: sign(macd.histogram),
    });
  if (rsi !== null && rsi >= 30 && rsi <= 70)
    drift.push({ label: `IFR(14) em ${pct(rsi)}`, vote: rsi > 55 ? 1 : rsi < 45 ? -1 : 0 });
  drift.push({
    label: `Momento das últimas 3 velas ${Math.abs(motion.momentum) <= 0.15 ? 'neutro' : motion.momentum > 0 ? 'comprador' : 'vendedor'}`,
    vote: Math.abs(motion.momentum) <= 0.15 ? 0 : sign(motion.momentum),
  });
  add('tendencia', drift);

  const w = trend.whole;
  add('grafico', [
    {
      label: `Gráfico inteiro (${w.window} velas) ${w.label === 'LATERAL' ? 'lateral' : w.label === 'ALTA' ? 'de alta' : 'de baixa'}`,
      vote: w.label === 'ALTA' ? 1 : w.label === 'BAIXA' ? -1 : 0,
    },
  ]);

  // the loudest pattern of the last candles (a confirmed reversal speaks for its pattern)
  const lead = reversal?.confirmed
    ? reversal.hit
    : (patterns.find((p) => p.bias !== 'neutral') ?? patterns[0]);
  add(
    'padrao',
    lead
      ? [
          {
            label: `${lead.name}${reversal?.confirmed && reversal.hit === lead && reversal.confirmedBy === 'vela seguinte' ? ' confirmado pela última vela' : ''}`,
            vote: lead.bias === 'bullish' ? 1 : lead.bias === 'bearish' ? -1 : 0,
          },
        ]
      : [{ label: 'Nenhum padrão clássico nas últimas velas', vote: 0 }],
  );

  // where the price stands: at a level, stretched past a band, overbought or oversold — all
  // say the same thing (room left to move), so they share one vote
  const extremes: Member[] = [];
  if (position.zone === 'support' && position.support)
    extremes.push({
      label: `Preço junto ao suporte (${position.support.touches} toque${position.support.touches > 1 ? 's' : ''})`,
      vote: 1,
    });
  else if (position.zone === 'resistance' && position.resistance)
    extremes.push({
      label: `Preço junto à resistência (${position.resistance.touches} toque${position.resistance.touches > 1 ? 's' : ''})`,
      vote: -1,
    });
  else extremes.push({ label: 'Preço longe de suporte e resistência', vote: 0 });
  if (rsi !== null && rsi < 30) extremes.push({ label: `IFR(14) em sobrevenda (${pct(rsi)})`, vote: 1 });
  if (rsi !== null && rsi > 70) extremes.push({ label: `IFR(14) em sobrecompra (${pct(rsi)})`, vote: -1 });
  if (bollinger && bollinger.position > 1)
    extremes.push({ label: 'Fechamento acima da banda de Bollinger superior', vote: -1 });
  if (bollinger && bollinger.position < 0)
    extremes.push({ label: 'Fechamento abaixo da banda de Bollinger inferior', vote: 1 });
  add('extremos', extremes);

  if (x.volume) {
    const strong = x.volume.ratio >= 1.5;
    add('volume', [
      {
        label: `Volume da última vela ${x.volume.ratio.toFixed(1).replace('.', ',')}× a média${strong ? (x.volume.direction === 'up' ? ' (compra forte)' : ' (venda forte)') : ''}`,
        vote: strong ? (x.volume.direction === 'up' ? 1 : -1) : 0,
      },
    ]);
  }
  if (x.higher?.length) add('maior', x.higher);
  return groups;
}

/** Weighted mean group vote, −1…+1. */
export function agreementScore(groups: readonly EvidenceGroup[]): number {
  const total = groups.reduce((s, g) => s + g.weight, 0);
  return total > 0 ? groups.reduce((s, g) => s + g.weight * g.vote, 0) / total : 0;
}

/**
 * The agreement score as a percentage for a call: 50 % when the evidence is split, moving at
 * most 35 points towards 85 % (all groups agree) or 15 % (all against). For AGUARDAR it is read
 * towards whichever side the evidence leans.
 */
export function agreementPercent(score: number, direction: -1 | 0 | 1): number {
  const towards = direction === 0 ? Math.abs(score) : score * direction;
  return Math.round(50 + 35 * Math.max(-1, Math.min(1, towards)));
}
