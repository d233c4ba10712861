import { eq, inArray, isNotNull, and } from 'drizzle-orm';
import { isAccountNumber } from '../../../domain/login';
import { CoreBankingUnavailableError, type CoreAccount } from '../../adapters/core-banking';
import { accountApplications, customerProfiles, customers, identityLinks } from '../../db/schema';
import type { Services } from '../../services';
import type { Profile } from '../../sign-in/profiles';
import { isUuid } from '../applications/find-application';

type Customer = typeof customers.$inferSelect;

/**
 * One person as the back office knows them: a customer who opened accounts on the website (their
 * view's address is the customer's id), or the holder of an account the core held before the
 * website (its address is the account number; the profile exists once they signed in or asked).
 */
export interface Person {
  key: string;
  customer: Customer | null;
  profile: Profile | null;
  accountNumbers: string[];
}

/** The view's address of a profile's person. */
export const personKeyOf = (profile: Pick<Profile, 'customerId' | 'accountNumber'>) =>
  profile.customerId ?? profile.accountNumber!;

/** The core's account, null when it has none, undefined when it does not answer now. */
export async function coreAccountOrSilence(
  services: Services,
  accountNumber: string,
): Promise<CoreAccount | null | undefined> {
  try {
    return await services.coreBanking.findAccount(accountNumber, {
      signal: AbortSignal.timeout(services.config.CORE_BANKING_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof CoreBankingUnavailableError) return undefined;
    throw error;
  }
}

async function websiteCustomer(services: Services, customer: Customer): Promise<Person> {
  const { db } = services.database;
  const [[profile], numbers] = await Promise.all([
    db.select().from(customerProfiles).where(eq(customerProfiles.customerId, customer.id)),
    db
      .select({ number: accountApplications.acctNumber })
      .from(accountApplications)
      .where(and(eq(accountApplications.customerId, customer.id), isNotNull(accountApplications.acctNumber)))
      .orderBy(accountApplications.createdAt),
  ]);
  return { key: customer.id, customer, profile: profile ?? null, accountNumbers: numbers.map((row) => row.number!) };
}

/**
 * The holder of an account the website did not open: known when they have a profile, tried a
 * BVN/NIN link on it, or the core holds it.
 */
async function coreHolder(services: Services, accountNumber: string): Promise<Person | null> {
  const { db } = services.database;
  const [[profile], [link]] = await Promise.all([
    db.select().from(customerProfiles).where(eq(customerProfiles.accountNumber, accountNumber)),
    db
      .select({ id: identityLinks.id })
      .from(identityLinks)
      .where(eq(identityLinks.accountNumber, accountNumber))
      .limit(1),
  ]);
  const known = profile || link || (await coreAccountOrSilence(services, accountNumber));
  return known
    ? { key: accountNumber, customer: null, profile: profile ?? null, accountNumbers: [accountNumber] }
    : null;
}

/** The person of a view's address (a customer's or profile's id, or an account number), or null. */
export async function findPerson(services: Services, key: string): Promise<Person | null> {
  const { db } = services.database;
  if (isAccountNumber(key)) {
    const [opened] = await db
      .select({ customer: customers })
      .from(accountApplications)
      .innerJoin(customers, eq(customers.id, accountApplications.customerId))
      .where(eq(accountApplications.acctNumber, key));
    return opened ? websiteCustomer(services, opened.customer) : coreHolder(services, key);
  }
  if (!isUuid(key)) return null;
  const id = key.toLowerCase();
  const [customer] = await db.select().from(customers).where(eq(customers.id, id));
  if (customer) return websiteCustomer(services, customer);
  const [profile] = await db.select().from(customerProfiles).where(eq(customerProfiles.id, id));
  return profile ? findPerson(services, personKeyOf(profile)) : null;
}

/** The addresses of the people whose profiles these are (for links from items that carry a profile). */
export async function personKeysOfProfiles(services: Services, profileIds: string[]): Promise<string[]> {
  if (profileIds.length === 0) return [];
  const rows = await services.database.db
    .select({ customerId: customerProfiles.customerId, accountNumber: customerProfiles.accountNumber })
    .from(customerProfiles)
    .where(inArray(customerProfiles.id, profileIds));
  return rows.map(personKeyOf);
}
