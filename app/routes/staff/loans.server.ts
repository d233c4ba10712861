import type { Route } from './+types/loans';
import { queryObject } from '@server/back-office/date-filter';
import { listLoanQueue } from '@server/back-office/loans/loan-queue';
import { listRoutedMessages } from '@server/back-office/contact-messages/message-queue';
import { requireStaff } from '~/lib/staff-session.server';

export async function loadStaffLoans({ request, context }: Route.LoaderArgs) {
  const { services, member } = await requireStaff(request, context, 'loans');
  const { searchParams } = new URL(request.url);
  return {
    list: await listLoanQueue({ services, query: searchParams, memberId: member.id }),
    routed: await listRoutedMessages({ services, area: 'loans', query: searchParams, memberId: member.id }),
    query: queryObject(searchParams),
    memberId: member.id,
  };
}
