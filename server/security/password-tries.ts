import type { Services } from '../services';
import type { RateLimit } from './rate-limits';

/**
 * The limits of a password form (docs/decisions/049). Only wrong passwords count. The strict limit is
 * per account and address, so that a stranger's wrong passwords lock no one but the stranger; the
 * account and the address each keep a high ceiling, against guessing from many addresses and floods
 * from one.
 */
export interface PasswordTryLimits {
  perAccountAndClient: RateLimit;
  perAccount: RateLimit;
  perClient: RateLimit;
}

/** What a wrong password has just locked, if anything: the account from this address, or the account everywhere. */
export type PasswordLock = 'from-client' | 'everywhere' | null;

/**
 * Counts the try before the password is checked (so that tries sent side by side cannot pass a limit),
 * refusing with 429 past a limit. `right()` gives the try back; `wrong()` says what it locked.
 */
export async function countPasswordTry(services: Services, limits: PasswordTryLimits, { accountKey, clientRef }: { accountKey: string; clientRef: string }) {
  const counted: [RateLimit, string][] = [
    [limits.perClient, clientRef],
    [limits.perAccountAndClient, `${accountKey}:${clientRef}`],
    [limits.perAccount, accountKey],
  ];
  const remaining: number[] = [];
  for (const [limit, key] of counted) remaining.push((await services.rateLimits.consume(limit, key)).remaining);
  return {
    async right() {
      for (const [limit, key] of counted) await services.rateLimits.refund(limit, key);
    },
    wrong(): PasswordLock {
      if (remaining[2] === 0) return 'everywhere';
      return remaining[1] === 0 ? 'from-client' : null;
    },
  };
}
