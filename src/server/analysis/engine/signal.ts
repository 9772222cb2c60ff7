import type { Accuracy } from '../../../shared/analysis';
import type { Intent } from './spec-text';
import type { IndicatorReadings } from './ta/indicators';
import type { PatternHit } from './ta/patterns';
import type { Level } from './ta/support-resistance';
import { TREND_THRESHOLD } from './ta/trend';

/**
 * Confluence: every piece of measured evidence votes up (+1), down (−1) or abstains (0) with
 * a weight. The score is the weighted mean vote, so it is near ±1 only when independent
 * evidence agrees, and near 0 when it is weak or contradictory.
 */
export type Evidence = { label: string; vote: -1 | 0 | 1; weight: number };
export type SignalDecision = { side: 'buy' | 'sell' | 'wait'; score: number; threshold: number; probability: number; evidence: Evidence[] };

export type SignalInputs = {
  ratio: number;
  ind: IndicatorReadings;
  lastClose: number;
  meanRange: number;
  patterns: PatternHit[];
  support: Level | undefined;
  resistance: Level | undefined;
  intents: Intent[];
  accuracy: Accuracy;
  /** last volume bar / mean of the previous ones, with the last candle's direction; null = no volume pane */
  volume: { ratio: number; direction: 'up' | 'down' } | null;
  /** 0–1: how well the chart was read (share of the time grid filled, enough candles) */
  readQuality: number;
};

const THRESHOLD: Record<Accuracy, number> = { fast: 0.2, balanced: 0.25, detailed: 0.3 };

const sign = (v: number): -1 | 0 | 1 => (v > 0 ? 1 : v < 0 ? -1 : 0);

export function collectEvidence(x: SignalInputs): Evidence[] {
  const reversal = x.intents.includes('reversal');
  const trendFollow = x.intents.includes('trend') || x.intents.includes('breakout');
  const trendW = (reversal ? 0.9 : 1.5) * (trendFollow ? 1.3 : 1);
  const revW = reversal ? 1.5 : 1;
  const ev: Evidence[] = [];
  const strong = Math.abs(x.ratio) > TREND_THRESHOLD;
  ev.push({ label: strong ? `Tendência de ${x.ratio > 0 ? 'alta' : 'baixa'} nas últimas 20 velas` : 'Sem tendência definida nas últimas 20 velas', vote: strong ? sign(x.ratio) : 0, weight: trendW * Math.min(1, 0.4 + Math.abs(x.ratio)) });
  const { ema9, ema21, rsi, macd, bollinger, momentum } = x.ind;
  if (ema9 !== null && ema21 !== null) {
    const aligned = ema9 > ema21 && x.lastClose > ema9 ? 1 : ema9 < ema21 && x.lastClose < ema9 ? -1 : 0;
    ev.push({ label: aligned === 1 ? 'MME 9 acima da MME 21, preço acima das médias' : aligned === -1 ? 'MME 9 abaixo da MME 21, preço abaixo das médias' : 'Médias 9/21 sem alinhamento', vote: aligned, weight: trendW * 0.7 });
  }
  if (rsi !== null) {
    if (rsi < 30) ev.push({ label: `IFR(14) em sobrevenda (${rsi.toFixed(0)})`, vote: 1, weight: 0.8 * revW });
    else if (rsi > 70) ev.push({ label: `IFR(14) em sobrecompra (${rsi.toFixed(0)})`, vote: -1, weight: 0.8 * revW });
    else ev.push({ label: `IFR(14) em ${rsi.toFixed(0)}`, vote: rsi > 55 ? 1 : rsi < 45 ? -1 : 0, weight: 0.5 });
  }
  if (macd) {
    const cross = macd.previousHistogram !== null && sign(macd.previousHistogram) !== sign(macd.histogram);
    ev.push({ label: `MACD ${macd.histogram > 0 ? 'positivo' : 'negativo'}${cross ? ' (cruzamento recente)' : ''}`, vote: sign(macd.histogram), weight: cross ? 0.9 : 0.6 });
  }
  if (bollinger) {
    if (bollinger.position > 1) ev.push({ label: 'Preço acima da banda de Bollinger superior (esticado)', vote: -1, weight: 0.5 * revW });
    else if (bollinger.position < 0) ev.push({ label: 'Preço abaixo da banda de Bollinger inferior (esticado)', vote: 1, weight: 0.5 * revW });
  }
  if (Math.abs(momentum) > 0.15) ev.push({ label: `Momento das últimas 3 velas ${momentum > 0 ? 'comprador' : 'vendedor'}`, vote: sign(momentum), weight: 0.7 * Math.min(1, Math.abs(momentum) / 0.5) });
  for (const p of x.patterns) {
    if (p.bias === 'neutral') ev.push({ label: `Padrão ${p.name} (indecisão)`, vote: 0, weight: 0.3 });
    else ev.push({ label: `Padrão ${p.name}`, vote: p.bias === 'bullish' ? 1 : -1, weight: p.weight * revW });
  }
  if (x.volume && x.volume.ratio >= 1.5) {
    ev.push({ label: `Volume forte na última vela (${x.volume.ratio.toFixed(1).replace('.', ',')}× a média)`, vote: x.volume.direction === 'up' ? 1 : -1, weight: 0.5 });
  }
  const near = x.meanRange * 0.6;
  if (x.support && x.lastClose - x.support.price <= near) ev.push({ label: `Preço junto a suporte (${x.support.touches} toque${x.support.touches > 1 ? 's' : ''})`, vote: 1, weight: 0.5 + 0.1 * Math.min(4, x.support.touches) });
  if (x.resistance && x.resistance.price - x.lastClose <= near) ev.push({ label: `Preço junto a resistência (${x.resistance.touches} toque${x.resistance.touches > 1 ? 's' : ''})`, vote: -1, weight: 0.5 + 0.1 * Math.min(4, x.resistance.touches) });
  return ev;
}

export function decideSignal(x: SignalInputs): SignalDecision {
  const evidence = collectEvidence(x);
  const total = evidence.reduce((s, e) => s + e.weight, 0);
  const raw = total > 0 ? evidence.reduce((s, e) => s + e.weight * e.vote, 0) / total : 0;
  const score = raw * (0.6 + 0.4 * Math.max(0, Math.min(1, x.readQuality)));
  const side = score >= THRESHOLD[x.accuracy] ? 'buy' : score <= -THRESHOLD[x.accuracy] ? 'sell' : 'wait';
  // A next-candle call is close to a coin flip; agreement moves it at most to 85 %.
  const probability = Math.round(50 + 35 * Math.min(1, Math.abs(score)));
  return { side, score, threshold: THRESHOLD[x.accuracy], probability, evidence };
}
