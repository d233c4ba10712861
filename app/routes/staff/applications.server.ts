import type { Route } from './+types/applications';
import { listApplications } from '@server/back-office/applications/application-queue';
import { listRoutedMessages } from '@server/back-office/contact-messages/message-queue';
import { requireStaff } from '~/lib/staff-session.server';

export async function loadStaffApplications({ request, context }: Route.LoaderArgs) {
  const { services, member } = await requireStaff(request, context, 'applications');
  const url = new URL(request.url);
  return {
    list: await listApplications({ services, query: url.searchParams, memberId: member.id }),
    routed: await listRoutedMessages({ services, area: 'applications', query: url.searchParams, memberId: member.id }),
    query: Object.fromEntries(url.searchParams),
    memberId: member.id,
  };
}
