import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const analysisStatuses = ['running', 'done', 'failed', 'cancelled'] as const;
export type AnalysisStatus = (typeof analysisStatuses)[number];

/** Every analysis a user asked for, kept so history survives devices. */
export const analysisHistory = pgTable(
  'analysis_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sector: text('sector').notNull(),
    specification: text('specification').notNull().default(''),
    provider: text('provider').notNull(),
    model: text('model'),
    status: text('status', { enum: analysisStatuses }).notNull().default('running'),
    /** Whether a credit was debited for it (false for licence holders); a refund flips nothing here. */
    charged: boolean('charged').notNull().default(false),
    result: jsonb('result'),
    /** Where the annotated picture is in the image store (lib/image-store); null: none, or gone. */
    imageKey: text('image_key'),
    /** Its thumbnail there, made when the analysis finished. */
    thumbnailKey: text('thumbnail_key'),
    /**
     * Pictures from before the image store, moved out by the image upkeep
     * (features/analysis/image-upkeep.ts); null once moved. No new row writes it.
     */
    annotatedImage: bytea('annotated_image'),
    errorMessage: text('error_message'),
    durationMs: integer('duration_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('analysis_history_user_created_idx').on(t.userId, t.createdAt),
    index('analysis_history_created_idx').on(t.createdAt),
    // The hourly retention sweep looks only at analyses that still have a picture.
    index('analysis_history_image_created_idx')
      .on(t.createdAt)
      .where(sql`${t.imageKey} is not null`),
    check('analysis_history_status_valid', sql`${t.status} in ('running', 'done', 'failed', 'cancelled')`),
  ],
);

export const analysisFavorites = pgTable(
  'analysis_favorites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => analysisHistory.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.analysisId] }),
    index('analysis_favorites_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export type AnalysisRow = typeof analysisHistory.$inferSelect;
