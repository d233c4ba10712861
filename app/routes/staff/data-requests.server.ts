import type { Route } from './+types/data-requests';
import { queryObject } from '@server/back-office/date-filter';
import { listDataRequestQueue } from '@server/back-office/data-requests/request-queue';
import { listRoutedMessages } from '@server/back-office/contact-messages/message-queue';
import { requireStaff } from '~/lib/staff-session.server';

export async function loadStaffDataRequests({ request, context }: Route.LoaderArgs) {
  const { services, member } = await requireStaff(request, context, 'data-requests');
  const { searchParams } = new URL(request.url);
  return {
    list: await listDataRequestQueue({ services, query: searchParams, memberId: member.id }),
    routed: await listRoutedMessages({ services, area: 'data-requests', query: searchParams, memberId: member.id }),
    query: queryObject(searchParams),
    memberId: member.id,
  };
}
