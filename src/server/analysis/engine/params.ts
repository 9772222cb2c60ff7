/**
 * The reading stages' thresholds in one place, each with its unit. Units:
 * - **colour**: Euclidean distance in 8-bit RGB (0–441), the one colour-distance rule of the
 *   engine (`image/colour-math.ts`); a threshold is compared with `distance`/`dist2` there.
 * - **text heights** (`th`): multiples of the screenshot's median text height, measured on the
 *   image — what makes a rule read a 3× phone print and a downscaled desktop print alike.
 * - **px**: image pixels, only where the limit belongs to a model or to the image file itself
 *   (the OCR's smallest legible glyph, the smallest image worth reading), or where no unit of
 *   the chart can be measured yet; each such place says why.
 * - **share**: a fraction of something named beside it; **count**: how many.
 * Thresholds written inline in the stages are derived from measured quantities (text height,
 * candle width, slot pitch, the plot's size) at the place they are used.
 */

/** Colour (RGB distance). */
export const COLOUR = {
  /** a pixel farther than this from the background is ink (grid lines are fainter) */
  ink: 40,
  /** a glyph's pixel against its own box's background (text boxes, ink-box.ts) */
  textInk: 50,
  /** a label on the axis's own background: nearer than this (a price tag's differs) */
  sameLabelBackground: 30,
  /** a row's colour must stand this far off the background to be a separator line */
  separatorContrast: 24,
  /** a pixel this near a row's median colour belongs to that row's line */
  separatorNear: 28,
  /** off the line between the background and a candle colour: an anti-aliased edge (PNG) */
  wickBlend: 48,
  /** …in a JPEG or a lossy WebP, whose chroma is stored at half resolution */
  wickBlendLossy: 80,
} as const;

/** Text stage. */
export const TEXT = {
  /** share — a line read with this confidence or more is surely text: the candle stage never
   * takes its box for candles the detector boxed (read-chart.ts, candles/text-over-series.ts) */
  sureConfidence: 0.8,
  /** px — glyph height under which PP-OCR's detector separates lines badly: look again at 2× */
  smallGlyphPx: 8,
  /** px — the least glyph height the recogniser reads (a shrunk MetaTrader legend's 5 px do) */
  minGlyphPx: 5,
  /** px — the least height of a line chosen to be read for the symbol and timeframe */
  nameLinePx: 6,
  /** count — fewer lines than this found on a whole screenshot: its print may be too small for
   * the detector, which is run again at 2× (a chart prints at least its axis labels) */
  fewLines: 3,
  /** count — candidate axis columns tried, labels probed, read first, read at most */
  axisColumns: 6,
  probeLabels: 4,
  firstLabels: 6,
  maxLabels: 16,
  /** count — labels agreeing on a scale after which the rest of a column is not read */
  confidentLabels: 4,
  /** count — lines read that may name the symbol and timeframe; boxes read over the plot */
  headerLines: 10,
  boxesOverPlot: 12,
  /** count — short lines read in a trade panel right of the chart (a binary broker's payout) */
  panelLines: 6,
  /**
   * The timeframe from the time axis (time-axis.ts): count — labels read under the plot; count
   * — candles two labels must stand apart at least; count — pairs of neighbouring labels that
   * must agree; share — how far two pairs' minutes per candle may differ; share — how far the
   * agreed figure may lie from the timeframe it is taken for (real prints measured within 1 %:
   * 5.06, 0.99, 1.01, 59.99, 30.3 minutes)
   */
  timeLabels: 8,
  timeLabelCandles: 2,
  timeLabelPairs: 2,
  timeStepAgreement: 0.12,
  timeframeLanding: 0.05,
  /** times — magnification of the side strips looked at again when the print is small (5 px
   * glyphs become 15 px, what the detector separates well) */
  smallPrintZoom: 3,
  /** share of the image's width on each side looked at again at full size for an axis */
  sideStrip: 0.16,
  /**
   * The plot's top-left corner looked at again for a legend in small type (read-text.ts
   * readLegendCorner), magnified smallPrintZoom times: share of the plot's width; share of its
   * height, or lines of text if more; px — the widest the magnified corner may be
   */
  cornerWidth: 0.5,
  cornerHeight: 0.06,
  cornerLines: 3,
  cornerCanvasPx: 2560,
} as const;

/** Scale stage. */
export const SCALE = {
  /** count — labels on separate levels that a fit needs (two labels and a price tag will do) */
  minLabels: 3,
  /** th — a label may sit this far off the fitted line (at least 1.5 px) */
  labelResidual: 0.15,
  /**
   * count — units of the last printed digit by which two equal steps of a linear axis's labels
   * may differ (rounding of a step that is not a whole number of them)
   */
  ladderUnits: 1.5,
} as const;

/** Plot stage (separators). */
export const PLOT = {
  /** share of a row near its own colour for it to be a line across the plot */
  separatorCoverage: 0.95,
  /** share of the plot one unbroken stretch of a row must cover (a frame) */
  separatorRun: 0.8,
} as const;

/** Candle stage. */
export const CANDLES = {
  /**
   * px — rows of the thickest line drawn across the pane (a phone's price line at 3×) that a
   * wick is followed across, and that an empty slot's stroke is followed across (fill-slots.ts).
   * Not yet in line widths: on a 1× print 4 rows took a wick up a crosshair's vertical line
   * (shared mt5_white_hollow_crosshair).
   */
  maxLineRows: 3,
  /**
   * thin-line heights (read-candles.ts `thin`: from the text height, 3 px on a 1× print) — rows
   * a body is followed across where a line crosses it, the line's anti-aliased or outlined edges
   * included: a moving average on a phone at 3× covers 5 rows and blurs 2 more (rendered pairs
   * phone-pocket-ma-plain: thin 5, 7 rows). A body is only followed across rows that something
   * covers over its whole width, to rows as wide as a body again.
   */
  crossingLineThins: 1.5,
  /**
   * share of the body width — a piece no wider than this is a wick alone, whose flat body may have
   * been cut off it as a line (measure.ts): a wick is a line width, a body several (a phone's
   * 5 px wick under a 16 px body). Dense charts whose bodies are 2 px have no such wick.
   */
  wickShareOfBody: 0.4,
  /** share — a hollow body's enclosure must fill its bounding rectangle this much */
  hollowRectangularity: 0.8,
  /** px — rows of a line crossing a body that a stack of equal rows may bridge */
  maxCrossedRows: 4,
  /** ratio — stacked bodies replace the plain pieces only when they score this much better */
  stacksBetter: 1.4,
  /**
   * Candles one pixel apart (column-series.ts): count — columns the series spans at least;
   * share — of the stretch's columns inked; share — neighbours spanning the same rows at most (a
   * body's columns do); share — columns of the rarer colour at least; colour — between the up
   * and the down colour at least (a line or an area chart has one)
   */
  columnSeriesMin: 120,
  columnCoverage: 0.75,
  /** share of the plot's width a hole in the series may span (a box drawn over the candles) */
  columnHole: 0.25,
  columnSameRows: 0.2,
  /** share of the series' columns in narrow gaps (background between candles) at most */
  columnGaps: 0.05,
  columnColourShare: 0.15,
  columnColourDistance: 60,
  /**
   * Touching bodies cut where the colour changes (colour-cuts.ts): colour — mean column colours
   * farther apart than this are two candles; px — columns each side of a cut at least (a wick of
   * another colour through its body changes one column only)
   */
  colourCutDistance: 60,
  colourCutMinColumns: 2,
  /**
   * share — of the colour changes on the cut look's grid (at its spacing, the best phase) at
   * least, for the look to be taken; px — the phase's step while it is looked for
   */
  colourCutAligned: 0.7,
  colourCutPhaseStep: 0.05,
  /** share of the colour's runs along the series one column long at least (one candle each) */
  columnSingles: 0.3,
  /** share — the column reading's candles overlapping their neighbours, and with a body, at least */
  columnContinuity: 0.85,
  columnBodied: 0.3,
  /** share — a piece reading filling less of its grid, or following itself less, is patchy */
  patchyCoverage: 0.6,
  patchyContinuity: 0.7,
  /** count — empty grid slots under a text box before the box is taken for candles the
   * detector saw as text, and the series read again with it left in (read-candles.ts) */
  emptySlotsUnderText: 2,
  /** th — candles no further apart than this look like glyphs to the text detector, which may
   * box a run of them as a line of text (a glyph's advance is ~0.6–0.75 text heights) */
  textLikePitch: 0.75,
  /** count — candles a first look must read before text boxes are judged against its series */
  textLookMinCandles: 20,
  /** count — slots either side of such a box where the candles beside it are looked for */
  textLookBesideSlots: 3,
  /** text heights — what the newest mark runs into is a price tag only this tall or taller (it holds a price in the chart's type); lower, it is the line leading to the tag */
  tagMinTextHeights: 0.8,
  /** text heights — a tag edge with no text beside it is no taller than this (taller, a candle beside a drawn box) */
  tagMaxTextHeights: 2.5,
  /** text heights — how far right of a tag's edge its price text may start (padding, an arrow tip) */
  tagTextReach: 3,
  /** share of the plot's columns holding a bar for a volume overlay; the baseline's lowest place */
  volumeCover: 0.35,
  volumeLowest: 0.6,
  /**
   * share — bars hanging down from a bar baseline, against those standing on it, from which the
   * bars are an oscillator's histogram around zero and no volume; px — how tall a hanging bar
   * must be (bars cut by a line along their foot leave 2–3 px stubs; not yet in line widths)
   */
  histogramHanging: 0.25,
  hangingBarPx: 5,
  /**
   * The newest marks of the series (trailing-marks.ts): px — candles narrower than this have no
   * shape to judge; count — the last marks looked at, and the candles a series keeps whatever
   * they look like; share of the body width a row must span to be a body row, and at most to be
   * a wick's; share of a mark's rows between the two past which it is an arrow or a dot; the
   * recent candles' typical range (times) a mark may lie clear of the previous candle; count —
   * the last marks asked only whether they lie that clear (a dashed line's or a projection's
   * marks beyond the last candle: 4-5 of them on MT4's and TradingView's prints), and times
   * their own height they must then lie clear of the previous candle (a candle that gaps is no
   * smaller than its jump: wide bodies cut from their wicks, Olymp's style)
   */
  trailingMinBody: 2,
  trailingLooked: 3,
  trailingFarLooked: 6,
  trailingFarOwn: 1,
  /**
   * A dashed line's dash beyond the last candle (trailing-marks.ts, oneDash): share of the body
   * width a flat mark is at most tall (2 px at least); count — the dashes of its length that must
   * follow it (flat candles at one price make 2-3 in a row: J mt5_tester_audusd_m20_rectangle_infoboard
   * lost its newest with 2; Deriv's price line has 6 and more); px — how much dashes and gaps may
   * differ in length (anti-aliasing, JPEG)
   */
  trailingDashRows: 0.5,
  trailingDashRepeats: 5,
  trailingDashSlack: 1,
  trailingKeep: 8,
  trailingBodyRow: 0.75,
  trailingWickRow: 0.45,
  trailingBetweenShare: 0.5,
  trailingGap: 1.5,
  /**
   * A cluster of marks beyond a gap at the series' right end (trailing-marks.ts,
   * continuesSeries): count — the last candles before the gap whose range it must meet; share of
   * their typical (median) height that range is widened by; share of the empty slots between
   * that must hold something upright (candles the grid missed, a box over them); px — the body
   * width below which no mark is kept so (columns that close leave no background between)
   */
  newestMinBody: 3,
  newestBand: 5,
  newestBandSlack: 1,
  newestGapHidden: 0.5,
  /**
   * px — the body width from which a flat dash right after the last candle is read as the
   * forming candle (fill-slots.ts, flatDash): on narrower candles a dot of a dotted line is as
   * wide as a body
   */
  dashMinBody: 3,
  /** slots — how far right of such a dash the rows at its level must be clear… */
  dashClearSlots: 3,
  /** …share (0–1) of those pixels that may be inked (a phone's dashed price line inks about half) */
  dashClearShare: 0.1,
} as const;

/** OHLC bar charts (candles/bar-ticks.ts, decision/judge-reading.ts). */
export const OHLC_BARS = {
  /**
   * px and ratio — marks this narrow at a pitch at least this many times their width are the
   * strokes of an OHLC bar chart (open and close drawn as side ticks, no body), not candles and
   * not a texture: their open and close are read from the ticks, and their pitch is no dense
   * chart's, so the verdict's wider floors of continuity and coverage apply to them. Measured 2026-11-27: OHLC
   * bars read at a 2 px stroke on an 8 px pitch (StockMaster, M ru_desktop_ohlc_bars_dark) and
   * on a 15.8 px pitch with weekend gaps (mplfinance, M mpf_ohlc_bars). A candle's body takes
   * most of its pitch, so 3.5 widths leaves dense candle charts out.
   */
  barStrokePx: 2,
  minBarPitchRatio: 3.5,
  /** px — how far beside an OHLC bar's stroke its open and close ticks are looked for (at most; less where the pitch is tight) */
  tickReachPx: 3,
  /** px per column — a tick is a few rows thick (anti-aliased): more marked rows beside the stroke are a neighbour or a line */
  maxTickRows: 3,
} as const;

/** The verdict (decision/judge-reading.ts). */
export const VERDICT = {
  /** count — fewer candles is no chart to analyse (a crop, a button) */
  minCandles: 8,
  /** px — an image narrower or lower than this is too small to read */
  minSide: 200,
  /** px — candles this narrow or narrower are dense: textures and illustrations read as 2 px candles fill a grid easily, so the floors below are higher */
  denseBodyPx: 2,
  /** px — candles up to this wide show a body only where it is taller than their wick is thick: the lower bodied share */
  thinBodyPx: 3,
  /** share of candles with a body (open and close ≥ 2 px apart): at most 3 px wide, and wider */
  minBodiedThin: 0.25,
  minBodied: 0.4,
  /** share of candles whose lows (or bodies' bottoms) sit on one row: columns on a baseline, a bar chart */
  maxOnOneRow: 0.6,
  /**
   * share of neighbouring candles whose ranges overlap (candles/read-candles continuity), dense
   * and wider. Measured 2026-11-27 on every real set: photos, drawings and illustrations read as
   * 2 px candles stay under 0.5 and legible dense charts misread reach 0.77–0.81; at 0.75 one
   * legible chart was read right and another read wrongly instead of refused, so it stays 0.85.
   * A drawn diagram reaches 0.69 at wider candles.
   */
  minContinuityDense: 0.85,
  minContinuity: 0.7,
  /** share of the grid's slots holding a candle, dense and wider; under it, down to the blurry floor, "too blurry" */
  minCoverageDense: 0.9,
  minCoverage: 0.6,
  blurryCoverage: 0.4,
} as const;

/**
 * The work one image may cost (work-budget.ts): a page of text or a huge busy picture is refused
 * in a second or two instead of keeping an engine thread for most of a minute. Real screenshots
 * (eval sets, 480×540 to 2558×1440) stay far inside every limit: at most 186 lines detected and
 * about 130 read, 0.2–1 s of CPU; the 4000×4000 page of small text of issue 25 is refused by
 * the probe after about 0.3 s of CPU (it took 30 s of CPU, 45 s at load 12, before).
 */
export const WORK_BUDGET = {
  /** count — text lines the detector may find in one image before it is a page of text */
  maxTextLines: 600,
  /** count — text lines the text stage may recognise while looking for the price axis */
  maxLinesRead: 160,
  /** scale — an image shrunk below this for the detector is probed at full size for small text */
  probeBelowScale: 0.45,
  /** px — side of the full-size tile at the image's centre that the probe detects text in */
  probeTilePx: 640,
  /** count — lines the whole image would hold at the probe tile's density, beyond which it is refused */
  maxEstimatedLines: 1500,
  // On a box whose cores are shared (CI beside other jobs, a busy server) a legible Quotex print
  // took 14–34 s of wall time for 3 s of CPU: the stage limit counts the thread's CPU time, and
  // the wall-time limit is a backstop only. The fast refusals are the counts above.
  /** ms — CPU time of the reading, checked between stages (text, plot, candles), after which it stops */
  stageMs: 10_000,
  /** ms — wall time one image may hold an engine thread; past it the pool stops the thread */
  imageMs: 45_000,
} as const;

/**
 * The engine pool's order between users (pool.ts, owner-standing.ts) and what its memory may do.
 */
export const ENGINE_POOL = {
  // An account looping a refused upload would otherwise get one turn in every round: a paying
  // user then waits for one refused job per looping account before the engine reads their chart.
  /** count — the lowest rank (0 is the best, served first): each refused upload in a row
   * lowers its owner's rank by one, down to this */
  lowestRank: 3,
  /** ms — how long a refused upload keeps counting against its owner's rank */
  refusalMemoryMs: 10 * 60_000,
  /** fraction — how far above its resting level (warmed up, before any work) the process's
   * resident memory may stay once a burst of analyses is over and the allocator has had
   * settleMs to give memory back (npm run bench:memory) */
  settledAboveResting: 0.2,
  /** ms — the wait after a burst before resident memory is compared with the resting level */
  settleMs: 30_000,
} as const;

// --- helper "reader" (session of 2026-11-27) ---

/**
 * The plot's frame (plot/find-plot.ts): a line drawn down the pane's side (MetaTrader's price
 * axis border) is cut off the plot, so that it is never read as the newest candle.
 */
export const PLOT_EDGE = {
  /** share of the plot's rows a column must stand out in to be a border (a candle, a dotted
   * grid line or a dashed trade line never does) */
  borderInked: 0.9,
  /** text heights — how far inside the plot's side a border is looked for */
  reachTextHeights: 0.5,
  /** px — the least reach, when the labels are tiny */
  minReachPx: 4,
  /** px — the text height assumed when no axis label was read */
  defaultTextPx: 10,
  /** reaches — width of the strip beside each side whose commonest colour is the background */
  backgroundStripReaches: 8,
  /** count — pixels of that strip sampled for its commonest colour */
  stripSamples: 4096,
} as const;

// --- helper "direction" (session of 2026-11-27) ---

/** Candle direction on charts whose two kinds differ by fill (candles/direction.ts). */
export const DIRECTION = {
  /** RGB distance (0–441) — the mean colours of the tall hollow and tall filled bodies differ
   * by at least this much for colour to count as a second sign of the kind (a grey outline
   * against a black fill, teal against red) */
  fillColourApart: 60,
  /** body heights — what reading a doubtful candle (measured filled, in the hollow kind's
   * colour) against its fill class costs in the continuity search: its neighbours' opens and
   * closes must favour the other way by more than this share of a body */
  doubtfulPrior: 0.5,
} as const;
