import { addBankDays, bankDayOf, bankDayStart } from '../../domain/bank-days';
import { coreBankingAccounts } from '../db/schema';
import { HOLDER_PHONE_SEAL, insertPostings } from '../adapters/core-banking/local-core-banking';
import type { LedgerPosting } from '../adapters/core-banking';
import type { Services } from '../services';
import { toNuban } from './nuban';

/** A posting of the history: so many days before the seeding, at 10:00 in Lagos. */
interface PastPosting {
  daysAgo: number;
  amountKobo: number;
  narration: string;
}

/** The same postings every 30 days for six months: days into each block, counted back from the seeding. */
function monthly(
  postings: { day: number; amountKobo: number; narration: string; everyMonths?: number }[],
): PastPosting[] {
  return [0, 1, 2, 3, 4, 5].flatMap((month) =>
    postings
      .filter(({ everyMonths = 1 }) => month % everyMonths === 0)
      .map(({ day, amountKobo, narration }) => ({ daysAgo: month * 30 + day, amountKobo, narration })),
  );
}

/**
 * Accounts the local core holds "from before the website", so that BVN and NIN linking, sign-in and
 * statements can be tried on the embedded defaults (issues 8 and 28). Made-up people; serials from
 * 900000001 up, which the local core never issues to new accounts. Six months of postings each,
 * dated back from the first start-up. Never created in production.
 */
export const EXISTING_ACCOUNTS = [
  {
    serial: 900_000_001,
    accountName: 'OKONKWO ADAEZE NGOZI',
    productCode: '001',
    holderEmail: 'adaeze.okonkwo@example.com',
    holderPhone: '2348031234567',
    history: [
      { daysAgo: 185, amountKobo: 5_000_000, narration: 'Opening deposit: cash, Ikeja branch' },
      ...monthly([
        { day: 1, amountKobo: 12_350, narration: 'Interest' },
        { day: 5, amountKobo: -5_000_000, narration: 'Transfer to Okonkwo Adaeze Ngozi: Save-4-It' },
        { day: 12, amountKobo: -150_000, narration: 'Airtime and data: MTN 0803 *** 4567' },
        { day: 20, amountKobo: -2_345_075, narration: 'POS purchase: Shoprite Ikeja City Mall' },
        { day: 26, amountKobo: -12_000_000, narration: 'Transfer to Okonkwo Chinedu: rent share' },
        { day: 28, amountKobo: 38_500_000, narration: 'Salary: Lagos University Teaching Hospital' },
      ]),
    ],
  },
  {
    serial: 900_000_002,
    accountName: 'BAKARE TUNDE JO',
    productCode: '002',
    holderEmail: 'tunde.bakare@example.com',
    holderPhone: '2348051112222',
    history: [
      { daysAgo: 185, amountKobo: 500_000, narration: 'Opening deposit: cash, Festac branch' },
      { daysAgo: 40, amountKobo: -1_000_000, narration: 'Withdrawal: cheque 000123' },
      ...monthly([
        { day: 2, amountKobo: 45_000, narration: 'Interest: quarter', everyMonths: 3 },
        { day: 25, amountKobo: 2_500_000, narration: 'Savings deposit: transfer from GTBank' },
      ]),
    ],
  },
] as const;

/** The history of a seeded account as postings, dated back from `today` (a bank day). */
function seededPostings(
  accountNumber: string,
  serial: number,
  history: readonly PastPosting[],
  today: string,
): LedgerPosting[] {
  return history.map(({ daysAgo, amountKobo, narration }, index) => ({
    accountNumber,
    amountKobo,
    narration,
    // The reference names the posting, not its date: a later start-up finds it and posts nothing.
    reference: `SEED-${serial}-${String(index + 1).padStart(3, '0')}`,
    postedAt: new Date(bankDayStart(addBankDays(today, -daysAgo)).getTime() + 10 * 60 * 60 * 1000),
  }));
}

export async function seedExistingAccounts(services: Pick<Services, 'config' | 'database' | 'cipher'>): Promise<void> {
  if (services.config.CORE_BANKING !== 'local' || services.config.NODE_ENV === 'production') return;
  const { db } = services.database;
  const today = bankDayOf();
  const accounts = EXISTING_ACCOUNTS.map((account) => ({
    ...account,
    accountNumber: toNuban(services.config.NUBAN_INSTITUTION_CODE, account.serial),
  }));
  await db
    .insert(coreBankingAccounts)
    .values(
      accounts.map(({ accountNumber, serial, accountName, productCode, holderEmail, holderPhone }) => ({
        accountNumber,
        applicationId: `existing-${serial}`,
        accountName,
        productCode,
        branchCode: '102',
        holderEmail,
        holderPhoneSealed: services.cipher.encrypt(holderPhone, HOLDER_PHONE_SEAL),
        openedAt: bankDayStart(addBankDays(today, -185)),
      })),
    )
    .onConflictDoNothing();
  await insertPostings(
    db,
    accounts.flatMap(({ accountNumber, serial, history }) => seededPostings(accountNumber, serial, history, today)),
  );
}
