import { redirect } from 'react-router';
import type { Route } from './+types/customers';
import { searchCustomers } from '@server/back-office/customers/customer-search';
import { requireCustomerViewer } from '~/lib/customer-viewer.server';
import { STAFF_HEADERS } from '~/lib/staff-pages';

/** The search (a GET form): one person found opens their view at once. */
export async function loadStaffCustomers({ request, context }: Route.LoaderArgs) {
  const { services, roles } = await requireCustomerViewer(request, context);
  const text = new URL(request.url).searchParams.get('q') ?? '';
  const result = text.trim() ? await searchCustomers({ services, roles, text }) : null;
  if (result?.matches.length === 1)
    throw redirect(`/staff/customers/${result.matches[0].key}`, { headers: STAFF_HEADERS });
  return { text, result };
}
