import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every e-mail we send is recorded; without SMTP this is the delivery (the link is also logged). */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    kind: text('kind').notNull(),
    status: text('status', { enum: ['stored', 'sent', 'failed'] }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_to_created_idx').on(t.toAddress, t.createdAt)],
);
