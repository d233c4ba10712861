import type { Route } from './+types/customer';
import { customerViewTexts } from '@domain/messages/back-office/customer-view';
import { viewCustomer } from '@server/back-office/customers/customer-view';
import { requireCustomerViewer } from '~/lib/customer-viewer.server';
import { orNotFound } from '~/lib/staff-not-found.server';

export async function loadStaffCustomer({ request, context, params }: Route.LoaderArgs) {
  const { services, member, roles } = await requireCustomerViewer(request, context);
  return orNotFound(customerViewTexts.notFound, () => viewCustomer({ services, member, roles, key: params.key }));
}
