import type { Route } from './+types/whistle-blower-reports';
import { queryObject } from '@server/back-office/date-filter';
import { listWhistleBlowerReports } from '@server/back-office/whistle-blower/report-queue';
import { requireStaff } from '~/lib/staff-session.server';

export async function loadStaffWhistleBlowerReports({ request, context }: Route.LoaderArgs) {
  const { services, member } = await requireStaff(request, context, 'whistle-blower');
  const { searchParams } = new URL(request.url);
  return {
    list: await listWhistleBlowerReports({ services, query: searchParams, memberId: member.id }),
    query: queryObject(searchParams),
    memberId: member.id,
  };
}
