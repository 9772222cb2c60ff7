import type { Ohlc } from '../types';
import { judgeExpiry, judgeLevels, type Judged } from './judge';
import { alignPrints } from './align-prints';
import type { PrintMatch } from './match-prints';
import type { PrintSeries } from './print-series';
import { candlesBySlot } from './time-slots';

/**
 * Issue 24: a call checked against a later print of the same chart. Pure: both prints come in
 * as read series (`printSeriesOf`), the call as the earlier analysis stated it, on the earlier
 * print's price scale.
 */
export type CallToVerify =
  /** options: entry at the next candle's open, exit at the close `expiry` candles later */
  | { kind: 'expiry'; direction: 'CALL' | 'PUT' | 'COMPRA' | 'VENDA'; expiry: number }
  /** trades: target or stop, whichever is touched first */
  | { kind: 'levels'; direction: 'COMPRA' | 'VENDA'; target: number; stop: number }
  /** a trigger: it must fire (a candle closing beyond `price` within `candles`) before it is judged */
  | {
      kind: 'trigger';
      direction: 'CALL' | 'PUT' | 'COMPRA' | 'VENDA';
      condition: 'fechar-acima' | 'fechar-abaixo';
      price: number;
      candles: number;
      /** options: expiry in candles after the entry */
      expiry: number | null;
      target: number | null;
      stop: number | null;
    };

export type VerifyOutcomeKind = 'win' | 'loss' | 'draw' | 'pending' | 'unverifiable';

export type VerifyOutcome = {
  outcome: VerifyOutcomeKind;
  /** pt-BR, for the trader */
  reason: string;
  /**
   * false: nothing was judged and nothing may be recorded from this print: another chart, or a
   * print that cannot settle the call (a candle it needs was not read, it ends before the analysed
   * candle); `reason` says which, and another print may still settle it
   */
  sameChart: boolean;
  /**
   * candles the later print shows beyond the analysed one (null when the prints were not
   * aligned; known, with `sameChart` false, when they were but this print cannot settle the call)
   */
  shift: number | null;
  /** triggers: whether it fired on the later print (null while it still may, or for calls) */
  fired: boolean | null;
  /** on the earlier print's scale, so they read beside the analysis' prices */
  entry: number | null;
  exit: number | null;
  match: PrintMatch | null;
};

export function verifyCall(before: PrintSeries, after: PrintSeries, call: CallToVerify): VerifyOutcome {
  return verifyCalls(before, after, [call])[0]!;
}

/**
 * Every call of one analysis against one later print. Aligning the prints is the costly part
 * (5–20 ms) and does not depend on the call, so it is done once.
 */
export function verifyCalls(
  before: PrintSeries,
  after: PrintSeries,
  calls: readonly CallToVerify[],
): VerifyOutcome[] {
  const identity = differentIdentity(before, after);
  if (identity) return calls.map(() => refuse(`Não é o mesmo gráfico: ${identity}.`));
  const aligned = alignPrints(before, after);
  if (!aligned.ok) return calls.map(() => refuse(aligned.reason));
  const { matched } = aligned;
  const m = matched.match;
  // the later print's newest slots not read (align-prints): counted in the shift, left empty
  const shift = m.advance + aligned.unreadNewest;
  if (shift < 0)
    return calls.map(() =>
      refuse('O segundo print termina antes da vela analisada: ele é anterior à análise.'),
    );
  const unread: null[] = Array.from({ length: aligned.unreadNewest }, () => null);
  const candles = {
    series: [...candlesBySlot(aligned.after, matched.views.after), ...unread],
    pixel: after.pixel,
  };
  const analysed = candles.series.length - 1 - shift;
  const toAfter = (p: number) => m.scale * p + m.intercept;
  const toBefore = (p: number) => (p - m.intercept) / m.scale;
  const base = { sameChart: true as const, shift, match: m };
  return calls.map((call) => judgeCall(call, { candles, analysed, toAfter, toBefore, base }));
}

/** What every call of one analysis is judged on, once the two prints are aligned. */
type JudgeContext = {
  candles: { series: Array<Ohlc | null>; pixel: number };
  /** the analysed candle's index on the later print */
  analysed: number;
  toAfter: (price: number) => number;
  toBefore: (price: number) => number;
  base: { sameChart: true; shift: number; match: PrintMatch };
};

function judgeCall(
  call: CallToVerify,
  { candles, analysed, toAfter, toBefore, base }: JudgeContext,
): VerifyOutcome {
  const up = call.direction === 'CALL' || call.direction === 'COMPRA';
  let judged: Judged;
  let fired: boolean | null = null;
  if (call.kind === 'expiry') judged = judgeExpiry(candles, { entry: analysed + 1, expiry: call.expiry, up });
  else if (call.kind === 'levels')
    judged = judgeLevels(candles, {
      entry: analysed + 1,
      up,
      target: toAfter(call.target),
      stop: toAfter(call.stop),
    });
  else {
    const fire = findFire(candles.series, { ...call, price: toAfter(call.price) }, analysed);
    if (fire.state === 'illegible')
      return refuseAligned(
        'Não foi possível conferir com este print: uma vela da validade do gatilho não foi lida no segundo print.',
        base,
      );
    if (fire.state !== 'fired') {
      const reason =
        fire.state === 'expired'
          ? `o gatilho não disparou nas ${call.candles} velas de validade: não houve entrada`
          : 'o gatilho ainda pode disparar: as velas de validade não fecharam todas no print';
      return {
        ...base,
        outcome: fire.state === 'expired' ? 'unverifiable' : 'pending',
        reason: capitalise(reason) + '.',
        fired: fire.state === 'expired' ? false : null,
        entry: null,
        exit: null,
      };
    }
    fired = true;
    const entry = fire.candle + 1;
    if (call.expiry !== null) judged = judgeExpiry(candles, { entry, expiry: call.expiry, up });
    else if (call.target !== null && call.stop !== null)
      judged = judgeLevels(candles, { entry, up, target: toAfter(call.target), stop: toAfter(call.stop) });
    else
      judged = {
        outcome: 'unverifiable',
        reason: 'o gatilho disparou, mas não tem expiração nem alvo e stop para conferir',
        entryCandle: entry,
        exitCandle: null,
        entry: null,
        exit: null,
      };
    if (!judged.illegible)
      judged = {
        ...judged,
        reason: `o gatilho disparou na ${fire.candle - analysed}.ª vela; ${judged.reason}`,
      };
  }
  // a candle the judgement needed was not read, or the close lies within the reading's
  // uncertainty of the entry: this print settles nothing, another one may. The prints were
  // aligned, so the shift is known and told (a true draw reads as such a close: the eval checks
  // that it was found at the right candle)
  if (judged.illegible)
    return refuseAligned(`Não foi possível conferir com este print: ${judged.reason}.`, base);
  return {
    ...base,
    outcome: judged.outcome,
    reason: capitalise(judged.reason) + '.',
    fired,
    entry: judged.entry === null ? null : toBefore(judged.entry),
    exit: judged.exit === null ? null : toBefore(judged.exit),
  };
}

/** The first closed candle within the trigger's validity that closes beyond its price. */
function findFire(
  series: ReadonlyArray<Ohlc | null>,
  t: { condition: 'fechar-acima' | 'fechar-abaixo'; price: number; candles: number },
  analysed: number,
): { state: 'fired'; candle: number } | { state: 'expired' | 'waiting' | 'illegible' } {
  const lastClosed = series.length - 2;
  const end = analysed + t.candles;
  for (let j = analysed + 1; j <= Math.min(end, lastClosed); j++) {
    const candle = series[j];
    if (!candle) return { state: 'illegible' };
    if (t.condition === 'fechar-acima' ? candle.close > t.price : candle.close < t.price)
      return { state: 'fired', candle: j };
  }
  return { state: end <= lastClosed ? 'expired' : 'waiting' };
}

/**
 * Symbol or timeframe both prints showed, and differently. A symbol is compared by its letters
 * (an OCR'd "Dec 2" beside "Dec3" is one header line read twice; "(OTC)" is a broker's suffix).
 */
function differentIdentity(before: PrintSeries, after: PrintSeries): string | null {
  const letters = (s: string) =>
    s
      .toUpperCase()
      .replace(/\(?OTC\)?/g, '')
      .replace(/[^A-Z]/g, '');
  const b = before.symbol && letters(before.symbol);
  const a = after.symbol && letters(after.symbol);
  if (b && a && b.length >= 3 && a.length >= 3 && b !== a)
    return `o ativo mudou (${before.symbol} → ${after.symbol})`;
  const norm = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (before.timeframe && after.timeframe && norm(before.timeframe) !== norm(after.timeframe))
    return `o timeframe mudou (${before.timeframe} → ${after.timeframe})`;
  return null;
}

/** Refused after the prints were aligned: nothing recorded, but the shift is known and told. */
function refuseAligned(reason: string, base: JudgeContext['base']): VerifyOutcome {
  return { ...refuse(reason), shift: base.shift, match: base.match };
}

function refuse(reason: string): VerifyOutcome {
  return {
    outcome: 'unverifiable',
    reason,
    sameChart: false,
    shift: null,
    fired: null,
    entry: null,
    exit: null,
    match: null,
  };
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
