import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ScreenedParty } from '../../../domain/screening/name-match';
import type { RiskLevel, RiskReason } from '../../../domain/screening/risk';
import { accountApplications } from './accounts';

/**
 * Each screening of an account application against sanctions and PEP lists (decision 089), newest
 * last: "Screen again" adds a row. The newest row is the application's screening and risk; a high
 * level is cleared by a compliance officer (maker-checker 'application.risk') on that row.
 */
export const applicationScreenings = pgTable(
  'application_screenings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => accountApplications.id),
    screenedAt: timestamp('screened_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member whose opening or "Screen again" ran it. */
    screenedBy: uuid('screened_by'),
    /** Which adapter answered: 'local' (the bank's list files) or 'http' (the provider). */
    adapter: text('adapter').notNull(),
    /** 'unavailable': the lists or the provider could not answer; nothing is concluded. */
    state: text('state', { enum: ['done', 'unavailable'] }).notNull(),
    parties: jsonb('parties').$type<ScreenedParty[]>().notNull(),
    riskLevel: text('risk_level').$type<RiskLevel>().notNull(),
    riskReasons: jsonb('risk_reasons').$type<RiskReason[]>().notNull(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    clearedBy: uuid('cleared_by'),
  },
  (table) => [index('application_screenings_application_idx').on(table.applicationId, table.screenedAt)],
);
