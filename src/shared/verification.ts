import { z } from 'zod';

/**
 * Issue 24's contract between server and web: a call's verified outcome, a user's results and
 * the public scoreboard. Imports nothing but zod so the browser bundle can use it.
 */
export const verifiedOutcomeSchema = z.enum(['win', 'loss', 'draw', 'pending', 'unverifiable']);
export type VerifiedOutcomeKind = z.infer<typeof verifiedOutcomeSchema>;

export const verifiedCallSchema = z.object({
  /** 'sinal' or 'gatilho-<n>' */
  key: z.string(),
  direction: z.string(),
  outcome: verifiedOutcomeSchema,
  fired: z.boolean().nullable(),
  shift: z.number().int().nullable(),
  reason: z.string(),
  source: z.enum(['upload', 'auto']),
  settledAt: z.string().nullable(),
});
export type VerifiedCall = z.infer<typeof verifiedCallSchema>;

export const verificationResponseSchema = z.object({
  analysisId: z.uuid(),
  calls: z.array(verifiedCallSchema),
});
export type VerificationResponse = z.infer<typeof verificationResponseSchema>;

/** A hit rate over n outcomes with its Wilson 90 % interval, percent. */
export const hitRateSchema = z.object({
  /** wins and losses counted (draws left out); weighted when one user's weight is capped */
  n: z.number(),
  wins: z.number(),
  losses: z.number(),
  draws: z.number(),
  /** percent; null without outcomes */
  rate: z.number().nullable(),
  interval: z.tuple([z.number(), z.number()]).nullable(),
});
export type HitRate = z.infer<typeof hitRateSchema>;

export const myResultsSchema = z.object({
  total: hitRateSchema,
  pending: z.number().int(),
  /** options only: R$ at the user's payout and stake */
  money: z.object({ stake: z.number(), payout: z.number(), result: z.number(), calls: z.number().int() }),
  /**
   * COMPRA/VENDA trades in R (the risk each took): a target pays the plan's reward-to-risk, a stop
   * 1 R; wins whose plan gave no reward-to-risk are counted apart (`unpriced`). `riskPerTrade`:
   * the trader's R in R$ when they told their capital, else null (no position size to price it).
   */
  trades: z.object({
    r: z.number(),
    trades: z.number().int(),
    unpriced: z.number().int(),
    riskPerTrade: z.number().nullable(),
  }),
  recent: z.array(
    verifiedCallSchema.extend({
      analysisId: z.uuid(),
      symbol: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type MyResults = z.infer<typeof myResultsSchema>;

export const scoreboardGroupSchema = hitRateSchema.extend({ key: z.string(), label: z.string() });
export type ScoreboardGroup = z.infer<typeof scoreboardGroupSchema>;

export const publicResultsSchema = z.object({
  total: hitRateSchema,
  /** distinct users whose outcomes count */
  users: z.number().int(),
  /** most outcomes one user counts for in any group */
  userCap: z.number().int(),
  bySector: z.array(scoreboardGroupSchema),
  byRule: z.array(scoreboardGroupSchema),
  byTimeframe: z.array(scoreboardGroupSchema),
  byBroker: z.array(scoreboardGroupSchema),
  /** shown probability in bands against the observed frequency */
  calibration: z.array(
    z.object({
      from: z.number(),
      to: z.number(),
      n: z.number(),
      shown: z.number().nullable(),
      observed: z.number().nullable(),
      interval: z.tuple([z.number(), z.number()]).nullable(),
    }),
  ),
  updatedAt: z.string(),
});
export type PublicResults = z.infer<typeof publicResultsSchema>;

export const adminResultsSchema = publicResultsSchema.extend({
  /** analyses that made a call or a trigger, and how many of them got at least one final outcome */
  callsMade: z.number().int(),
  callsVerified: z.number().int(),
  /** percent */
  shareVerified: z.number().nullable(),
});
export type AdminResults = z.infer<typeof adminResultsSchema>;

/**
 * Issue 24, item 4: what the verified outcomes say of one rule in one sector and timeframe
 * (one user's weight capped as on the scoreboard). The engine shows it as the call's probability
 * once there are enough of them (plan-params MIN_VERIFIED_OUTCOMES).
 */
export type LearnedRecord = { rule: string; timeframe: string; wins: number; losses: number };
