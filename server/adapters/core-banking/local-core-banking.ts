import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { coreBankingAccounts, coreBankingAccountSerial } from '../../db/schema';
import type { Logger } from '../../logger';
import { toNuban } from '../../core-banking/nuban';
import { CoreBankingUnavailableError, type CoreBankingState, type OpenAccountRequest, type SwitchableCoreBanking } from './core-banking';

function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new CoreBankingUnavailableError('The core banking did not answer in time'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The default core banking: a ledger of accounts in the product's database, issuing NUBAN numbers
 * under NUBAN_INSTITUTION_CODE. When switched 'slow' it still opens the account, late, after the
 * caller has stopped waiting: exactly the case where a retry must find the account, not open another.
 */
export function createLocalCoreBanking({ db, institutionCode, slowDelayMs, logger }: { db: Database; institutionCode: string; slowDelayMs: number; logger: Logger }): SwitchableCoreBanking {
  let state: CoreBankingState = 'up';

  async function openInLedger(request: OpenAccountRequest) {
    const [existing] = await db.select().from(coreBankingAccounts).where(eq(coreBankingAccounts.applicationId, request.applicationId));
    if (existing) return { accountNumber: existing.accountNumber };
    const rows = (await db.execute(sql`select nextval(${coreBankingAccountSerial.seqName}) as serial`)) as unknown as { rows?: { serial: string }[] } | { serial: string }[];
    const serial = (Array.isArray(rows) ? rows : (rows.rows ?? []))[0].serial;
    const accountNumber = toNuban(institutionCode, BigInt(serial));
    const [inserted] = await db
      .insert(coreBankingAccounts)
      .values({ accountNumber, applicationId: request.applicationId, accountName: request.accountName, productCode: request.productCode, branchCode: request.branchCode })
      .onConflictDoNothing({ target: coreBankingAccounts.applicationId })
      .returning({ accountNumber: coreBankingAccounts.accountNumber });
    if (inserted) return inserted;
    // Another request for the same application won the race: its account is the one.
    const [winner] = await db.select().from(coreBankingAccounts).where(eq(coreBankingAccounts.applicationId, request.applicationId));
    return { accountNumber: winner.accountNumber };
  }

  return {
    name: 'local',
    get state() {
      return state;
    },
    setState(next) {
      state = next;
    },
    async openAccount(request, { signal }) {
      if (state === 'down') throw new CoreBankingUnavailableError('The local core banking is switched down');
      if (state === 'up') return abortable(openInLedger(request), signal);
      const late = new Promise<{ accountNumber: string }>((resolve) => setTimeout(resolve, slowDelayMs)).then(() => openInLedger(request));
      late.catch((error: unknown) => logger.warn({ err: error }, 'the slow local core banking failed to open an account'));
      return abortable(late, signal);
    },
  };
}
