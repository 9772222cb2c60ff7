import { text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

// Column shapes several tables share. auth.ts does not use these (it is imported here).

/** A random UUID primary key. */
export const uuidId = () => uuid('id').primaryKey().defaultRandom();

/** When the row was written, by the database's clock. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The user a row of money history belongs to. Money history outlives nothing: a user with such
 * rows cannot be deleted (anonymise the user instead).
 */
export const moneyOwnerId = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'restrict' });
