import { isRateLimited } from '../security/rate-limits';
import type { Services } from '../services';
import type { ConsentSession } from './consent-session';
import {
  CODE_FAILURES_PER_BVN,
  CODE_FAILURES_PER_BVN_BROWSER,
  CODE_FAILURES_PER_BVN_CLIENT,
  CONSENT_START_PER_BVN_SLOWED,
} from './identity-limits';

/**
 * Wrong consent codes are counted per BVN and browser, per BVN and address, and per BVN. The first two
 * refuse whoever typed them; the BVN's own count only slows new validations, so that nobody who knows a
 * BVN can lock its holder out (docs/decisions/048).
 */
interface Attempt {
  services: Services;
  bvnHash: string;
  /** The browser that started the consent. */
  browserRef: string | null;
  /** The address the attempt comes from. */
  clientRef: string;
}

const keysOf = ({ bvnHash, browserRef, clientRef }: Attempt) => ({
  browser: `${bvnHash}:${browserRef ?? ''}`,
  client: `${bvnHash}:${clientRef}`,
});

/** Refuses (429) a validation from a browser or address past its wrong codes for the BVN; past the BVN's, one every 15 minutes. */
export async function assertMayStartAfterWrongCodes(attempt: Attempt) {
  const { services, bvnHash } = attempt;
  const keys = keysOf(attempt);
  await services.rateLimits.assertNotExhausted(CODE_FAILURES_PER_BVN_BROWSER, keys.browser);
  await services.rateLimits.assertNotExhausted(CODE_FAILURES_PER_BVN_CLIENT, keys.client);
  if (await services.rateLimits.isExhausted(CODE_FAILURES_PER_BVN, bvnHash))
    await services.rateLimits.consume(CONSENT_START_PER_BVN_SLOWED, bvnHash);
}

/** Whether this browser or address has typed its wrong codes for the BVN: then no code of theirs is compared. */
export async function hasTypedTooManyWrongCodes(attempt: Attempt): Promise<boolean> {
  const keys = keysOf(attempt);
  return (
    (await attempt.services.rateLimits.isExhausted(CODE_FAILURES_PER_BVN_BROWSER, keys.browser)) ||
    attempt.services.rateLimits.isExhausted(CODE_FAILURES_PER_BVN_CLIENT, keys.client)
  );
}

/** Counts one wrong code everywhere it counts; a count already past its limit stays there. */
export async function countWrongCode(attempt: Attempt) {
  const keys = keysOf(attempt);
  const counts: [typeof CODE_FAILURES_PER_BVN, string][] = [
    [CODE_FAILURES_PER_BVN_BROWSER, keys.browser],
    [CODE_FAILURES_PER_BVN_CLIENT, keys.client],
    [CODE_FAILURES_PER_BVN, attempt.bvnHash],
  ];
  for (const [limit, key] of counts) {
    await attempt.services.rateLimits.consume(limit, key).catch((error: unknown) => {
      if (!isRateLimited(error)) throw error;
    });
  }
}

export const attemptOn = (services: Services, session: ConsentSession, clientRef: string): Attempt => ({
  services,
  bvnHash: session.bvnHash,
  browserRef: session.browserRef,
  clientRef,
});
