import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Global settings as key → JSON value; read through settings.service so defaults live in one place. */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});
