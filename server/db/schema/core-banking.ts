import { bigint, bigserial, index, pgSequence, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { CORE_ACCOUNT_STATUSES } from '../../adapters/core-banking/core-banking';

/** Serials of the local core banking's NUBAN numbers (9 digits before the check digit). */
export const coreBankingAccountSerial = pgSequence('core_banking_account_serial', {
  startWith: 1,
  maxValue: 999_999_999,
});

/**
 * The local core banking's ledger of accounts (the default adapter). `applicationId` is unique, so
 * asking twice for the same application returns the account opened the first time.
 */
export const coreBankingAccounts = pgTable('core_banking_accounts', {
  accountNumber: text('account_number').primaryKey(),
  applicationId: text('application_id').notNull().unique(),
  accountName: text('account_name').notNull(),
  productCode: text('product_code').notNull(),
  branchCode: text('branch_code').notNull(),
  openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  /** The holder's e-mail and phone on record (the phone sealed), where confirmations go. */
  holderEmail: text('holder_email'),
  holderPhoneSealed: text('holder_phone_sealed'),
  bvnLinkedAt: timestamp('bvn_linked_at', { withTimezone: true }),
  ninLinkedAt: timestamp('nin_linked_at', { withTimezone: true }),
  status: text('status', { enum: CORE_ACCOUNT_STATUSES }).notNull().default('active'),
  /** Why the bank froze or closed it (a code of `RestrictionReason`, server/adapters/core-banking/core-banking.ts), and when. */
  restrictionReason: text('restriction_reason'),
  restrictedAt: timestamp('restricted_at', { withTimezone: true }),
});

/**
 * The local core's ledger: one row per posting, never changed. Amounts in kobo, integers, positive
 * for money in, negative for money out; a balance is the sum of an account's postings.
 */
export const coreBankingPostings = pgTable(
  'core_banking_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountNumber: text('account_number')
      .notNull()
      .references(() => coreBankingAccounts.accountNumber),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    narration: text('narration').notNull(),
    reference: text('reference').notNull().unique(),
  },
  (table) => [index('core_banking_postings_account_idx').on(table.accountNumber, table.postedAt)],
);
