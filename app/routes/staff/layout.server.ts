import type { Route } from './+types/layout';
import { mayOpenCustomerView } from '@domain/back-office/customer-view';
import { mayWork, type WorkArea } from '@domain/back-office/staff-roles';
import { customerViewTexts } from '@domain/messages/back-office/customer-view';
import { staffTexts } from '@domain/messages/back-office/staff';
import { requireStaff } from '~/lib/staff-session.server';

export async function loadStaffLayout({ request, context }: Route.LoaderArgs) {
  const { member, roles } = await requireStaff(request, context, null);
  return {
    name: member.name || member.email,
    roles: roles.map((role) => staffTexts.roles[role]),
    sections: [
      ...(mayOpenCustomerView(roles) ? [{ to: '/staff/customers', label: customerViewTexts.nav }] : []),
      ...SECTIONS.filter((section) => mayWork(roles, section.area)).map((section) => ({
        to: section.to,
        label: staffTexts.nav[section.area],
      })),
    ],
  };
}

/** The sections in the order of the nav, each shown only to the roles that may open it. */
const SECTIONS: { area: WorkArea; to: string }[] = [
  { area: 'applications', to: '/staff/applications' },
  { area: 'pending-accounts', to: '/staff/pending-accounts' },
  { area: 'links', to: '/staff/links' },
  { area: 'bvn-phone-help', to: '/staff/bvn-phone-help' },
  { area: 'contact-messages', to: '/staff/messages' },
  { area: 'subscribers', to: '/staff/subscribers' },
  { area: 'loans', to: '/staff/loans' },
  { area: 'whistle-blower', to: '/staff/whistle-blower' },
  { area: 'data-requests', to: '/staff/data-requests' },
  { area: 'content', to: '/staff/content' },
  { area: 'audit', to: '/staff/audit' },
  { area: 'approvals', to: '/staff/approvals' },
  { area: 'staff', to: '/staff/team' },
];
