import { and, eq, isNull } from 'drizzle-orm';
import { isAccountNumber } from '../../domain/login';
import { CoreBankingUnavailableError } from '../adapters/core-banking';
import { displayName } from '../../domain/names';
import { accountNameOf } from '../accounts/account-result';
import { CUSTOMER_SEALS } from '../accounts/sealed-fields';
import { accountApplications, customerProfiles, customers } from '../db/schema';
import type { Services } from '../services';
import { coreBankingUnavailable } from '../errors/refusals';

export type Profile = typeof customerProfiles.$inferSelect;

/** Who a profile belongs to, as the records hold them: where codes and notices go. */
export interface Holder {
  /** In the area's one form (domain/names.ts): 'Okonkwo Adaeze Ngozi'. */
  name: string;
  email: string;
  /** International digits, or '' when none is on record. */
  phoneNo: string;
}

/** Runs a call to the core banking, answering its silence as a 503 the customer can read. */
export async function askCore<T>(work: (signal: AbortSignal) => Promise<T>, services: Services): Promise<T> {
  try {
    return await work(AbortSignal.timeout(services.config.CORE_BANKING_TIMEOUT_MS));
  } catch (error) {
    if (error instanceof CoreBankingUnavailableError) throw coreBankingUnavailable();
    throw error;
  }
}

async function ensureProfile(
  services: Services,
  holder: { customerId: string } | { accountNumber: string; email: string | null },
): Promise<Profile> {
  const { db } = services.database;
  if ('customerId' in holder) {
    await db.insert(customerProfiles).values({ customerId: holder.customerId }).onConflictDoNothing();
    const [profile] = await db
      .select()
      .from(customerProfiles)
      .where(eq(customerProfiles.customerId, holder.customerId));
    return profile;
  }
  const [profile] = await db
    .insert(customerProfiles)
    .values(holder)
    .onConflictDoUpdate({ target: customerProfiles.accountNumber, set: { email: holder.email } })
    .returning();
  return profile;
}

/**
 * The profile an account number or e-mail address belongs to, made on first use, or null. An
 * account opened here leads to its customer; an account the core held before the website is its
 * own profile. An address two customers share (a person and their company) names no one: the
 * account number does.
 */
export async function findProfile(services: Services, username: string): Promise<Profile | null> {
  const { db } = services.database;
  if (isAccountNumber(username)) {
    const [opened] = await db
      .select({ customerId: accountApplications.customerId })
      .from(accountApplications)
      .where(eq(accountApplications.acctNumber, username));
    if (opened) return ensureProfile(services, { customerId: opened.customerId });
    const account = await askCore((signal) => services.coreBanking.findAccount(username, { signal }), services);
    return account
      ? ensureProfile(services, { accountNumber: account.accountNumber, email: account.email.toLowerCase() || null })
      : null;
  }
  const owners = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, username));
  if (owners.length === 1) return ensureProfile(services, { customerId: owners[0].id });
  if (owners.length > 1) return null;
  const known = await db
    .select()
    .from(customerProfiles)
    .where(and(eq(customerProfiles.email, username), isNull(customerProfiles.customerId)));
  return known.length === 1 ? known[0] : null;
}

export async function findProfileById(services: Services, id: string): Promise<Profile | null> {
  const [profile] = await services.database.db.select().from(customerProfiles).where(eq(customerProfiles.id, id));
  return profile ?? null;
}

/** The customer's name, e-mail and phone on record: the website's customer, or the core's account. */
export async function holderOf(services: Services, profile: Profile): Promise<Holder | null> {
  if (profile.customerId) {
    const [customer] = await services.database.db.select().from(customers).where(eq(customers.id, profile.customerId));
    if (!customer) return null;
    return {
      name: displayName(accountNameOf(customer)),
      email: customer.email,
      phoneNo: services.cipher.decrypt(customer.phoneSealed, CUSTOMER_SEALS.phone),
    };
  }
  const account = await askCore(
    (signal) => services.coreBanking.findAccount(profile.accountNumber!, { signal }),
    services,
  );
  return account
    ? { name: displayName(account.accountName), email: account.email.toLowerCase(), phoneNo: account.phoneNo }
    : null;
}

export const maskPhone = (phoneNo: string) => phoneNo.slice(-4);

export function maskEmail(email: string) {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(1, local.length - 2))}@${domain}`;
}

/** The account numbers the profile holds: its customer's opened accounts, or the core's one account. */
export async function accountNumbersOf(services: Services, profile: Profile): Promise<string[]> {
  if (!profile.customerId) return [profile.accountNumber!];
  const rows = await services.database.db
    .select({ acctNumber: accountApplications.acctNumber })
    .from(accountApplications)
    .where(eq(accountApplications.customerId, profile.customerId));
  return rows.flatMap((row) => (row.acctNumber ? [row.acctNumber] : []));
}
