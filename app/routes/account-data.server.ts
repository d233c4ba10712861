import type { Route } from './+types/account-data';
import { requireCustomer } from '~/lib/customer-session.server';
import { clientRefContext } from '@server/request-context';
import { exportCustomerData } from '@server/customer-area/data-export';

/** The customer's copy of their data: a JSON download, never cached, recorded in the audit trail. */
export async function loadAccountData({ request, context }: Route.LoaderArgs) {
  const { services, profile } = await requireCustomer(request, context);
  const data = await exportCustomerData({ services, profile, clientRef: context.get(clientRefContext) });
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="my-data-${data.reference}.json"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
