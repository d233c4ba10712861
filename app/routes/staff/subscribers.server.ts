import type { Route } from './+types/subscribers';
import { listSubscribers } from '@server/back-office/subscribers/subscriber-queue';
import { requireStaff } from '~/lib/staff-session.server';

export async function loadStaffSubscribers({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStaff(request, context, 'subscribers');
  const url = new URL(request.url);
  return {
    list: await listSubscribers({ services, query: url.searchParams }),
    query: Object.fromEntries(url.searchParams),
  };
}
