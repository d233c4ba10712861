import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Counters of rate-limited actions (the shape rate-limiter-flexible's Drizzle store expects). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});

/**
 * Append-only record of security-relevant events (consent, code sends, failures, account openings).
 * It never holds the personal data itself; a trigger refuses updates and deletes.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    outcome: text('outcome').notNull(),
    /** An opaque reference (record id or keyed hash), never a BVN, NIN or phone number. */
    subject: text('subject'),
    /** Keyed hash of the client address, to see abuse without storing the address. */
    clientRef: text('client_ref'),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>(),
    /** Who did it when it was a staff member (their id); empty for customers and the system. */
    actor: text('actor'),
  },
  (table) => [
    index('audit_events_action_idx').on(table.action, table.occurredAt),
    index('audit_events_subject_idx').on(table.subject),
    index('audit_events_actor_idx').on(table.actor, table.occurredAt),
    index('audit_events_occurred_idx').on(table.occurredAt),
  ],
);

/** Results of submissions by idempotency key: a retried or double-clicked submission is answered once. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  scope: text('scope').notNull(),
  fingerprint: text('fingerprint').notNull(),
  state: text('state', { enum: ['pending', 'completed'] }).notNull(),
  responseStatus: integer('response_status'),
  /** The first answer, sealed: a replay needs it whole, and it names the customer and the account. */
  responseBodySealed: text('response_body_sealed'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Documents written to the storage before their record commits. A row stays uncommitted when the
 * record never did (refused, or the process died in between): the sweep removes those documents.
 */
export const documentUploads = pgTable(
  'document_uploads',
  {
    key: text('key').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    committedAt: timestamp('committed_at', { withTimezone: true }),
  },
  (table) => [
    index('document_uploads_uncommitted_idx')
      .on(table.createdAt)
      .where(sql`committed_at is null`),
  ],
);

/**
 * One-time codes sent by SMS (a change of e-mail, and later sign-in): keyed-hashed, single use,
 * 10 minutes; `attempts` carries over to a resent code, so asking for a new code buys no tries.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').notNull(),
    /** What the code is for: a record id, never an identifier such as a phone number. */
    subject: text('subject').notNull(),
    codeHash: text('code_hash').notNull(),
    /** What the code confirms (the new e-mail address), sealed. */
    payloadSealed: text('payload_sealed'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('one_time_codes_subject_idx').on(table.purpose, table.subject)],
);
