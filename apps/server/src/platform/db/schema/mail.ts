import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/**
 * Where a mail is on its way: `queued` (waiting, or waiting to retry), `sending` (a process has
 * claimed it), `sent`, or `failed` (refused for good, or out of attempts).
 */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Every mail the product sends, the durable record of its delivery: written before the mail is
 * handed to a job, updated by each attempt. The body is sealed while the mail waits and emptied
 * once it is sent or given up, so the table does not keep reset links or activation codes.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
    /** What the log calls this mail (`activation code`); the subject may carry a name. */
    kind: text('kind').notNull().default('mail'),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** Why the last attempt failed (the SMTP reply or the connection error), never the mail. */
    lastError: text('last_error'),
    updatedAt: updatedAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    // The sweep that re-adds unfinished mail reads only these rows, however many were sent.
    index('mail_outbox_unfinished_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} in ('queued', 'sending')`),
  ],
);
