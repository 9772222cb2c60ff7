import type { Ohlc } from '../types';
import { TIE_UNCERTAINTY_PX } from './verify-params';

/**
 * Judging a call on the later print's candles, in its own units, one entry per time slot (null
 * where the reader found no candle: time-slots.ts). The print's last candle may still be forming,
 * so only the ones before it count as closed (a touch of a target or stop on it is already real).
 * A candle the judgement needs that was not read makes it `unverifiable`, never a guess; so does
 * an expiry close within the reading's uncertainty of the entry, so a draw is never judged from
 * pixels (a draw counts in no figure: nothing is lost by not recording one).
 */
export type Judged = {
  outcome: 'win' | 'loss' | 'draw' | 'pending' | 'unverifiable';
  reason: string;
  /** candle indexes of the later print: where the entry opened and where the call was settled */
  entryCandle: number | null;
  exitCandle: number | null;
  entry: number | null;
  exit: number | null;
  /**
   * this print cannot settle the call, another may: a candle the judgement needs was not read,
   * or the close lies within the reading's uncertainty of the entry
   */
  illegible?: boolean;
};

type Candles = { series: ReadonlyArray<Ohlc | null>; pixel: number };

const ordinal = (n: number) => `${n}.ª`;

/** Fixed-time option: entry at the open of candle `entry`, exit at the close `expiry` candles on. */
export function judgeExpiry(c: Candles, x: { entry: number; expiry: number; up: boolean }): Judged {
  const exitCandle = x.entry + x.expiry - 1;
  const lastClosed = c.series.length - 2;
  if (exitCandle > lastClosed) {
    const shown = Math.max(0, lastClosed - x.entry + 1);
    return pending(
      `a vela de expiração (a ${ordinal(x.expiry)} após a entrada) ainda não fechou no print: ${shown} de ${x.expiry} fechada${x.expiry === 1 ? '' : 's'}`,
    );
  }
  const entryCandle = c.series[x.entry];
  const closing = c.series[exitCandle];
  if (!entryCandle || !closing)
    return illegible(`a vela ${entryCandle ? 'de expiração' : 'de entrada'} não foi lida no segundo print`);
  const entry = entryCandle.open;
  const exit = closing.close;
  const move = (exit - entry) * (x.up ? 1 : -1);
  const base = { entryCandle: x.entry, exitCandle, entry, exit };
  // in pixels of the later print, where both edges were read in whole rows (rounded: a row apart
  // must not come out as 0.9999 of one)
  const apart = Math.round((Math.abs(exit - entry) / c.pixel) * 100) / 100;
  // a close this near the entry cannot be told from a draw or from the other side: each edge is
  // read to about a pixel, and a line crossing both bodies puts them in one row (on the rendered
  // pairs every close read in the entry's row was a move of 2-5 px), so this print settles nothing
  if (apart < TIE_UNCERTAINTY_PX)
    return illegible(
      `o fechamento da vela de expiração ficou a menos de ${TIE_UNCERTAINTY_PX} pixels da entrada, dentro da incerteza da leitura: o print não mostra se fechou acima, abaixo ou no preço de entrada (empate)`,
    );
  return move > 0
    ? {
        ...base,
        outcome: 'win',
        reason: `a vela de expiração fechou ${x.up ? 'acima' : 'abaixo'} da entrada`,
      }
    : {
        ...base,
        outcome: 'loss',
        reason: `a vela de expiração fechou ${x.up ? 'abaixo' : 'acima'} da entrada`,
      };
}

/** A trade from the open of candle `entry`: whichever of target and stop a candle touches first. */
export function judgeLevels(
  c: Candles,
  x: { entry: number; up: boolean; target: number; stop: number },
): Judged {
  if (x.entry > c.series.length - 1) return pending('a vela de entrada ainda não aparece no print');
  const first = c.series[x.entry];
  if (!first) return illegible('a vela de entrada não foi lida no segundo print');
  const entry = first.open;
  const dir = x.up ? 1 : -1;
  if ((x.target - entry) * dir <= 0 || (entry - x.stop) * dir <= 0)
    return {
      ...none,
      outcome: 'unverifiable',
      reason: 'a entrada abriu além do alvo ou do stop: a operação proposta não existiu',
    };
  for (let j = x.entry; j < c.series.length; j++) {
    const k = c.series[j];
    // a candle not read may have touched either level: nothing after it can be settled
    if (!k)
      return illegible(
        'uma vela depois da entrada não foi lida no segundo print: não se sabe o que ela tocou',
      );
    const target = x.up ? k.high >= x.target : k.low <= x.target;
    const stop = x.up ? k.low <= x.stop : k.high >= x.stop;
    const base = { entryCandle: x.entry, exitCandle: j, entry };
    if (target && stop)
      return {
        ...base,
        exit: null,
        outcome: 'unverifiable',
        reason: 'alvo e stop foram tocados na mesma vela: o print não mostra qual veio primeiro',
      };
    if (target) return { ...base, exit: x.target, outcome: 'win', reason: 'o alvo foi tocado antes do stop' };
    if (stop) return { ...base, exit: x.stop, outcome: 'loss', reason: 'o stop foi tocado antes do alvo' };
  }
  return { ...pending('nem o alvo nem o stop foram tocados até agora'), entryCandle: x.entry, entry };
}

const none = { entryCandle: null, exitCandle: null, entry: null, exit: null };

function pending(reason: string): Judged {
  return { ...none, outcome: 'pending', reason };
}

function illegible(reason: string): Judged {
  return { ...none, outcome: 'unverifiable', reason, illegible: true };
}
