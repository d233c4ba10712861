import { and, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { accountApplications, customers } from '../../db/schema';
import type { Services } from '../../services';
import { likePattern } from '../paging';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids in addresses are checked before they reach the database: anything else is simply not found. */
export const isUuid = (value: string) => UUID.test(value);

/** An application with its customer, or null for an unknown or malformed id. */
export async function findApplication(services: Services, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await services.database.db
    .select({ application: accountApplications, customer: customers })
    .from(accountApplications)
    .innerJoin(customers, eq(customers.id, accountApplications.customerId))
    .where(eq(accountApplications.id, id));
  return row ?? null;
}

/**
 * The customer's names match a search when each word typed is in one of them, in any order:
 * 'Adaeze Okonkwo' finds Adaeze Ngozi Okonkwo, and so does 'okonkwo adaeze'.
 */
export function customerNameMatches(text: string): SQL | undefined {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const names = sql`concat_ws(' ', ${customers.firstname}, ${customers.middlename}, ${customers.lastname}, ${customers.businessName})`;
  return and(...words.map((word) => ilike(names, likePattern(word))));
}
