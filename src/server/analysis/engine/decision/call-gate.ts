import { breakEvenRate, expectedValue, REFERENCE_STAKE } from '../../../../shared/plan';
import { MIN_CALL_PROBABILITY, MIN_TRADE_RISK_REWARD } from './plan-params';
import { MIN_RECORD } from './replay-rule';
import type { Side } from './rule-table';

/**
 * Whether the rule's call survives its own numbers (issue 22). A call is shown only when the
 * probability it shows is at least 50 %; an option's only when the record's 90 % interval — not
 * its point — lies above the break-even hit rate the payout sets, and the expected value is
 * positive; a trade's only when its prices are known and its risk/reward is at least 1.5.
 * Otherwise the answer waits, and `reason` says why in those numbers.
 */
export type CallCheck = { side: Side; blocked: { side: 'buy' | 'sell'; reason: string } | null };

export type CallFigures = {
  side: Side;
  option: boolean;
  /** the probability the answer shows for the call, percent */
  probability: number;
  /** the rule's record on this chart */
  record: { signals: number; hits: number; interval90: [number, number] | null };
  /** whether `probability` is the record's hit rate (else the evidence's agreement) */
  fromRecord: boolean;
  /** options: payout, percent */
  payout: number | null;
  /** trades: risk/reward of the levels; null when the price axis was not read */
  riskReward: number | null;
  /** prices in words, for the reason */
  fmtPrice?: (v: number) => string;
};

export const pct1 = (v: number) => `${v.toFixed(1).replace('.', ',')} %`;
export const brl = (v: number) => `${v < 0 ? '−' : '+'}R$ ${Math.abs(v).toFixed(2).replace('.', ',')}`;
const ratio = (v: number) => `1:${v.toFixed(1).replace('.', ',')}`;

export function checkCall(x: CallFigures): CallCheck {
  if (x.side === 'wait') return { side: 'wait', blocked: null };
  const block = (reason: string): CallCheck => ({
    side: 'wait',
    blocked: { side: x.side as 'buy' | 'sell', reason },
  });
  const rec = x.record;
  const recordText = x.fromRecord ? ` (a regra acertou ${rec.hits} de ${rec.signals} nesta imagem)` : '';
  if (x.probability < MIN_CALL_PROBABILITY)
    return block(
      `a probabilidade de ${x.probability} %${recordText} fica abaixo de ${MIN_CALL_PROBABILITY} %: o outro lado é o mais provável`,
    );
  if (x.option) {
    const payout = x.payout ?? 0;
    const even = breakEvenRate(payout) * 100;
    const economics = `com payout de ${payout} %, o equilíbrio é ${pct1(even)}`;
    if (!x.fromRecord)
      return block(
        `${economics}, e a regra deu só ${rec.signals} sina${rec.signals === 1 ? 'l' : 'is'} nas velas anteriores desta imagem (mínimo ${MIN_RECORD}): não há taxa medida para mostrar que a entrada o supera`,
      );
    const ev = expectedValue(x.probability / 100, payout);
    if (ev < 0)
      return block(
        `${economics}; a taxa medida de ${x.probability} %${recordText} dá ${brl(ev)} por R$ ${REFERENCE_STAKE} apostados`,
      );
    const low = rec.interval90 ? rec.interval90[0] : 0;
    if (low < even)
      return block(
        `${economics}; a taxa medida de ${x.probability} %${recordText} tem intervalo de 90 % de ${rec.interval90?.[0] ?? 0}–${rec.interval90?.[1] ?? 100} %, que não fica todo acima do equilíbrio: a vantagem não está comprovada`,
      );
    return { side: x.side, blocked: null };
  }
  if (x.riskReward === null)
    return block('escala de preços não lida: sem preços, não há entrada, stop e alvo para uma operação');
  if (x.riskReward < MIN_TRADE_RISK_REWARD)
    return block(
      `o alvo no nível medido mais próximo dá risco/retorno de ${ratio(x.riskReward)}, abaixo do mínimo de ${ratio(MIN_TRADE_RISK_REWARD)}`,
    );
  return { side: x.side, blocked: null };
}
