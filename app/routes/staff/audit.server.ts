import type { Route } from './+types/audit';
import { auditActors, listAuditTrail } from '@server/back-office/audit/audit-trail';
import { queryObject } from '@server/back-office/date-filter';
import { requireStaff } from '~/lib/staff-session.server';

export async function loadStaffAudit({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStaff(request, context, 'audit');
  const { searchParams } = new URL(request.url);
  return {
    list: await listAuditTrail({ services, query: searchParams }),
    actors: await auditActors(services),
    query: queryObject(searchParams),
  };
}
