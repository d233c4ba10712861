import { sql } from 'drizzle-orm';
import { QUICK_STEP } from '../../../domain/constants';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const ACCT_TYPES = ['Individual', 'Corporate'] as const;
/**
 * draft: a wizard application before its bio data (step 2) and verified e-mail: nothing to open
 * yet. pending: the core banking is asked (again by the job while it is down). opened: it answered.
 */
export const APPLICATION_STATES = ['draft', 'pending', 'opened'] as const;
export const APPLICATION_REVIEW_STATES = ['awaiting_review', 'approved', 'declined'] as const;

/**
 * A customer of the quick path: one per BVN and applicant kind (and company, for corporate ones). BVN, NIN, phone and date of birth
 * are sealed (AES-256-GCM, one context per column); BVN, NIN and phone also have a keyed hash for look-ups.
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
    /** A corporate customer is a company (its name and CAC number) with the BVN's holder as signatory. */
    businessName: text('business_name'),
    cacNumber: text('cac_number'),
    bvnSealed: text('bvn_sealed').notNull(),
    bvnHash: text('bvn_hash').notNull(),
    ninSealed: text('nin_sealed'),
    ninHash: text('nin_hash'),
    phoneSealed: text('phone_sealed').notNull(),
    /** Keyed hash of the phone's international form, for the staff search (decision 084); filled at start-up for older rows. */
    phoneHash: text('phone_hash'),
    birthDateSealed: text('birth_date_sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One person is one individual customer; as a director, one corporate customer per company.
    uniqueIndex('customers_acct_type_bvn_hash_cac_key').on(
      table.acctType,
      table.bvnHash,
      sql`coalesce(${table.cacNumber}, '')`,
    ),
    unique('customers_acct_type_email_key').on(table.acctType, table.email),
    index('customers_nin_hash_idx').on(table.ninHash),
    index('customers_phone_hash_idx').on(table.phoneHash),
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
    /** The Idempotency-Key of the submission that made it: a retry after a crash finds its record by it. */
    submissionKey: text('submission_key').unique('account_applications_submission_key_key'),
    /** 50 for the quick path; 1 to 5 as the wizard's steps are saved. */
    step: integer('step').notNull().default(QUICK_STEP),
    /** The wizard's steps 2 to 4 (title, addresses, ID, next of kin...): JSON, sealed. */
    detailsSealed: text('details_sealed'),
    /** The wizard's step-5 documents by field (signature, utilityBill, ...): storage keys. */
    documentKeys: jsonb('document_keys').$type<Record<string, string>>(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The back office's review (issue 10): a decline needs a second staff member. */
    reviewState: text('review_state', { enum: APPLICATION_REVIEW_STATES }).notNull().default('awaiting_review'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The reason staff gave for a decline: the customer reads it in their area. */
    declineReason: text('decline_reason'),
    /** When the core froze or closed the account of a declined application (retried until it did). */
    restrictedAt: timestamp('restricted_at', { withTimezone: true }),
    /** The BVN came with the holder's consent and the NIN is that BVN holder's: linked at opening. */
    identityVerified: boolean('identity_verified').notNull().default(false),
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

/**
 * What a browser may see and change of an application: granted to the browser that submitted it or
 * that holds its verified e-mail link, for a day. A customer id alone grants nothing.
 */
export const applicantGrants = pgTable(
  'applicant_grants',
  {
    /** The hash of the browser's key (server/http/browser-key.ts), never the key. */
    browserRef: text('browser_ref').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.browserRef, table.customerId] }),
    index('applicant_grants_customer_idx').on(table.customerId),
  ],
);
