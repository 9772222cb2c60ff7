/**
 * The trading plan's thresholds (issue 22), each with its unit. Prices are measured in mean
 * ranges (the mean true range of the last 20 candles), so a plan reads the same on any scale.
 */

/** Lowest probability, percent, any call may show: under it the other side is likelier. */
export const MIN_CALL_PROBABILITY = 50;

/**
 * Verified outcomes (count, wins + losses, from later prints; issue 24) a rule needs in a sector
 * and timeframe before its shown probability comes from them instead of this chart's replay.
 */
export const MIN_VERIFIED_OUTCOMES = 30;

/** Lowest risk/reward (target distance over stop distance) at which a trade is proposed. */
export const MIN_TRADE_RISK_REWARD = 1.5;

/** Room a stop keeps beyond the level that invalidates the idea: this many times the mean range of… */
export const STOP_ROOM = 1;
/** …the last this-many candles (their high − low), so a stop breathes with the latest candles. */
export const STOP_ROOM_CANDLES = 5;

/** A measured level this many mean ranges from the entry or closer is what invalidates a trade. */
export const NEAR_INVALIDATION = 3;
/** Farther than that, the extreme of the last this-many candles does. */
export const SWING_CANDLES = 3;

/** A target closer than this many mean ranges is no target: the next level is taken. */
export const MIN_TARGET_DISTANCE = 0.5;

/** Without a level beyond the entry, the target projects the range of the last this-many candles. */
export const PROJECTION_CANDLES = 20;

/** Options: candles of the chart's timeframe until expiry (the record measures the next candle). */
export const OPTION_EXPIRY_CANDLES = 1;

/** Candles a trigger stays valid for: options decide fast, trades allow a few more. */
export const OPTION_TRIGGER_CANDLES = 3;
export const TRADE_TRIGGER_CANDLES = 5;

/** Most triggers one answer lists: the nearest level each way and a confirmation. */
export const MAX_TRIGGERS = 3;
