import { bigint, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customerProfiles } from './customer-area';
import { staffMembers } from './back-office';
import { LOAN_STATUSES, type LoanStatus } from '../../../domain/loan-statuses';

export { LOAN_STATUSES, type LoanStatus };

/**
 * A mortgage application of a signed-in customer, saved step by step. The figures are columns (the
 * dashboard and the back office list them); what the customer told us (property, employer, income,
 * obligations) is JSON, sealed.
 */
export const loanApplications = pgTable(
  'loan_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => customerProfiles.id),
    productId: text('product_id').notNull(),
    status: text('status', { enum: LOAN_STATUSES }).notNull().default('draft'),
    /** The last step saved (1 to 6). */
    step: integer('step').notNull().default(0),
    loanKobo: bigint('loan_kobo', { mode: 'number' }),
    priceKobo: bigint('price_kobo', { mode: 'number' }),
    annualRatePercent: numeric('annual_rate_percent', { precision: 6, scale: 3 }),
    tenorYears: integer('tenor_years'),
    detailsSealed: text('details_sealed'),
    /** The mortgage officer who works the application: the first member of staff to act on it. */
    officerId: uuid('officer_id').references(() => staffMembers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (table) => [
    index('loan_applications_profile_idx').on(table.profileId),
    index('loan_applications_status_idx').on(table.status),
  ],
);

export const LOAN_DOCUMENT_KINDS = ['payslip', 'bankStatement', 'titleDocument', 'identity', 'other'] as const;
export type LoanDocumentKind = (typeof LOAN_DOCUMENT_KINDS)[number];

/** Documents of an application: sealed in the document storage under `storageKey`. */
export const loanDocuments = pgTable(
  'loan_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => loanApplications.id),
    kind: text('kind', { enum: LOAN_DOCUMENT_KINDS }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('loan_documents_application_idx').on(table.applicationId)],
);

/** A document the bank asked for (the back office), shown on the dashboard until one of that kind arrives. */
export const loanDocumentRequests = pgTable(
  'loan_document_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => loanApplications.id),
    kind: text('kind', { enum: LOAN_DOCUMENT_KINDS }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
  },
  (table) => [index('loan_document_requests_application_idx').on(table.applicationId)],
);

/** Every status an application has had, with who moved it: the dashboard's history. */
export const loanStatusEvents = pgTable(
  'loan_status_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => loanApplications.id),
    status: text('status', { enum: LOAN_STATUSES }).notNull(),
    /** 'customer', 'system', or a staff member's id. */
    actor: text('actor').notNull(),
    note: text('note').notNull().default(''),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    details: jsonb('details').$type<Record<string, string>>(),
  },
  (table) => [index('loan_status_events_application_idx').on(table.applicationId)],
);

/**
 * The thread between the customer and the bank about an application: the customer writes from the
 * Loan Dashboard, the officer answers from the back office. The text is sealed.
 */
export const loanMessages = pgTable(
  'loan_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => loanApplications.id),
    /** 'customer', or the id of the member of staff who answered. */
    author: text('author').notNull(),
    bodySealed: text('body_sealed').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('loan_messages_application_idx').on(table.applicationId)],
);

/**
 * What staff write for one another about an application (the checker's figures, what was verified).
 * Kept apart from everything the customer reads: no customer-facing query touches this table.
 */
export const loanInternalNotes = pgTable(
  'loan_internal_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => loanApplications.id),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    /** The staff action it was written with (request, move, decline, approve). */
    action: text('action').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('loan_internal_notes_application_idx').on(table.applicationId)],
);

/**
 * The offer a second mortgage officer approved (issue 30): its terms, which the offer letter states,
 * and the customer's acceptance from the Loan Dashboard. One offer per application.
 */
export const loanOffers = pgTable('loan_offers', {
  id: uuid('id').primaryKey().defaultRandom(),
  applicationId: uuid('application_id')
    .notNull()
    .unique()
    .references(() => loanApplications.id),
  loanKobo: bigint('loan_kobo', { mode: 'number' }).notNull(),
  annualRatePercent: numeric('annual_rate_percent', { precision: 6, scale: 3 }).notNull(),
  tenorYears: integer('tenor_years').notNull(),
  conditions: text('conditions').notNull().default(''),
  makerId: uuid('maker_id')
    .notNull()
    .references(() => staffMembers.id),
  checkerId: uuid('checker_id')
    .notNull()
    .references(() => staffMembers.id),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  /** The customer's profile that accepted it (the one signed in). */
  acceptedBy: uuid('accepted_by').references(() => customerProfiles.id),
});
