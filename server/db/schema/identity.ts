import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BVN_PHONE_HELP_WAYS } from '../../../domain/forms/bvn-phone-help';

export const CONSENT_STATES = ['started', 'code_sent', 'approved', 'declined', 'failed'] as const;

/**
 * A BVN holder's consent in progress: the page at the session token's address shows the masked
 * phone, sends a one-time code there and asks for it. The token and the code are stored hashed.
 */
export const bvnConsentSessions = pgTable(
  'bvn_consent_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    bvnSealed: text('bvn_sealed').notNull(),
    bvnHash: text('bvn_hash').notNull(),
    /** Same-site path the browser goes back to when the consent ends. */
    returnTo: text('return_to').notNull(),
    state: text('state', { enum: CONSENT_STATES }).notNull().default('started'),
    /** Filled by the first look-up, so that showing the page again costs no second look-up. */
    consentPhoneSealed: text('consent_phone_sealed'),
    dataSealed: text('data_sealed'),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: integer('code_attempts').notNull().default(0),
    /** The New Account wizard's step 1 (sealed), so that its code screen comes back after a reload. */
    wizardFormSealed: text('wizard_form_sealed'),
    clientRef: text('client_ref'),
    /** The browser that started it: the reference it leaves works in that browser only. */
    browserRef: text('browser_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('bvn_consent_sessions_bvn_hash_idx').on(table.bvnHash)],
);

/**
 * What an approved consent leaves behind: the BVN data, sealed, behind a single-use reference that
 * the return address carries instead of the data. Redeemed once by the page (getBvnData), then
 * used once to open an account.
 */
export const bvnReferences = pgTable(
  'bvn_references',
  {
    refHash: text('ref_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => bvnConsentSessions.id),
    bvnHash: text('bvn_hash').notNull(),
    dataSealed: text('data_sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    redeemBy: timestamp('redeem_by', { withTimezone: true }).notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    /** The browser it is bound to (the one that started the consent): no other may redeem or use it. */
    redeemedBy: text('redeemed_by'),
    useBy: timestamp('use_by', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('bvn_references_bvn_hash_idx').on(table.bvnHash)],
);

export const BVN_PHONE_HELP_JOURNEYS = ['instant', 'wizard'] as const;

/**
 * A customer whose code never came (their BVN phone may be out of date) asked for another way
 * (issue 27): the reference they quote at a branch or to customer service, the BVN sealed with
 * its keyed hash beside, the way they chose and the journey they were on.
 */
export const bvnPhoneHelpRequests = pgTable(
  'bvn_phone_help_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    bvnSealed: text('bvn_sealed').notNull(),
    bvnHash: text('bvn_hash').notNull(),
    way: text('way', { enum: BVN_PHONE_HELP_WAYS }).notNull(),
    journey: text('journey', { enum: BVN_PHONE_HELP_JOURNEYS }).notNull(),
    clientRef: text('client_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bvn_phone_help_requests_bvn_hash_idx').on(table.bvnHash),
    index('bvn_phone_help_requests_created_at_idx').on(table.createdAt),
  ],
);
