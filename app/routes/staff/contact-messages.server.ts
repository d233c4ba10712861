import type { Route } from './+types/contact-messages';
import { listContactMessages } from '@server/back-office/contact-messages/message-queue';
import { requireStaff } from '~/lib/staff-session.server';

export async function loadStaffContactMessages({ request, context }: Route.LoaderArgs) {
  const { services, member } = await requireStaff(request, context, 'contact-messages');
  const url = new URL(request.url);
  return {
    list: await listContactMessages({ services, query: url.searchParams, memberId: member.id }),
    query: Object.fromEntries(url.searchParams),
    memberId: member.id,
  };
}
