import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const outboxChannel = pgEnum('outbox_channel', ['email', 'sms']);

/**
 * The local outbox: messages that the local transports deliver here instead of to a real inbox or
 * phone. The message (recipient, subject, text, html) is sealed with the field cipher; rows are
 * purged after a day (docs/decisions/020-messages-at-rest.md).
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: outboxChannel('channel').notNull(),
    messageSealed: text('message_sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_messages_created_at_idx').on(table.createdAt)],
);

/**
 * E-mails to deliver, written in the transaction of the record that causes them, so that an e-mail
 * exists exactly when its record does. The message is sealed (links in it are secrets) and blanked
 * once delivered; `nextAttemptAt` is also the claim that keeps two workers off one e-mail.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageSealed: text('message_sealed'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_queue_pending_idx')
      .on(table.nextAttemptAt)
      .where(sql`sent_at is null`),
  ],
);
