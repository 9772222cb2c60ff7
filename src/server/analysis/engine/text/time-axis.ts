import { TEXT } from '../params';
import { normaliseTimeframe, OFFERED_TIMEFRAMES } from './chart-header';
import { median } from '../math/median';

/**
 * The timeframe a chart prints on its time axis where no header names it: the axis's clock
 * times ("09:04", "7 Apr 11:00", "14:19:30") step by a whole number of minutes, and the candles
 * stand a measured pitch apart, so the minutes per candle are the minutes between two labels
 * over the candles between them. Neighbouring labels are paired; a pair across a session gap or
 * a misread gives another figure, so the figure most pairs agree on is taken, and only when it
 * is a timeframe platforms offer.
 */
export type TimeLabel = { text: string; x: number };

export function timeframeFromTimeAxis(
  labels: TimeLabel[],
  pitchPx: number,
): { timeframe: string; minutes: number } | null {
  if (!(pitchPx > 0)) return null;
  const times = labels
    .flatMap((l) => {
      const t = clockMinutes(l.text);
      return t === null ? [] : [{ ...t, x: l.x }];
    })
    .sort((a, b) => a.x - b.x);
  const perCandle: number[] = [];
  for (let i = 1; i < times.length; i++) {
    const a = times[i - 1]!;
    const b = times[i]!;
    // without dates, a step back in the clock is the next day
    let dt = b.minutes - a.minutes;
    if (!a.dated && !b.dated && dt <= 0) dt += 1440;
    const candles = (b.x - a.x) / pitchPx;
    // (labels must stand a few candles apart for the ratio to mean anything)
    if (dt > 0 && candles >= TEXT.timeLabelCandles) perCandle.push(dt / candles);
  }
  if (perCandle.length < TEXT.timeLabelPairs) return null;
  // the figure most pairs agree on
  let best: { minutes: number; votes: number } | null = null;
  for (const m of perCandle) {
    const votes = perCandle.filter((o) => Math.abs(o / m - 1) <= TEXT.timeStepAgreement).length;
    if (!best || votes > best.votes) best = { minutes: m, votes };
  }
  if (!best || best.votes < TEXT.timeLabelPairs || best.votes < perCandle.length / 2) return null;
  const agreed = perCandle.filter((o) => Math.abs(o / best!.minutes - 1) <= TEXT.timeStepAgreement);
  const minutes = median(agreed);
  // the common timeframe it lands on
  let nearest: { timeframe: string; minutes: number } | null = null;
  for (const tf of MEASURED_TIMEFRAMES) {
    const n = normaliseTimeframe(tf)!;
    if (!nearest || Math.abs(Math.log(n.minutes / minutes)) < Math.abs(Math.log(nearest.minutes / minutes)))
      nearest = n;
  }
  return nearest && Math.abs(nearest.minutes / minutes - 1) <= TEXT.timeframeLanding ? nearest : null;
}

/** The time axis's labels as the text stage read them; null where they give no timeframe. */
export function timeframeOfAxis(
  labels: Array<{ text: string; box: { x0: number; x1: number } }>,
  pitchPx: number,
): { timeframe: string; minutes: number } | null {
  return timeframeFromTimeAxis(
    labels.map((l) => ({ text: l.text, x: (l.box.x0 + l.box.x1) / 2 })),
    pitchPx,
  );
}

/**
 * What a measure may land on: the timeframes nearly every platform offers. A rare one (MetaTrader
 * 5's M12 or M20, H3, D2) is far more often a pitch or a label read wrong, or a mock-up's made-up
 * axis, than the chart's.
 */
const MEASURED_TIMEFRAMES = [...OFFERED_TIMEFRAMES].filter((tf) =>
  /^(S(5|10|15|30)|M(1|2|3|5|10|15|30)|H(1|2|4|6|8|12)|D1|W1|MN1)$/.test(tf),
);

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTHS_PT = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/**
 * Minutes of a clock time as an axis prints it ("09:04", "14:19:30", "03:00 PM"), counted from the start of
 * its month when a day is printed before it ("7 Apr 11:00", "07.04 11:00"); null for a label
 * that holds no clock time (a date alone, a month's name).
 */
export function clockMinutes(text: string): { minutes: number; dated: boolean } | null {
  const clock = /(?:^|[^\d:])([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?(?![\d:])(\s?[AaPp]\.?[Mm]\b)?/.exec(
    text,
  );
  if (!clock) return null;
  // "09:00 PM" is 21:00, "12:00 AM" midnight
  const hour = (Number(clock[1]) % (clock[4] ? 12 : 24)) + (/p/i.test(clock[4] ?? '') ? 12 : 0);
  const minutes = hour * 60 + Number(clock[2]) + Number(clock[3] ?? 0) / 60;
  const before = text.slice(0, clock.index + 1);
  const day =
    /(?:^|\D)(\d{1,2})\s*([A-Za-z]{3})[a-z]*\.?\s*(?:\d{4})?\s*$/.exec(before) ??
    /(?:^|\D)(\d{1,2})[./-](\d{1,2})(?:[./-]\d{2,4})?\s*$/.exec(before);
  if (!day) return { minutes, dated: false };
  const month = /^\d+$/.test(day[2]!)
    ? Number(day[2]) - 1
    : Math.max(MONTHS.indexOf(day[2]!.toLowerCase()), MONTHS_PT.indexOf(day[2]!.toLowerCase()));
  if (month < 0 || month > 11) return { minutes, dated: false };
  return { minutes: (month * 31 + Number(day[1])) * 1440 + minutes, dated: true };
}
