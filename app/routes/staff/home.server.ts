import type { Route } from './+types/home';
import { requireStaff } from '~/lib/staff-session.server';
import { mayWork, type WorkArea } from '@domain/back-office/staff-roles';
import { bvnsGatheringWrongCodes } from '@server/back-office/bvns-under-attack';
import { staffTexts } from '@domain/messages/back-office/staff';
import { staffOverview } from '@server/back-office/overview';

const PATHS: Record<WorkArea, string> = {
  applications: '/staff/applications',
  'pending-accounts': '/staff/pending-accounts',
  links: '/staff/links',
  'bvn-phone-help': '/staff/bvn-phone-help',
  'contact-messages': '/staff/messages',
  subscribers: '/staff/subscribers',
  'whistle-blower': '/staff/whistle-blower',
  'data-requests': '/staff/data-requests',
  audit: '/staff/audit',
  loans: '/staff/loans',
  staff: '/staff/team',
  approvals: '/staff/approvals',
  content: '/staff/content',
  'risk-clearance': '/staff/approvals',
};

export async function loadStaffHome({ request, context }: Route.LoaderArgs) {
  const { services, member, roles } = await requireStaff(request, context, null);
  const { counts, approvals } = await staffOverview(services, member);
  const cards = counts.map(({ area, waiting }) => ({ to: PATHS[area], label: staffTexts.nav[area], waiting }));
  if (roles.some((role) => role !== 'admin' && mayWork([role], 'approvals')))
    cards.push({ to: PATHS.approvals, label: staffTexts.nav.approvals, waiting: approvals });
  if (roles.includes('admin')) cards.push({ to: PATHS.staff, label: staffTexts.nav.staff, waiting: -1 });
  // Customer service and compliance hear of BVNs gathering wrong consent codes (docs/decisions/048).
  const seesBvnAlerts = mayWork(roles, 'links') || mayWork(roles, 'audit');
  const bvnAlerts = seesBvnAlerts
    ? (await bvnsGatheringWrongCodes(services)).map((alert, index) => ({
        ...alert,
        id: String(index),
        lastTriedAt: alert.lastTriedAt.toISOString(),
      }))
    : null;
  return { cards, bvnAlerts };
}
