import type { Route } from './+types/applications';
import { listApplications } from '@server/back-office/applications/application-queue';
import { requireStaff } from '~/lib/staff-session.server';

export async function loadStaffApplications({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStaff(request, context, 'applications');
  const url = new URL(request.url);
  return {
    list: await listApplications({ services, query: url.searchParams }),
    query: Object.fromEntries(url.searchParams),
  };
}
