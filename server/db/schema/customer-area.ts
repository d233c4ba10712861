import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts';

/**
 * A customer's sign-in on the website: a customer who opened accounts here (customerId), or the
 * holder of an account the core held before the website (accountNumber). Created the first time
 * the customer asks for a code; the password (scrypt) is set after codes to the phone and e-mail on
 * record prove who they are.
 */
export const customerProfiles = pgTable(
  'customer_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .references(() => customers.id)
      .unique('customer_profiles_customer_key'),
    accountNumber: text('account_number').unique('customer_profiles_account_number_key'),
    /** A pre-website holder's e-mail on record (lower case), so that they can sign in with it too. */
    email: text('email'),
    passwordHash: text('password_hash'),
    passwordSetAt: timestamp('password_set_at', { withTimezone: true }),
    /** The customer's home address (homeAddress, city, stateOfResidence) as JSON, sealed. */
    addressSealed: text('address_sealed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('customer_profiles_one_holder', sql`(${table.customerId} is null) <> (${table.accountNumber} is null)`),
    index('customer_profiles_email_idx').on(table.email),
  ],
);

export const SIGN_IN_CHALLENGE_KINDS = ['login', 'password'] as const;

/**
 * A sign-in or password reset in progress, between the first form and its codes. `profileId` is null
 * when the name typed matched no one: the flow then looks the same, and no code can ever match.
 */
export const signInChallenges = pgTable('sign_in_challenges', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  kind: text('kind', { enum: SIGN_IN_CHALLENGE_KINDS }).notNull(),
  profileId: uuid('profile_id').references(() => customerProfiles.id),
  /** The browser that began it: the reference works there only. */
  browserRef: text('browser_ref').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** A password reset whose phone code was right: a wrong e-mail code then costs only that code. */
  phoneConfirmedAt: timestamp('phone_confirmed_at', { withTimezone: true }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

/**
 * Password resets asked for and not yet sent (issue 26, point 7): the request answers at once, the
 * same for every name typed, and the job finds the account and sends its codes. The typed name is
 * sealed; a row goes once its codes are sent, or with its challenge (retention).
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => signInChallenges.id, { onDelete: 'cascade' }),
    usernameSealed: text('username_sealed').notNull(),
    clientRef: text('client_ref'),
    attempts: integer('attempts').notNull().default(0),
    /** Also the claim that keeps two workers off one request. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_reset_requests_due_idx').on(table.nextAttemptAt)],
);

/**
 * Signed-in sessions, kept in the database so that they hold across instances. The cookie carries a
 * random token; the row is keyed by its hash. `publicId` names a session in the customer's list.
 */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    publicId: uuid('public_id').notNull().defaultRandom().unique(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => customerProfiles.id),
    /** A short description of the browser ("Chrome on Android"), for the list of sessions. */
    device: text('device').notNull().default(''),
    /**
     * The network the customer signed in from, never the address: an IPv4 address cut to its /24
     * ("102.89.34.0/24"), an IPv6 one to its /48 (docs/decisions/058). Null when unknown.
     */
    network: text('network'),
    clientRef: text('client_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end (12 hours after sign-in by default), however active the customer is. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
  },
  (table) => [index('customer_sessions_profile_idx').on(table.profileId)],
);

export const DATA_REQUEST_KINDS = ['access', 'rectification', 'erasure', 'restriction', 'objection'] as const;
export const DATA_REQUEST_STATES = ['received', 'completed', 'declined'] as const;

/** Data-subject requests (privacy policy: answered within 30 days), each with its deadline. */
export const dataSubjectRequests = pgTable(
  'data_subject_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => customerProfiles.id),
    kind: text('kind', { enum: DATA_REQUEST_KINDS }).notNull(),
    /** What the customer wrote (what to correct, what to erase and why), sealed. */
    detailsSealed: text('details_sealed'),
    state: text('state', { enum: DATA_REQUEST_STATES }).notNull().default('received'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When compliance was reminded that 5 days remain (issue 10): once per request. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** What the bank answered the customer, sealed. */
    answerSealed: text('answer_sealed'),
    /** The items erased for this request so far (ERASURE_ITEMS), each once a second officer approved it. */
    erasedItems: text('erased_items')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The correction compliance last asked for (name, contact details, address), sealed as JSON. */
    correctionSealed: text('correction_sealed'),
    /** When a second officer approved that correction and it was applied. */
    correctedAt: timestamp('corrected_at', { withTimezone: true }),
  },
  (table) => [
    index('data_subject_requests_profile_idx').on(table.profileId),
    index('data_subject_requests_due_idx').on(table.state, table.dueAt),
  ],
);

export const CONTACT_CHANGE_FIELDS = ['email', 'phoneNo'] as const;

/**
 * Changes of e-mail or phone (issue 26.3). The notice to the old address carries a link that undoes
 * the change for 24 hours: the old value is kept sealed until then, the link's token only hashed.
 */
export const contactChanges = pgTable(
  'contact_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => customerProfiles.id),
    field: text('field', { enum: CONTACT_CHANGE_FIELDS }).notNull(),
    /** The value before the change, sealed: what cancelling puts back. */
    previousSealed: text('previous_sealed').notNull(),
    cancelTokenHash: text('cancel_token_hash').notNull().unique('contact_changes_cancel_token_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancellableUntil: timestamp('cancellable_until', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [index('contact_changes_profile_idx').on(table.profileId, table.createdAt)],
);
