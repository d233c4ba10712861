import type { Route } from './+types/loans';
import { queryObject } from '@server/back-office/date-filter';
import { listLoanQueue } from '@server/back-office/loans/loan-queue';
import { requireStaff } from '~/lib/staff-session.server';

export async function loadStaffLoans({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStaff(request, context, 'loans');
  const { searchParams } = new URL(request.url);
  return { list: await listLoanQueue({ services, query: searchParams }), query: queryObject(searchParams) };
}
