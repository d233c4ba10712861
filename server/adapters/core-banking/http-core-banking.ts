import { z } from 'zod';
import { CoreBankingUnavailableError, type CoreBanking } from './core-banking';

const OpenedAccountSchema = z.object({ accountNumber: z.string().regex(/^\d{10}$/) });

/**
 * A bank core over HTTP, with a small JSON contract:
 *   POST {CORE_BANKING_URL}/accounts
 *   Authorization: Bearer {CORE_BANKING_API_KEY}    Idempotency-Key: {applicationId}
 *   { applicationId, accountName, productCode, branchCode, customer: {...} }
 * answers 201 (opened) or 200 (already opened for this applicationId) with { accountNumber }.
 * Anything else, a time-out included, leaves the application pending for the retrying job.
 */
export function createHttpCoreBanking({ url, apiKey, fetch: send = fetch }: { url: string; apiKey?: string; fetch?: typeof fetch }): CoreBanking {
  const endpoint = `${url.replace(/\/+$/, '')}/accounts`;
  return {
    name: 'http',
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
