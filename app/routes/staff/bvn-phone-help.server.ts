import type { Route } from './+types/bvn-phone-help';
import { listBvnPhoneHelpRequests } from '@server/back-office/bvn-phone-help/help-queue';
import { requireStaff } from '~/lib/staff-session.server';

export async function loadStaffBvnPhoneHelp({ request, context }: Route.LoaderArgs) {
  const { services, roles, member } = await requireStaff(request, context, 'bvn-phone-help');
  const url = new URL(request.url);
  return {
    list: await listBvnPhoneHelpRequests({ services, roles, query: url.searchParams, memberId: member.id }),
    query: Object.fromEntries(url.searchParams),
  };
}
