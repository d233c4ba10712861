import { z } from 'zod';
import { CoreBankingUnavailableError, type CoreBanking } from './core-banking';

const OpenedAccountSchema = z.object({ accountNumber: z.string().regex(/^\d{10}$/) });
const CoreAccountSchema = z.object({
  accountNumber: z.string().regex(/^\d{10}$/),
  accountName: z.string(),
  productCode: z.string(),
  email: z.string().default(''),
  phoneNo: z.string().default(''),
  bvnLinked: z.boolean(),
  ninLinked: z.boolean(),
});

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
 */
export function createHttpCoreBanking({ url, apiKey, fetch: send = fetch }: { url: string; apiKey?: string; fetch?: typeof fetch }): CoreBanking {
  const endpoint = `${url.replace(/\/+$/, '')}/accounts`;
  const headers = { 'Content-Type': 'application/json', Accept: 'application/json', ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}) };
  async function call(path: string, init: RequestInit & { signal: AbortSignal }) {
    try {
      return await send(`${endpoint}${path}`, { ...init, headers: { ...headers, ...init.headers } });
    } catch {
      throw new CoreBankingUnavailableError('The core banking did not answer');
    }
  }
  return {
    name: 'http',
    async findAccount(accountNumber, { signal }) {
      const response = await call(`/${encodeURIComponent(accountNumber)}`, { method: 'GET', signal });
      if (response.status === 404) return null;
      if (response.status !== 200) throw new CoreBankingUnavailableError(`The core banking answered ${response.status}`);
      const parsed = CoreAccountSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new CoreBankingUnavailableError('The core banking sent an account it did not describe');
      return parsed.data;
    },
    async linkIdentity({ accountNumber, bvnNo, nin }, { signal }) {
      const response = await call(`/${encodeURIComponent(accountNumber)}/identity`, { method: 'POST', body: JSON.stringify({ bvnNo, nin }), signal });
      if (response.status !== 200 && response.status !== 204) throw new CoreBankingUnavailableError(`The core banking answered ${response.status}`);
    },
    async updateContact({ accountNumber, ...contact }, { signal }) {
      const response = await call(`/${encodeURIComponent(accountNumber)}/contact`, { method: 'PATCH', body: JSON.stringify(contact), signal });
      if (response.status !== 200 && response.status !== 204) throw new CoreBankingUnavailableError(`The core banking answered ${response.status}`);
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
