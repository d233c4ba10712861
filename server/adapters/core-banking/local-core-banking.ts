import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { addBankDays, bankDayStart } from '../../../domain/bank-days';
import type { FieldCipher } from '../../security/field-cipher';
import type { Database } from '../../db/client';
import { coreBankingAccounts, coreBankingAccountSerial, coreBankingPostings } from '../../db/schema';
import type { Logger } from '../../logger';
import { toNuban } from '../../core-banking/nuban';
import {
  CoreBankingUnavailableError,
  type CoreAccount,
  type CoreBankingState,
  type LedgerPosting,
  type OpenAccountRequest,
  type SwitchableCoreBanking,
} from './core-banking';

/** Context of the sealed holder phone in the local ledger. */
export const HOLDER_PHONE_SEAL = 'core_banking_accounts.holder_phone';

function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new CoreBankingUnavailableError('The core banking did not answer in time'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Writes postings to the ledger; a reference seen before is not posted again. */
export async function insertPostings(db: Database, postings: LedgerPosting[]): Promise<void> {
  if (postings.length === 0) return;
  await db
    .insert(coreBankingPostings)
    .values(postings.map(({ postedAt, ...posting }) => ({ ...posting, ...(postedAt ? { postedAt } : {}) })))
    .onConflictDoNothing({ target: coreBankingPostings.reference });
}

async function sumBefore(db: Pick<Database, 'select'>, accountNumber: string, before?: Date): Promise<number> {
  const [{ total }] = await db
    .select({ total: sql<string>`coalesce(sum(${coreBankingPostings.amountKobo}), 0)` })
    .from(coreBankingPostings)
    .where(
      and(
        eq(coreBankingPostings.accountNumber, accountNumber),
        before ? lt(coreBankingPostings.postedAt, before) : undefined,
      ),
    );
  return Number(total);
}

/**
 * The default core banking: a ledger of accounts in the product's database, issuing NUBAN numbers
 * under NUBAN_INSTITUTION_CODE. When switched 'slow' it still opens the account, late, after the
 * caller has stopped waiting: exactly the case where a retry must find the account, not open another.
 */
export function createLocalCoreBanking({
  db,
  cipher,
  institutionCode,
  slowDelayMs,
  logger,
}: {
  db: Database;
  cipher: FieldCipher;
  institutionCode: string;
  slowDelayMs: number;
  logger: Logger;
}): SwitchableCoreBanking {
  let state: CoreBankingState = 'up';

  /** Down fails at once, slow answers after the caller gave up, up answers. */
  function whenAvailable<T>(work: () => Promise<T>, signal: AbortSignal): Promise<T> {
    if (state === 'down')
      return Promise.reject(new CoreBankingUnavailableError('The local core banking is switched down'));
    if (state === 'up') return abortable(work(), signal);
    const late = new Promise<void>((resolve) => setTimeout(resolve, slowDelayMs)).then(work);
    late.catch((error: unknown) => logger.warn({ err: error }, 'the slow local core banking failed'));
    return abortable(late, signal);
  }

  async function openInLedger(request: OpenAccountRequest) {
    const [existing] = await db
      .select()
      .from(coreBankingAccounts)
      .where(eq(coreBankingAccounts.applicationId, request.applicationId));
    if (existing) return { accountNumber: existing.accountNumber };
    const linkedAt = request.identityVerified ? new Date() : null;
    const rows = (await db.execute(sql`select nextval(${coreBankingAccountSerial.seqName}) as serial`)) as unknown as
      { rows?: { serial: string }[] } | { serial: string }[];
    const serial = (Array.isArray(rows) ? rows : (rows.rows ?? []))[0].serial;
    const accountNumber = toNuban(institutionCode, BigInt(serial));
    const [inserted] = await db
      .insert(coreBankingAccounts)
      .values({
        accountNumber,
        applicationId: request.applicationId,
        accountName: request.accountName,
        productCode: request.productCode,
        branchCode: request.branchCode,
        holderEmail: request.customer.email,
        holderPhoneSealed: request.customer.phoneNo
          ? cipher.encrypt(request.customer.phoneNo, HOLDER_PHONE_SEAL)
          : null,
        bvnLinkedAt: linkedAt,
        ninLinkedAt: linkedAt,
      })
      .onConflictDoNothing({ target: coreBankingAccounts.applicationId })
      .returning({ accountNumber: coreBankingAccounts.accountNumber });
    if (inserted) return inserted;
    // Another request for the same application won the race: its account is the one.
    const [winner] = await db
      .select()
      .from(coreBankingAccounts)
      .where(eq(coreBankingAccounts.applicationId, request.applicationId));
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
    openAccount(request, { signal }) {
      return whenAvailable(() => openInLedger(request), signal);
    },
    findAccount(accountNumber, { signal }) {
      return whenAvailable(async (): Promise<CoreAccount | null> => {
        const [row] = await db
          .select()
          .from(coreBankingAccounts)
          .where(eq(coreBankingAccounts.accountNumber, accountNumber));
        if (!row) return null;
        return {
          accountNumber: row.accountNumber,
          accountName: row.accountName,
          productCode: row.productCode,
          email: row.holderEmail ?? '',
          phoneNo: row.holderPhoneSealed ? cipher.decrypt(row.holderPhoneSealed, HOLDER_PHONE_SEAL) : '',
          bvnLinked: row.bvnLinkedAt !== null,
          ninLinked: row.ninLinkedAt !== null,
          status: row.status,
        };
      }, signal);
    },
    getBalance(accountNumber, { signal }) {
      return whenAvailable(async () => {
        const [account] = await db
          .select({ status: coreBankingAccounts.status })
          .from(coreBankingAccounts)
          .where(eq(coreBankingAccounts.accountNumber, accountNumber));
        if (!account) return null;
        const ledgerKobo = await sumBefore(db, accountNumber);
        return { ledgerKobo, availableKobo: account.status === 'active' ? Math.max(0, ledgerKobo) : 0 };
      }, signal);
    },
    getStatement({ accountNumber, from, to }, { signal }) {
      return whenAvailable(async () => {
        const [account] = await db
          .select({ accountNumber: coreBankingAccounts.accountNumber })
          .from(coreBankingAccounts)
          .where(eq(coreBankingAccounts.accountNumber, accountNumber));
        if (!account) return null;
        const start = bankDayStart(from);
        const end = bankDayStart(addBankDays(to, 1));
        const openingKobo = await sumBefore(db, accountNumber, start);
        const rows = await db
          .select()
          .from(coreBankingPostings)
          .where(
            and(
              eq(coreBankingPostings.accountNumber, accountNumber),
              gte(coreBankingPostings.postedAt, start),
              lt(coreBankingPostings.postedAt, end),
            ),
          )
          .orderBy(asc(coreBankingPostings.postedAt), asc(coreBankingPostings.id));
        let balanceKobo = openingKobo;
        const postings = rows.map((row) => {
          balanceKobo += row.amountKobo;
          return {
            postedAt: row.postedAt.toISOString(),
            narration: row.narration,
            reference: row.reference,
            amountKobo: row.amountKobo,
            balanceKobo,
          };
        });
        return { from, to, openingKobo, closingKobo: balanceKobo, postings };
      }, signal);
    },
    restrictAccount({ accountNumber, reason }, { signal }) {
      return whenAvailable(
        () =>
          db.transaction(async (tx) => {
            const [account] = await tx
              .select()
              .from(coreBankingAccounts)
              .where(eq(coreBankingAccounts.accountNumber, accountNumber))
              .for('update');
            if (!account)
              throw new CoreBankingUnavailableError(
                `The local core banking holds no account ${accountNumber.slice(-4)}`,
              );
            if (account.status !== 'active') return { status: account.status };
            const status = (await sumBefore(tx, accountNumber)) === 0 ? 'closed' : 'frozen';
            await tx
              .update(coreBankingAccounts)
              .set({ status, restrictionReason: reason, restrictedAt: new Date() })
              .where(eq(coreBankingAccounts.accountNumber, accountNumber));
            return { status };
          }),
        signal,
      );
    },
    post(posting) {
      return insertPostings(db, [posting]);
    },
    linkIdentity({ accountNumber }, { signal }) {
      // The local ledger records that both are linked; the numbers stay with the product's own records.
      return whenAvailable(async () => {
        await db
          .update(coreBankingAccounts)
          .set({
            bvnLinkedAt: sql`coalesce(${coreBankingAccounts.bvnLinkedAt}, now())`,
            ninLinkedAt: sql`coalesce(${coreBankingAccounts.ninLinkedAt}, now())`,
          })
          .where(eq(coreBankingAccounts.accountNumber, accountNumber));
      }, signal);
    },
    updateContact({ accountNumber, email, phoneNo, accountName }, { signal }) {
      return whenAvailable(async () => {
        await db
          .update(coreBankingAccounts)
          .set({
            ...(accountName === undefined ? {} : { accountName }),
            ...(email === undefined ? {} : { holderEmail: email }),
            ...(phoneNo === undefined ? {} : { holderPhoneSealed: cipher.encrypt(phoneNo, HOLDER_PHONE_SEAL) }),
          })
          .where(eq(coreBankingAccounts.accountNumber, accountNumber));
      }, signal);
    },
  };
}
