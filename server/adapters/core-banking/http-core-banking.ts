import { z } from 'zod';
import { CORE_ACCOUNT_STATUSES, CoreBankingUnavailableError, type CoreBanking } from './core-banking';
import { fetchWithRequestContext } from '../../observability/request-id';

const OpenedAccountSchema = z.object({ accountNumber: z.string().regex(/^\d{10}$/) });
const CoreAccountSchema = z.object({
  accountNumber: z.string().regex(/^\d{10}$/),
  accountName: z.string(),
  productCode: z.string(),
  email: z.string().default(''),
  phoneNo: z.string().default(''),
  bvnLinked: z.boolean(),
  ninLinked: z.boolean(),
  status: z.enum(CORE_ACCOUNT_STATUSES).default('active'),
});
const kobo = z.number().int().safe();
const BalanceSchema = z.object({ ledgerKobo: kobo, availableKobo: kobo });
const StatementSchema = z.object({
  openingKobo: kobo,
  closingKobo: kobo,
  postings: z.array(
    z.object({
      postedAt: z.iso.datetime({ offset: true }),
      narration: z.string(),
      reference: z.string(),
      amountKobo: kobo,
      balanceKobo: kobo,
    }),
  ),
});
const RestrictedSchema = z.object({ status: z.enum(['frozen', 'closed']) });

/**
 * A bank core over HTTP, with a small JSON contract:
 *   POST {CORE_BANKING_URL}/accounts
 *   Authorization: Bearer {CORE_BANKING_API_KEY}    Idempotency-Key: {applicationId}
 *   { applicationId, accountName, productCode, branchCode, customer: {...} }
 * answers 201 (opened) or 200 (already opened for this applicationId) with { accountNumber }.
 * Anything else, a time-out included, leaves the application pending for the retrying job.
 *   GET  {CORE_BANKING_URL}/accounts/{accountNumber}            200 the account (CoreAccount), 404 none
 *   POST {CORE_BANKING_URL}/accounts/{accountNumber}/identity   { bvnNo, nin }: 200 or 204 linked
 *   PATCH {CORE_BANKING_URL}/accounts/{accountNumber}/contact   { email?, phoneNo? }: 200 or 204 changed
 *   GET  {CORE_BANKING_URL}/accounts/{accountNumber}/balance    200 { ledgerKobo, availableKobo }, 404 none
 *   GET  {CORE_BANKING_URL}/accounts/{accountNumber}/statement?from=yyyy-mm-dd&to=yyyy-mm-dd
 *        200 { openingKobo, closingKobo, postings: [{ postedAt, narration, reference, amountKobo, balanceKobo }] }, 404 none
 *   POST {CORE_BANKING_URL}/accounts/{accountNumber}/restriction { reason }: 200 { status: 'frozen' | 'closed' }
 * Amounts are integer kobo. An account opened with `identityVerified: true` is recorded linked at once.
 */
export function createHttpCoreBanking({
  url,
  apiKey,
  fetch: send = fetchWithRequestContext,
}: {
  url: string;
  apiKey?: string;
  fetch?: typeof fetch;
}): CoreBanking {
  const endpoint = `${url.replace(/\/+$/, '')}/accounts`;
  const headers = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}),
  };
  async function call(path: string, init: RequestInit & { signal: AbortSignal }) {
    try {
      return await send(`${endpoint}${path}`, { ...init, headers: { ...headers, ...init.headers } });
    } catch {
      throw new CoreBankingUnavailableError('The core banking did not answer');
    }
  }
  /** GET of an account's resource: null on 404, the parsed body on 200, unavailable otherwise. */
  async function read<T>(path: string, schema: z.ZodType<T>, signal: AbortSignal): Promise<T | null> {
    const response = await call(path, { method: 'GET', signal });
    if (response.status === 404) return null;
    if (response.status !== 200) throw new CoreBankingUnavailableError(`The core banking answered ${response.status}`);
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new CoreBankingUnavailableError('The core banking sent an answer it did not describe');
    return parsed.data;
  }
  const accountPath = (accountNumber: string) => `/${encodeURIComponent(accountNumber)}`;
  return {
    name: 'http',
    findAccount(accountNumber, { signal }) {
      return read(accountPath(accountNumber), CoreAccountSchema, signal);
    },
    getBalance(accountNumber, { signal }) {
      return read(`${accountPath(accountNumber)}/balance`, BalanceSchema, signal);
    },
    async getStatement({ accountNumber, from, to }, { signal }) {
      const statement = await read(
        `${accountPath(accountNumber)}/statement?${new URLSearchParams({ from, to })}`,
        StatementSchema,
        signal,
      );
      return statement ? { from, to, ...statement } : null;
    },
    async restrictAccount({ accountNumber, reason }, { signal }) {
      const response = await call(`${accountPath(accountNumber)}/restriction`, {
        method: 'POST',
        body: JSON.stringify({ reason }),
        signal,
      });
      if (response.status !== 200)
        throw new CoreBankingUnavailableError(`The core banking answered ${response.status}`);
      const parsed = RestrictedSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success)
        throw new CoreBankingUnavailableError('The core banking did not say how it restricted the account');
      return parsed.data;
    },
    async linkIdentity({ accountNumber, bvnNo, nin }, { signal }) {
      const response = await call(`${accountPath(accountNumber)}/identity`, {
        method: 'POST',
        body: JSON.stringify({ bvnNo, nin }),
        signal,
      });
      if (response.status !== 200 && response.status !== 204)
        throw new CoreBankingUnavailableError(`The core banking answered ${response.status}`);
    },
    async updateContact({ accountNumber, ...contact }, { signal }) {
      const response = await call(`${accountPath(accountNumber)}/contact`, {
        method: 'PATCH',
        body: JSON.stringify(contact),
        signal,
      });
      if (response.status !== 200 && response.status !== 204)
        throw new CoreBankingUnavailableError(`The core banking answered ${response.status}`);
    },
    async openAccount(request, { signal }) {
      let response: Response;
      try {
        response = await send(endpoint, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            'Idempotency-Key': request.applicationId,
            ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}),
          },
          body: JSON.stringify(request),
          signal,
        });
      } catch {
        throw new CoreBankingUnavailableError('The core banking did not answer');
      }
      if (response.status !== 200 && response.status !== 201) {
        throw new CoreBankingUnavailableError(`The core banking answered ${response.status}`);
      }
      const parsed = OpenedAccountSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new CoreBankingUnavailableError('The core banking sent no account number');
      return parsed.data;
    },
  };
}
