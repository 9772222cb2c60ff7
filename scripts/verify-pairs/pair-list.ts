import { FIXTURES, type FixtureSpec } from '../chart-fixtures/fixture-list';
import { mulberry32 } from '../chart-fixtures/series';

/**
 * Issue 24's rendered pairs: an earlier print of a fixture's series and a later print of the
 * same chart, advanced 1–6 candles and scrolled, zoomed out or in (autoscale follows), or
 * resized; and a later print of another series with the same symbol and layout, to be refused.
 * Everything comes from seeds.
 */
export type PairVariant = 'scroll' | 'zoom-out' | 'zoom-in' | 'resized' | 'other-series';

export type PairSpec = {
  id: string;
  base: FixtureSpec;
  variant: PairVariant;
  /** candles the later print advanced (0 for other-series: nothing to advance) */
  advance: number;
  /** the later print shows bars [from, to) of its series; the earlier one [0, base.count) */
  from: number;
  to: number;
  /** the later print's series seed (another seed: another series) */
  seed: number;
  width: number;
  height: number;
  dpr: number;
  /** the call judged on this pair */
  call: { direction: 'CALL' | 'PUT'; expiry: number };
  trade: { direction: 'COMPRA' | 'VENDA'; target: number; stop: number };
};

/** Fixtures with nothing over the candles (dialogs and tooltips hide what a later print must show). */
const BASES = FIXTURES.filter(
  (f) =>
    !f.dialog &&
    !f.tooltip &&
    !f.crosshair &&
    (f.renderer !== undefined ||
      ['tv-dark-eurusd', 'green-red-btc', 'hollow-dark-eth', 'tv-dark-phone', 'tv-light-petr4'].includes(
        f.id,
      )),
);

/** Most candles a later print advances. */
export const MAX_ADVANCE = 6;
/** Fewest earlier candles a zoomed-in later print keeps. */
const ZOOM_IN_KEEP = 12;

/**
 * The pair list with every seed moved by `offset` (held-out pairs: the same layouts, advances and
 * calls on other price series), or as it is for 0.
 */
export function pairListWithSeedOffset(offset: number): PairSpec[] {
  return pairList().map((p) =>
    offset ? { ...p, base: { ...p.base, seed: p.base.seed + offset }, seed: p.seed + offset } : p,
  );
}

export function pairList(): PairSpec[] {
  const out: PairSpec[] = [];
  for (const base of BASES) {
    const rnd = mulberry32(base.seed * 7919 + 17);
    const advance = () => 1 + Math.floor(rnd() * MAX_ADVANCE);
    const n = base.count;
    const dpr = base.dpr ?? 1;
    const call = () => ({
      direction: rnd() < 0.5 ? ('CALL' as const) : ('PUT' as const),
      expiry: 1 + Math.floor(rnd() * 3),
    });
    const trade = () => ({
      direction: rnd() < 0.5 ? ('COMPRA' as const) : ('VENDA' as const),
      // in mean ranges from the last close; turned into prices once the series is known
      target: 1 + rnd() * 2,
      stop: 0.8 + rnd() * 1.5,
    });
    const add = (
      variant: PairVariant,
      p: Omit<PairSpec, 'id' | 'base' | 'variant' | 'call' | 'trade'>,
      k: number,
    ) => out.push({ id: `${base.id}--${variant}-${k}`, base, variant, ...p, call: call(), trade: trade() });
    const same = { seed: base.seed, width: base.width, height: base.height, dpr };
    for (let k = 0; k < 2; k++) {
      const a = advance();
      add('scroll', { ...same, advance: a, from: a, to: n + a }, k);
    }
    const a1 = advance();
    add('zoom-out', { ...same, advance: a1, from: 0, to: n + a1 }, 0);
    const a2 = advance();
    const cut = Math.max(0, Math.min(Math.floor(n / 3), n - 1 - ZOOM_IN_KEEP));
    add('zoom-in', { ...same, advance: a2, from: cut, to: n + a2 }, 0);
    const a3 = advance();
    const resized =
      dpr > 1
        ? { width: base.width, height: base.height, dpr: dpr - 1 }
        : { width: Math.round(base.width * 0.8), height: Math.round(base.height * 0.85), dpr };
    add('resized', { ...same, ...resized, advance: a3, from: a3, to: n + a3 }, 0);
    for (let k = 0; k < 2; k++) {
      const a = advance();
      add('other-series', { ...same, seed: base.seed + 1000 + k, advance: 0, from: a, to: n + a }, k);
    }
  }
  return out;
}
