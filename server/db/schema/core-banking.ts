import { pgSequence, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Serials of the local core banking's NUBAN numbers (9 digits before the check digit). */
export const coreBankingAccountSerial = pgSequence('core_banking_account_serial', { startWith: 1, maxValue: 999_999_999 });

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
});
