import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Newsletter subscribers (specification 3, Subscriber). One row per address;
 * unsubscribing keeps the row (with the time) so that the link keeps saying "done", and subscribing
 * again revives it with a new consent time and a new link.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Trimmed and lower-cased before it gets here, so one address is one row. */
    email: text().notNull(),
    consentedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Where the consent was given: the page path of the form, or 'api'. */
    source: text().notNull(),
    /** SHA-256 of the unsubscribe link's token; the token itself is only in the e-mail. */
    unsubscribeTokenHash: text().notNull(),
    unsubscribedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('newsletter_subscribers_email_key').on(table.email),
    uniqueIndex('newsletter_subscribers_unsubscribe_token_key').on(table.unsubscribeTokenHash),
  ],
);

/**
 * Messages of the contact form, as sent (they were also e-mailed to the bank), and complaints from
 * /complaints: subject 'complaint' with a reference, a category and, when given, an account number
 * (docs/decisions/078-complaints-are-contact-messages-with-a-reference.md).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    /**
     * The phone (international form, 2348031234567) sealed like every other phone, or null. The
     * column keeps its first name: messages sent before it was sealed hold it in clear until
     * `keys:rotate` seals them (server/contact/contact-phone.ts).
     */
    phoneSealed: text('phone'),
    subject: text({ enum: ['account-opening', 'mortgage', 'nhf', 'complaint', 'other'] }).notNull(),
    message: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The back office's handling (issue 10): open until closed, assigned to a staff member. */
    status: text({ enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    assignedTo: uuid(),
    closedAt: timestamp({ withTimezone: true }),
    /** CMP-20261127-7Q4KX2: a complaint's reference, quoted by the complainant; null for other messages. */
    reference: text().unique(),
    /** A complaint's category (domain/lists/complaint-categories.ts); null for other messages. */
    complaintCategory: text(),
    /** A complaint's account number, sealed like the phone (server/contact/contact-phone.ts); null when not given. */
    accountNumberSealed: text(),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
);

/**
 * Whistle-blower reports. Every field the reporter wrote (the category too) is sealed with the
 * field cipher, its column name as context; nothing here ties a report to a client address.
 */
export const whistleBlowerReports = pgTable('whistle_blower_reports', {
  id: uuid().primaryKey().defaultRandom(),
  /** WB-XXXX-XXXX, shown to the reporter and named in the bank's notice. */
  reference: text().notNull().unique(),
  /** SHA-256 of the reporter's secret (at least 128 bits), never the secret. */
  secretHash: text().notNull(),
  status: text({ enum: ['received', 'under_review', 'closed'] })
    .notNull()
    .default('received'),
  category: text().notNull(),
  whatHappened: text().notNull(),
  whenHappened: text().notNull(),
  whoInvolved: text(),
  evidence: text(),
  reporterName: text(),
  reporterContact: text(),
  /** What compliance tells the reporter, shown with the status check; sealed like the report. */
  bankMessage: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
