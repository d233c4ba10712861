import { addBankDays, bankDayOf } from '../../domain/bank-days';
import { STATEMENT_DEFAULT_DAYS, type StatementPeriod } from '../../domain/forms/statement-period';
import { customerAccountTexts } from '../../domain/messages/customer-accounts';
import {
  CoreBankingUnavailableError,
  type CoreBalance,
  type CorePosting,
  type CoreStatement,
} from '../adapters/core-banking';
import { productName } from '../accounts/account-result';
import { AppError, AppErrorCode } from '../errors/app-error';
import type { Services } from '../services';
import { accountNumbersOf, askCore, type Profile } from '../sign-in/profiles';

/** How many postings the overview shows under each account. */
const RECENT_POSTINGS = 5;

/** An account's money for the overview; null where the core cannot be asked now. */
export interface AccountMoney {
  balance: CoreBalance | null;
  /** The newest postings of about three months, newest first. */
  recent: CorePosting[] | null;
}

/** The period shown first: about three months, ending today. */
export function defaultStatementPeriod(today = bankDayOf()): StatementPeriod {
  return { from: addBankDays(today, -(STATEMENT_DEFAULT_DAYS - 1)), to: today };
}

async function orNull<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof CoreBankingUnavailableError) return null;
    throw error;
  }
}

/** Balance and last transactions of each account, asked of the core side by side. */
export async function accountsMoney(
  services: Services,
  accountNumbers: string[],
): Promise<Record<string, AccountMoney>> {
  const period = defaultStatementPeriod();
  const entries = await Promise.all(
    accountNumbers.map(async (accountNumber) => {
      const signal = AbortSignal.timeout(services.config.CORE_BANKING_TIMEOUT_MS);
      const [balance, statement] = await Promise.all([
        orNull(services.coreBanking.getBalance(accountNumber, { signal })),
        orNull(services.coreBanking.getStatement({ accountNumber, ...period }, { signal })),
      ]);
      return [
        accountNumber,
        { balance, recent: statement ? statement.postings.slice(-RECENT_POSTINGS).reverse() : null },
      ] as const;
    }),
  );
  return Object.fromEntries(entries);
}

export interface OwnAccount {
  accountNumber: string;
  accountName: string;
  productName: string;
}

export interface AccountStatement extends OwnAccount {
  statement: CoreStatement;
}

/** One of the customer's own accounts as the core holds it; another's is refused as not found. */
export async function ownAccount({
  services,
  profile,
  accountNumber,
}: {
  services: Services;
  profile: Profile;
  accountNumber: string;
}): Promise<OwnAccount> {
  if (!(await accountNumbersOf(services, profile)).includes(accountNumber))
    throw new AppError(AppErrorCode.NotFound, customerAccountTexts.statement.notYours);
  const account = await askCore((signal) => services.coreBanking.findAccount(accountNumber, { signal }), services);
  if (!account) throw new AppError(AppErrorCode.NotFound, customerAccountTexts.statement.notYours);
  return { accountNumber, accountName: account.accountName, productName: productName(account.productCode) };
}

/** The statement of a period of one of the customer's own accounts. */
export async function accountStatement({
  services,
  account,
  period,
}: {
  services: Services;
  account: OwnAccount;
  period: StatementPeriod;
}): Promise<AccountStatement> {
  const statement = await askCore(
    (signal) => services.coreBanking.getStatement({ accountNumber: account.accountNumber, ...period }, { signal }),
    services,
  );
  if (!statement) throw new AppError(AppErrorCode.NotFound, customerAccountTexts.statement.notYours);
  return { ...account, statement };
}
