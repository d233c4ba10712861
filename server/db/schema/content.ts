import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CONTENT_KINDS, CONTENT_LANGUAGES, CONTENT_STATES } from '../../../domain/content/content-model';
import { staffMembers } from './back-office';

/** A piece of the site's content (an FAQ entry, later a product, a listing, a post...): its kind and key. */
export const contentItems = pgTable(
  'content_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: CONTENT_KINDS }).notNull(),
    /** Stable within its kind: an FAQ entry's anchor on /faq. */
    key: text('key').notNull(),
    /** The order of the items of a kind on their page. */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('content_items_kind_key').on(table.kind, table.key)],
);

/**
 * One version of an item in one language (decision 085). Its body is the kind's fields, checked by
 * the kind's schema (domain/content/). A published version is superseded by the next, never changed.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => contentItems.id),
    language: text('language', { enum: CONTENT_LANGUAGES }).notNull().default('en'),
    /** 1, 2, 3... per item and language, in the order the versions were begun. */
    number: integer('number').notNull(),
    state: text('state', { enum: CONTENT_STATES }).notNull().default('draft'),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    /** Made up for the site's first run (seed content): production refuses to start while it is published. */
    isSample: boolean('is_sample').notNull().default(false),
    /** The last editor of the draft, who submits it: never its checker. Null for seed content. */
    makerId: uuid('maker_id').references(() => staffMembers.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** When the maker wants it published; null: as soon as it is approved. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    checkerId: uuid('checker_id').references(() => staffMembers.id),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** The checker's reason, kept with the draft it sent back. */
    refusalReason: text('refusal_reason'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    /** The version a restore copied. */
    restoredFrom: uuid('restored_from'),
  },
  (table) => [
    uniqueIndex('content_versions_number').on(table.itemId, table.language, table.number),
    uniqueIndex('content_versions_one_published')
      .on(table.itemId, table.language)
      .where(sql`state = 'published'`),
    uniqueIndex('content_versions_one_open')
      .on(table.itemId, table.language)
      .where(sql`state in ('draft', 'awaiting_approval', 'scheduled')`),
    index('content_versions_due')
      .on(table.publishAt)
      .where(sql`state = 'scheduled'`),
  ],
);

/**
 * One row per kind, its counter raised in the transaction of every publish of that kind (decision
 * 092). Each instance reads the counters (at most once a second) and renders that kind's pages again
 * when one has moved: how a publish reaches every instance, through the database, not process memory.
 */
export const contentPublications = pgTable('content_publications', {
  kind: text('kind', { enum: CONTENT_KINDS }).primaryKey(),
  counter: bigint('counter', { mode: 'number' }).notNull().default(0),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});
