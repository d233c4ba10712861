import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

export const ACCT_TYPES = ['Individual', 'Corporate'] as const;
export const APPLICATION_STATES = ['pending', 'opened'] as const;

/**
 * A customer of the quick path: one per BVN and applicant kind. BVN, NIN, phone and date of birth
 * are sealed (AES-256-GCM, one context per column); BVN and NIN also have a keyed hash for look-ups.
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    acctType: text('acct_type', { enum: ACCT_TYPES }).notNull(),
    email: text('email').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    lastname: text('lastname').notNull(),
    firstname: text('firstname').notNull(),
    middlename: text('middlename').notNull().default(''),
    gender: text('gender').notNull(),
    preferredBranch: text('preferred_branch').notNull(),
    step: integer('step').notNull(),
    cbBy: text('cb_by').notNull().default(''),
    bvnSealed: text('bvn_sealed').notNull(),
    bvnHash: text('bvn_hash').notNull(),
    ninSealed: text('nin_sealed'),
    ninHash: text('nin_hash'),
    phoneSealed: text('phone_sealed').notNull(),
    birthDateSealed: text('birth_date_sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('customers_acct_type_bvn_hash_key').on(table.acctType, table.bvnHash),
    unique('customers_acct_type_email_key').on(table.acctType, table.email),
    index('customers_nin_hash_idx').on(table.ninHash),
  ],
);

/**
 * One account per customer and product: the unique pair is what makes a second submission of the
 * same form (double click, retry) open nothing new. `acctNumber` stays empty while the core
 * banking is slow or down; the open-account job fills it.
 */
export const accountApplications = pgTable(
  'account_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    accountProduct: text('account_product').notNull(),
    preferredBranch: text('preferred_branch').notNull(),
    state: text('state', { enum: APPLICATION_STATES }).notNull().default('pending'),
    acctNumber: text('acct_number'),
    photoKey: text('photo_key'),
    scannedIdCardKey: text('scanned_id_card_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    detailsSentAt: timestamp('details_sent_at', { withTimezone: true }),
  },
  (table) => [
    unique('account_applications_customer_product_key').on(table.customerId, table.accountProduct),
    index('account_applications_state_idx').on(table.state),
  ],
);

/** Links in verification e-mails: the token is stored hashed, single-use, with an expiry. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('email_verification_tokens_customer_idx').on(table.customerId)],
);
