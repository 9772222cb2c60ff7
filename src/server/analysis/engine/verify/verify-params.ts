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
 * A second offset whose matched share comes within this share (0–1) of the best one makes the
 * alignment ambiguous (a repeating pattern): the print is refused rather than guessed.
 */
export const AMBIGUOUS_SHARE_GAP = 0.1;

/** …and whose root-mean-square misfit (pixels) is under this many times the best one's. */
export const AMBIGUOUS_RMS_RATIO = 1.5;

/** Expiry close and entry nearer than this many pixels of the later print: a draw (unreadable difference). */
export const DRAW_TOLERANCE_PX = 1;

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
