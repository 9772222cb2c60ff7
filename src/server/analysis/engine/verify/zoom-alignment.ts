import { leastSquares } from '../math/robust-line';
import type { AlignmentFit, ComparedPair, PrintMatch } from './match-prints';
import { rightMarginSlots, type PrintSeries } from './print-series';
import type { SlotView } from './time-slots';
import {
  FITTED_MARGIN_SLOTS,
  MARGIN_GROWTH_SLOTS,
  MIN_MATCHED_SHARE,
  ZOOM_NEIGHBOUR_RMS_RATIO,
  ZOOM_NEIGHBOUR_SHARE_GAP,
  ZOOM_RIVAL_RMS_RATIO,
  ZOOM_X_TOLERANCE_SLOTS,
} from './verify-params';

/**
 * Prints zoomed or resized apart, where the newest-candle check cannot apply (the candles' x
 * changed scale): the alignment is accepted only when nothing about it is in doubt, else the
 * print is refused and nothing is recorded. Three things must hold:
 * - the time map: zoom and resizing stretch the time axis evenly, so the compared candles' x on
 *   the two prints lie on one line x_later = k·x_earlier + c; a candle off it was put in the
 *   wrong slot;
 * - the candles counted: the later print's candles from the analysed one to its last read fill
 *   every slot; a lone candle after an empty slot (a line or tag read as a candle) would add to
 *   the shift, and on a zoom nothing else shows it;
 * - the agreement: at least MIN_MATCHED_SHARE of the compared candles (the lower share allowed
 *   for a clear lead is for prints whose newest candle the geometry confirms);
 * - the margin: an alignment one slot away that agrees on nearly as many candles must fit
 *   clearly worse, and so must one anywhere that agrees on as many (a dense chart's repeating
 *   shape);
 * - the right edge: on a renderer that fits its candles to the plot (the earlier print's newest
 *   candle close to the plot's right edge), the later print keeps that margin, in slots or in
 *   pixels; a later reading ending further from the edge stopped short of its newest candle, one
 *   ending nearer read a candle past it, and the shift would be counted short or long.
 */
export type ZoomAlignmentCheck =
  | { certain: true }
  | { certain: false; why: 'time-map' | 'gap' | 'agreement' | 'neighbour' | 'short' | 'extra' };

export function checkZoomAlignment(
  before: PrintSeries,
  after: PrintSeries,
  m: {
    match: PrintMatch;
    pairs: readonly ComparedPair[];
    neighbours: readonly AlignmentFit[];
    rivals?: readonly AlignmentFit[];
    after: SlotView;
  },
): ZoomAlignmentCheck {
  if (!timeMapHolds(before, after, m.pairs)) return { certain: false, why: 'time-map' };
  for (let slot = 1; slot < m.match.advance; slot++)
    if (m.after.at(slot) === undefined) return { certain: false, why: 'gap' };
  const share = m.match.matched / m.match.compared;
  if (share < MIN_MATCHED_SHARE) return { certain: false, why: 'agreement' };
  const neighbour = m.neighbours.find(
    (c) => share - c.share < ZOOM_NEIGHBOUR_SHARE_GAP && c.rms < ZOOM_NEIGHBOUR_RMS_RATIO * m.match.rms,
  );
  // a rival anywhere agreeing on as many candles (already within the share gap) and fitting under
  // ZOOM_RIVAL_RMS_RATIO times worse
  const rival = (m.rivals ?? []).find((c) => c.rms < ZOOM_RIVAL_RMS_RATIO * m.match.rms);
  if (neighbour || rival) return { certain: false, why: 'neighbour' };
  const edge = laterEndOffMargin(before, after);
  return edge ? { certain: false, why: edge } : { certain: true };
}

/**
 * The later reading's last candle further from the plot's right edge than the earlier print's
 * margin allows (its newest candle not read: `short`), or nearer (a candle read past its newest,
 * a price tag or a line's end: `extra`); null when it keeps the margin or the margin says nothing.
 */
function laterEndOffMargin(before: PrintSeries, after: PrintSeries): 'short' | 'extra' | null {
  const keptInSlots = rightMarginSlots(before);
  const gapAfter = rightMarginSlots(after);
  if (keptInSlots === null || gapAfter === null || keptInSlots > FITTED_MARGIN_SLOTS) return null;
  const [b, a] = [before.plotX!, after.plotX!];
  // the earlier margin in pixels, scaled to the later plot's width, in the later print's slots
  const keptInPixels = (keptInSlots * before.pitch! * (a.right - a.left)) / (b.right - b.left) / after.pitch!;
  if (gapAfter - Math.max(keptInSlots, keptInPixels) > MARGIN_GROWTH_SLOTS) return 'short';
  if (Math.min(keptInSlots, keptInPixels) - gapAfter > MARGIN_GROWTH_SLOTS) return 'extra';
  return null;
}

/** The compared candles' x fit one line within ZOOM_X_TOLERANCE_SLOTS (without spacings: nothing to check). */
function timeMapHolds(before: PrintSeries, after: PrintSeries, pairs: readonly ComparedPair[]): boolean {
  const pitch = after.pitch;
  if (!pitch || pairs.length < 2) return true;
  const points = pairs.map(({ b, a }) => ({ x: before.xs[b]!, y: after.xs[a]! }));
  const fit = leastSquares(points);
  if (!fit) return false;
  return points.every(({ x, y }) => Math.abs(fit.a + fit.b * x - y) <= ZOOM_X_TOLERANCE_SLOTS * pitch);
}
