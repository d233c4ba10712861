import type { Services } from '../services';
import { defineRateLimit, isRateLimited, type RateLimit } from './rate-limits';

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
export async function countPasswordTry(
  services: Services,
  limits: PasswordTryLimits,
  { accountKey, clientRef }: { accountKey: string; clientRef: string },
) {
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

/** However often strangers lock an account, its holder hears of it at most this often. */
const LOCK_NOTICES_PER_ACCOUNT = defineRateLimit({ action: 'password.lock-notice', max: 3, windowSeconds: 60 * 60 });

/**
 * Tells the holder of `accountKey` that wrong passwords have locked their sign-in (`send` does), at
 * most 3 times an hour. A notice that cannot go out does not change the answer of the sign-in.
 */
export async function tellOfLock(services: Services, accountKey: string, send: () => Promise<unknown>) {
  try {
    await services.rateLimits.consume(LOCK_NOTICES_PER_ACCOUNT, accountKey);
    await send();
  } catch (error) {
    if (isRateLimited(error)) return;
    services.logger.warn({ err: error }, 'lock notice not sent');
  }
}
