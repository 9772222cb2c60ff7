import type { Rgb } from '../types';
import type { MeasuredCandle } from './measure';
import { distance } from '../image/colour-math';
import { DIRECTION } from '../params';

/**
 * Which candles went up. The two kinds of candle of a chart differ either by fill (hollow
 * against filled: the hollow ones rose, as in TradingView's hollow style, MetaTrader's
 * black-on-black and white-on-white bull bars) or by colour (two clusters: the greener one rose;
 * a neutral pair such as white/grey: the lighter one rose). Then the open/close continuity of
 * neighbouring candles checks the choice: in a continuous market a candle opens where the
 * previous one closed, which the wrong reading contradicts on almost every pair.
 */
export type Direction = 'up' | 'down';

export type DirectionReading = {
  directions: Direction[];
  up: Rgb;
  down: Rgb;
  hollowUp: boolean;
  by: 'fill' | 'colour' | 'continuity';
};

export function readDirections(candles: MeasuredCandle[], slots: number[]): DirectionReading | null {
  if (candles.length < 2) return null;
  const split = hollowSplit(candles);
  const hollow = candles.map((c) => split !== null && c.hollow > split && c.bodyBottom - c.bodyTop >= 2);
  const nHollow = hollow.filter(Boolean).length;
  const share = Math.max(2, candles.length * 0.15);
  let upClass: boolean[];
  let by: DirectionReading['by'];
  let strength: number;
  let doubt = candles.map(() => false);
  if (nHollow >= share && candles.length - nHollow >= share) {
    upClass = hollow;
    by = 'fill';
    // a body too short to enclose anything shows only its outline colour: when the two kinds
    // differ in colour too (teal outline, red fill), that colour tells
    const tall = (c: MeasuredCandle) => c.bodyBottom - c.bodyTop >= 4;
    const upColour = mean(candles.filter((c, i) => tall(c) && hollow[i]).map((c) => c.colour));
    const downColour = mean(candles.filter((c, i) => tall(c) && !hollow[i]).map((c) => c.colour));
    if (distance(upColour, downColour) >= DIRECTION.fillColourApart) {
      const nearUp = (c: MeasuredCandle) => distance(c.colour, upColour) < distance(c.colour, downColour);
      upClass = candles.map((c, i) => (tall(c) ? hollow[i]! : nearUp(c)));
      // a tall body measured as filled but in the hollow kind's colour: a line across a hollow
      // body broke its outline, the flood ran in, and its colour is the outline's alone; its
      // neighbours decide. Only the hollow → filled misreading happens, and only where colour is
      // a sign of the kind: where some hollow body has the filled kind's colour (TradingView's
      // hollow candles colour by the previous close, fill by the open) a filled body in the
      // hollow colour is a true down candle after a gap
      const colourIsKind = !candles.some((c, i) => tall(c) && hollow[i] && !nearUp(c));
      if (colourIsKind) doubt = candles.map((c, i) => tall(c) && !hollow[i] && nearUp(c));
    }
    strength = 10;
  } else {
    const split = twoColours(candles.map((c) => c.colour));
    if (split) {
      const [a, b] = split.centres;
      const diff = upness(a) - upness(b);
      const hue = Math.abs(diff) >= 40;
      const aUp = hue ? diff > 0 : lightness(a) >= lightness(b);
      upClass = split.labels.map((l) => (l === 0) === aUp);
      // green against red is near certain; lighter against darker only a hint
      strength = hue ? 10 : distance(a, b) >= 60 ? 1.5 : 0.5;
    } else {
      upClass = candles.map(() => true);
      strength = 0;
    }
    by = 'colour';
  }
  const cost = continuityCost(candles, slots, upClass);
  const flipped = continuityCost(
    candles,
    slots,
    upClass.map((u) => !u),
  );
  if (cost.pairs >= 6 && flipped.total < cost.total * 0.4) {
    upClass = upClass.map((u) => !u);
    by = 'continuity';
  }
  // candle by candle where the class says little (a tiny body, a neutral pair of colours):
  // the orientation that best continues its neighbours
  if (strength < 10 || doubt.some(Boolean) || candles.some((c) => c.bodyBottom - c.bodyTop < 2)) {
    upClass = bestContinuation(candles, slots, upClass, strength, doubt);
    if (strength < 1.5) by = 'continuity';
  }
  const directions = upClass.map((u): Direction => (u ? 'up' : 'down'));
  return {
    directions,
    up: meanColour(candles.filter((_, i) => upClass[i])),
    down: meanColour(candles.filter((_, i) => !upClass[i])),
    hollowUp: by === 'fill' || (by === 'continuity' && nHollow >= share),
    by,
  };
}

/**
 * The share of enclosed background that separates hollow bodies from filled ones: the widest
 * gap in the sorted shares (a 3-px body is a third hollow at most, a wide one nearly all), or
 * null when the shares do not fall into two groups.
 */
function hollowSplit(candles: MeasuredCandle[]): number | null {
  const hs = candles.map((c) => c.hollow).sort((a, b) => a - b);
  const lo = Math.floor(hs.length * 0.15);
  const hi = Math.ceil(hs.length * 0.85);
  let gap = 0;
  let at: number | null = null;
  for (let i = Math.max(1, lo); i < Math.min(hs.length, hi + 1); i++) {
    const g = hs[i]! - hs[i - 1]!;
    if (g > gap) [gap, at] = [g, (hs[i]! + hs[i - 1]!) / 2];
  }
  return gap >= 0.15 ? at : null;
}

const upness = (c: Rgb) => c[1] - c[0] + (c[2] - c[0]) * 0.3;
const lightness = (c: Rgb) => 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2];

/** Two clusters of colours (k-means, seeded with the greenest and the reddest). */
function twoColours(colours: Rgb[]): { centres: [Rgb, Rgb]; labels: number[] } | null {
  let a = colours.reduce((m, c) => (upness(c) > upness(m) ? c : m));
  let b = colours.reduce((m, c) => (upness(c) < upness(m) ? c : m));
  if (distance(a, b) < 30) {
    a = colours.reduce((m, c) => (lightness(c) > lightness(m) ? c : m));
    b = colours.reduce((m, c) => (lightness(c) < lightness(m) ? c : m));
  }
  let labels: number[] = [];
  for (let iter = 0; iter < 6; iter++) {
    labels = colours.map((c) => (distance(c, a) <= distance(c, b) ? 0 : 1));
    const ca = colours.filter((_, i) => labels[i] === 0);
    const cb = colours.filter((_, i) => labels[i] === 1);
    if (!ca.length || !cb.length) break;
    a = mean(ca);
    b = mean(cb);
  }
  if (distance(a, b) < 30) return null;
  return { centres: [a, b], labels };
}

/** Σ |open − previous close| over neighbouring slots, in body heights. */
function continuityCost(
  candles: MeasuredCandle[],
  slots: number[],
  upClass: boolean[],
): { total: number; pairs: number } {
  let total = 0;
  let pairs = 0;
  for (let i = 1; i < candles.length; i++) {
    if (slots[i]! - slots[i - 1]! !== 1) continue;
    const prev = candles[i - 1]!;
    const cur = candles[i]!;
    const prevClose = upClass[i - 1] ? prev.bodyTop : prev.bodyBottom;
    const open = upClass[i] ? cur.bodyBottom : cur.bodyTop;
    const scale = Math.max(2, (prev.bodyBottom - prev.bodyTop + cur.bodyBottom - cur.bodyTop) / 2);
    total += Math.min(3, Math.abs(open - prevClose) / scale);
    pairs++;
  }
  return { total, pairs };
}

function mean(cs: Rgb[]): Rgb {
  const n = Math.max(1, cs.length);
  return [
    cs.reduce((s, c) => s + c[0], 0) / n,
    cs.reduce((s, c) => s + c[1], 0) / n,
    cs.reduce((s, c) => s + c[2], 0) / n,
  ];
}

function meanColour(cs: MeasuredCandle[]): Rgb {
  return mean(cs.map((c) => c.colour));
}

/**
 * Viterbi over the candles: each is up or down; a pair of neighbouring slots costs how far the
 * second opens from where the first closed (in body heights, at most 3), and a candle costs
 * `strength` × its body's reliability for disagreeing with its colour or fill class (a doubtful
 * candle, measured filled in the hollow kind's colour, only `DIRECTION.doubtfulPrior`).
 */
function bestContinuation(
  candles: MeasuredCandle[],
  slots: number[],
  prior: boolean[],
  strength: number,
  doubt: boolean[],
): boolean[] {
  const n = candles.length;
  const reliability = (c: MeasuredCandle) => (c.bodyBottom - c.bodyTop >= 2 ? 1 : 0.2);
  const cost: number[][] = [];
  const from: number[][] = [];
  const priorCost = (i: number, up: boolean) =>
    up === prior[i] ? 0 : doubt[i] ? DIRECTION.doubtfulPrior : strength * reliability(candles[i]!);
  cost.push([priorCost(0, false), priorCost(0, true)]);
  from.push([0, 0]);
  for (let i = 1; i < n; i++) {
    const row = [0, 0];
    const back = [0, 0];
    for (const up of [0, 1]) {
      let best = Infinity;
      for (const prevUp of [0, 1]) {
        const link =
          slots[i]! - slots[i - 1]! === 1
            ? pairCost(candles[i - 1]!, prevUp === 1, candles[i]!, up === 1)
            : 0;
        const c = cost[i - 1]![prevUp]! + link;
        if (c < best) [best, back[up]] = [c, prevUp];
      }
      row[up] = best + priorCost(i, up === 1);
    }
    cost.push(row);
    from.push(back);
  }
  const out = new Array<boolean>(n);
  let state = cost[n - 1]![1]! < cost[n - 1]![0]! ? 1 : 0;
  for (let i = n - 1; i >= 0; i--) {
    out[i] = state === 1;
    state = from[i]![state]!;
  }
  return out;
}

function pairCost(prev: MeasuredCandle, prevUp: boolean, cur: MeasuredCandle, up: boolean): number {
  const prevClose = prevUp ? prev.bodyTop : prev.bodyBottom;
  const open = up ? cur.bodyBottom : cur.bodyTop;
  const scale = Math.max(2, (prev.bodyBottom - prev.bodyTop + cur.bodyBottom - cur.bodyTop) / 2);
  return Math.min(3, Math.abs(open - prevClose) / scale);
}
