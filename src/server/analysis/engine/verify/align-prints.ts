import { grewInto, matchPrints, type MatchResult } from './match-prints';
import {
  checkNewestCandles,
  legendVerdict,
  scrolledWithNewestAtOneX,
  withLegendCandle,
  type NewestCandleCheck,
} from './newest-candle';
import { rightMarginSlots, type PrintSeries } from './print-series';
import { EDGE_TOLERANCE_SLOTS, FITTED_MARGIN_SLOTS, MIN_FITTED_MARGIN_SLOTS } from './verify-params';
import { checkZoomAlignment } from './zoom-alignment';

/**
 * The two prints aligned slot for slot, each up to its newest candle, or why they cannot be: the
 * candles do not match (another chart), or a print's newest candle is not known (the shift and
 * the analysed candle would be guessed). A reading short of its newest candle is completed from
 * its legend only when everything agrees on it: the scroll puts the newest candle a whole number
 * of slots past the last one read, the legend gives a candle the reading does not hold, the
 * other print's legend confirms that its own reading reached its newest candle, and (for the
 * earlier print) the later print shows the legend's candle where the alignment puts it.
 */
export type Aligned =
  | {
      ok: true;
      before: PrintSeries;
      after: PrintSeries;
      matched: Matched;
      /** the print whose newest candle was put back from its legend, if any */
      completed: 'before' | 'after' | 'both' | null;
      /**
       * slots the later print shows after its last candle read, whose candles were not read (its
       * newest, found missing by the plot's right edge): they stay empty, nothing is judged on them
       */
      unreadNewest: number;
    }
  | { ok: false; reason: string };

type Matched = Extract<MatchResult, { ok: true }>;

export function alignPrints(before: PrintSeries, after: PrintSeries): Aligned {
  const matched = matchPrints(before, after);
  if (!matched.ok) return { ok: false, reason: `Não é o mesmo gráfico: ${REFUSALS[matched.reason]}.` };
  const newest = checkNewestCandles(before, after, matched.pairs);
  if (newest.state === 'short') return completeShort(before, after, { newest, matched });
  // both legends naming a candle their reading lacks, on a chart that keeps its newest candle at
  // one x: both readings stopped short alike (the price line and its tag, or a just-opened bar
  // drawn as a dash, over the newest candle of each)
  if (
    legendVerdict(before) === 'short' &&
    legendVerdict(after) === 'short' &&
    scrolledWithNewestAtOneX(before, after, matched.pairs)
  )
    return completeBoth(before, after, matched.match.advance);
  // a legend naming a candle the reading lacks: that print's newest candle was missed
  if (legendVerdict(before) === 'short') return cannot(SHORT.before);
  if (legendVerdict(after) === 'short') return cannot(SHORT.after);
  // zoomed or resized apart (both spacings read, and different): accepted only when certain
  if (newest.state === 'not-comparable' && before.pitch && after.pitch) {
    const zoom = checkZoomAlignment(before, after, { ...matched, after: matched.views.after });
    if (!zoom.certain) return cannot(ZOOM_DOUBT[zoom.why]);
  }
  return { ok: true, before, after, matched, completed: null, unreadNewest: 0 };
}

function completeShort(
  before: PrintSeries,
  after: PrintSeries,
  x: { newest: Extract<NewestCandleCheck, { state: 'short' }>; matched: Matched },
): Aligned {
  const { print, slots } = x.newest;
  const advance = x.matched.match.advance;
  const short = print === 'before' ? before : after;
  const other = print === 'before' ? after : before;
  if (!slots || legendVerdict(short) !== 'short' || legendVerdict(other) !== 'reached')
    return print === 'after' && slots
      ? laterShortAtTheEdge(before, after, { slots, matched: x.matched })
      : cannot(SHORT[print]);
  const b = print === 'before' ? withLegendCandle(before, slots) : before;
  const a = print === 'after' ? withLegendCandle(after, slots) : after;
  const again = matchPrints(b, a);
  // the completed print must align where the first alignment said, now counted to its newest candle
  const expected = advance + (print === 'after' ? slots : -slots);
  if (!again.ok || again.match.advance !== expected) return cannot(SHORT[print]);
  if (checkNewestCandles(b, a, again.pairs).state !== 'consistent') return cannot(SHORT[print]);
  // the earlier print's newest candle, put back from its legend, is one the later print shows
  if (print === 'before' && laterShowsGrown(again, { before: b, after: a }) === false)
    return cannot(SHORT.before);
  return { ok: true, before: b, after: a, matched: again, completed: print, unreadNewest: 0 };
}

/**
 * Both readings short of their newest candle by the same slots (scrolledWithNewestAtOneX), each
 * completed from its legend one slot past its last candle read. One slot is what the later
 * print's pixels confirm: the earlier legend's candle, since closed, must be the one the later
 * print shows at that slot (the same open, a range that only grew). Two readings short by two
 * would put there the candle before it, whose open is the previous one's; a later print with no
 * candle read there confirms nothing and is refused.
 */
function completeBoth(before: PrintSeries, after: PrintSeries, advance: number): Aligned {
  const b = withLegendCandle(before, 1);
  const a = withLegendCandle(after, 1);
  const again = matchPrints(b, a);
  if (!again.ok || again.match.advance !== advance) return cannot(SHORT.before);
  if (checkNewestCandles(b, a, again.pairs).state !== 'consistent') return cannot(SHORT.before);
  if (laterShowsGrown(again, { before: b, after: a }) !== true) return cannot(SHORT.before);
  return { ok: true, before: b, after: a, matched: again, completed: 'both', unreadNewest: 0 };
}

/**
 * A later reading short of its newest candles by `slots` (its last candle read stands that many
 * slots left of the earlier one's, the chart scrolled), with no legend to put them back: on a
 * renderer that fits its candles to the plot, the earlier print's last candle read stands at the
 * plot's usual margin (neither further, nor at the very edge where a price tag read as a candle
 * would be), and its pixels confirm it: that candle, forming then, is the one the later print
 * shows, closed, where the alignment puts it. The later print's newest slots are then known to
 * exist and stay empty: the candles before them are closed and can be judged; nothing is judged
 * on the empty ones.
 */
function laterShortAtTheEdge(
  before: PrintSeries,
  after: PrintSeries,
  { slots, matched }: { slots: number; matched: Matched },
): Aligned {
  const gap = rightMarginSlots(before);
  if (gap === null || !after.plotX) return cannot(SHORT.after);
  // a legend saying otherwise (the later reading reached its newest candle, or the earlier one
  // did not) leaves the cause in doubt
  if (legendVerdict(after) === 'reached' || legendVerdict(before) === 'short') return cannot(SHORT.after);
  // one view: the same plot
  if (Math.abs(before.plotX!.right - after.plotX.right) > EDGE_TOLERANCE_SLOTS * before.pitch!)
    return cannot(SHORT.after);
  if (gap < MIN_FITTED_MARGIN_SLOTS || gap > FITTED_MARGIN_SLOTS) return cannot(SHORT.after);
  if (laterShowsGrown(matched, { before, after }) !== true) return cannot(SHORT.after);
  return { ok: true, before, after, matched, completed: null, unreadNewest: slots };
}

/**
 * Whether the later print shows the earlier print's newest candle (forming then) closed where the
 * alignment puts it, with the same open and a range that only grew; null when the later reading
 * has no candle at that slot.
 */
function laterShowsGrown(
  matched: Matched,
  prints: { before: PrintSeries; after: PrintSeries },
): boolean | null {
  const at = matched.views.after.at(matched.match.advance);
  if (at === undefined) return null;
  const forming = prints.before.series[prints.before.series.length - 1]!;
  return grewInto(matched.match, prints, forming, prints.after.series[at]!);
}

function cannot(why: string): Aligned {
  return { ok: false, reason: `Não foi possível conferir com este print: ${why}.` };
}

const REFUSALS: Record<Exclude<MatchResult, { ok: true }>['reason'], string> = {
  'no-overlap': 'o segundo print não mostra velas suficientes do primeiro',
  different: 'as velas do segundo print não são as do primeiro',
  ambiguous: 'as velas do primeiro print aparecem em mais de um lugar do segundo',
  'other-price': 'as velas têm a mesma forma, mas em outros preços: outro ativo ou outro gráfico',
};

const SHORT = {
  before: 'as velas mais recentes do primeiro print não foram lidas, então a vela analisada não é conhecida',
  after:
    'as velas mais recentes do segundo print não foram lidas, então não se sabe quantas velas vieram depois',
};

/** Why a print zoomed or resized apart from the first leaves its alignment in doubt. */
const ZOOM_DOUBT = {
  'time-map':
    'o zoom ou o tamanho mudou e as velas dos dois prints não se alinham no tempo, então não se sabe quantas velas vieram depois',
  gap: 'o zoom ou o tamanho mudou e falta uma vela entre a analisada e a última do segundo print, então não se sabe quantas velas vieram depois',
  agreement:
    'o zoom ou o tamanho mudou e só parte das velas do primeiro print coincide com as do segundo, então o alinhamento não é certo',
  neighbour:
    'o zoom ou o tamanho mudou e as velas se encaixam quase igualmente em outra posição, então a vela analisada não é certa',
  short:
    'o zoom ou o tamanho mudou e a última vela lida do segundo print fica mais longe da borda direita do que no primeiro: as velas mais recentes dele não foram lidas, então não se sabe quantas velas vieram depois',
  extra:
    'o zoom ou o tamanho mudou e a última vela lida do segundo print fica mais perto da borda direita do que no primeiro: algo depois da vela mais recente dele foi lido como vela, então não se sabe quantas velas vieram depois',
};
