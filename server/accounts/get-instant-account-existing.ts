import type { Services } from '../services';
import { toAccountPayload, toCustomerView, type AccountPayload, type CustomerView } from './account-result';
import { withDatabaseErrors } from './database-errors';
import { requireCustomer } from './find-customer';

/**
 * An application the browser opened earlier, by the customer id its result carried: whether the
 * e-mail is verified yet and whether the account number has arrived.
 */
export async function getInstantAccountExisting({
  services,
  customerId,
  browserRef,
}: {
  services: Services;
  customerId: string;
  browserRef: string;
}): Promise<{ status: 'success'; user: CustomerView; payloadData: AccountPayload }> {
  return withDatabaseErrors(async () => {
    const { customer, application } = await requireCustomer(services, customerId, browserRef);
    return { status: 'success', user: toCustomerView(customer), payloadData: toAccountPayload(customer, application) };
  });
}
