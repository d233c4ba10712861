import type { Route } from './+types/data-requests';
import { queryObject } from '@server/back-office/date-filter';
import { listDataRequestQueue } from '@server/back-office/data-requests/request-queue';
import { requireStaff } from '~/lib/staff-session.server';

export async function loadStaffDataRequests({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStaff(request, context, 'data-requests');
  const { searchParams } = new URL(request.url);
  return { list: await listDataRequestQueue({ services, query: searchParams }), query: queryObject(searchParams) };
}
