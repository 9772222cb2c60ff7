import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { analysisHistory } from './analysis';
import { user } from './auth';

export const verifiedOutcomes = ['win', 'loss', 'draw', 'pending', 'unverifiable'] as const;
export type VerifiedOutcome = (typeof verifiedOutcomes)[number];

/**
 * Issue 24: each call an analysis made (its signal, each trigger), checked against a later print
 * of the same chart. One row per call (unique analysis + call key), so the same later print sent
 * twice or in parallel never counts twice; a pending row becomes final once, then never changes.
 */
export const verifiedCalls = pgTable(
  'verified_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => analysisHistory.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 'sinal' or 'gatilho-<n>' (the plan's n-th trigger, from 0) */
    callKey: text('call_key').notNull(),
    direction: text('direction').notNull(),
    outcome: text('outcome', { enum: verifiedOutcomes }).notNull(),
    /** triggers: whether the later print shows it fired; null for the signal */
    fired: boolean('fired'),
    /** candles the later print shows beyond the analysed one */
    shift: integer('shift'),
    reason: text('reason').notNull(),
    /** 'upload' (Conferir resultado) or 'auto' (a later analysis of the same chart) */
    source: text('source', { enum: ['upload', 'auto'] }).notNull(),
    /** SHA-256 of the later print (upload) or the later analysis' id (auto) */
    evidence: text('evidence').notNull(),
    /** what the scoreboards group by, copied from the analysis when it was verified */
    sector: text('sector').notNull(),
    timeframe: text('timeframe'),
    rule: text('rule'),
    broker: text('broker'),
    /** the probability the analysis showed, percent */
    probability: real('probability'),
    /** options: the payout the plan assumed, percent */
    payout: real('payout'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    unique('verified_calls_analysis_call_unique').on(t.analysisId, t.callKey),
    index('verified_calls_user_idx').on(t.userId, t.createdAt),
    index('verified_calls_rule_idx').on(t.rule, t.sector, t.timeframe),
    check(
      'verified_calls_outcome_valid',
      sql`${t.outcome} in ('win', 'loss', 'draw', 'pending', 'unverifiable')`,
    ),
  ],
);

export type VerifiedCallRow = typeof verifiedCalls.$inferSelect;
