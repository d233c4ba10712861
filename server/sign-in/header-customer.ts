import { displayName } from '../../domain/names';
import type { Services } from '../services';
import { peekSession } from './sessions';

/** What the header shows of the signed-in customer (app/components/layout/account-slot.tsx). */
export interface HeaderCustomer {
  /** '' when the records give none at hand. */
  firstName: string;
}

/** First names of pre-website holders, read from the core: at most this many, for this long. */
const CORE_NAMES_MAX = 1_000;
const CORE_NAME_SECONDS = 10 * 60;
const coreNames = new Map<string, { firstName: string; until: number }>();

/**
 * The customer signed in with this token, as the header names them, or null (no session, ended,
 * idle). A website customer's first name is on their record; a holder of an account the core held
 * before the website has a name only there ('OKONKWO ADAEZE NGOZI', surname first): it is asked
 * once in a while and kept in memory, and when the core is slow or down the header shows the links
 * without a name rather than holding the page back.
 */
export async function headerCustomerOf({
  services,
  token,
}: {
  services: Services;
  token: string | undefined;
}): Promise<HeaderCustomer | null> {
  const holder = await peekSession({ services, token });
  if (!holder) return null;
  if (holder.firstname !== null) return { firstName: displayName(holder.firstname) };
  return {
    firstName: holder.accountNumber ? await coreFirstName(services, holder.profileId, holder.accountNumber) : '',
  };
}

async function coreFirstName(services: Services, profileId: string, accountNumber: string): Promise<string> {
  const kept = coreNames.get(profileId);
  if (kept && kept.until > Date.now()) return kept.firstName;
  const account = await services.coreBanking
    .findAccount(accountNumber, {
      signal: AbortSignal.timeout(Math.min(services.config.CORE_BANKING_TIMEOUT_MS, 1_000)),
    })
    .catch(() => null);
  if (!account) return '';
  // The books write a person's name surname first; a one-word name is all there is.
  const words = displayName(account.accountName).split(' ');
  const firstName = words[1] ?? words[0] ?? '';
  if (coreNames.size >= CORE_NAMES_MAX) coreNames.delete(coreNames.keys().next().value!);
  coreNames.set(profileId, { firstName, until: Date.now() + CORE_NAME_SECONDS * 1000 });
  return firstName;
}
