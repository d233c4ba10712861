import { eq } from 'drizzle-orm';
import { CUSTOMER_SEALS } from '../accounts/sealed-fields';
import { customers } from '../db/schema';
import type { Services } from '../services';
import type { Profile } from '../sign-in/profiles';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The date of birth the bank already holds for the profile (an account opened on the website), as
 * yyyy-mm-dd, or null (an account the core held before the website, or erased data): the mortgage
 * application asks for it only when the bank does not hold it.
 */
export async function birthDateOnRecord(
  services: Services,
  profile: Pick<Profile, 'customerId'>,
): Promise<string | null> {
  if (!profile.customerId) return null;
  const [customer] = await services.database.db
    .select({ birthDateSealed: customers.birthDateSealed })
    .from(customers)
    .where(eq(customers.id, profile.customerId));
  if (!customer) return null;
  const value = services.cipher.decrypt(customer.birthDateSealed, CUSTOMER_SEALS.birthDate);
  return ISO_DATE.test(value) ? value : null;
}
