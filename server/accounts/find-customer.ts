import { messages } from '../../domain/messages';
import { ApiError } from '../http/api/api-error';
import type { Services } from '../services';
import { UUID_PATTERN, findCustomerWithLatestApplication } from './account-result';

/** The customer an application call names by id (the id the opening result gave the browser). */
export async function requireCustomer(services: Services, customerId: string) {
  const found = UUID_PATTERN.test(customerId) ? await findCustomerWithLatestApplication(services.database.db, customerId) : undefined;
  if (!found) throw new ApiError(404, 'CustomerNotFound', messages.onboarding.accountNotFound);
  return found;
}

export function emailAlreadyVerified() {
  return new ApiError(409, 'EmailAlreadyVerified', messages.onboarding.emailAlreadyVerified);
}
