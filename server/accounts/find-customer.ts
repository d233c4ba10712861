import { customerNotFound } from '../errors/refusals';
import type { Services } from '../services';
import { isApplicant } from './applicant-grants';
import { UUID_PATTERN, findCustomerWithLatestApplication } from './account-result';

/**
 * The customer an application call names by id, for a browser granted that application (the one
 * that submitted it, or that holds its verified link). Anyone else is answered as for an unknown id.
 */
export async function requireCustomer(services: Services, customerId: string, browserRef: string) {
  const isGranted = UUID_PATTERN.test(customerId) && (await isApplicant({ services, browserRef, customerId }));
  const found = isGranted ? await findCustomerWithLatestApplication(services.database.db, customerId) : undefined;
  if (!found) throw customerNotFound();
  return found;
}
