import { Link } from '~/components/ui/link';
import type { Route } from './+types/home';
import { StaffPage } from '~/components/back-office/staff-shell';
import { staffFrame } from '~/lib/staff-pages';
import { requireStaff } from '~/lib/staff-session.server';
import type { WorkArea } from '@domain/back-office/staff-roles';
import { staffTexts } from '@domain/messages/back-office/staff';
import { staffOverview } from '@server/back-office/overview';

const texts = staffTexts.home;
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
};

export const meta = () => staffFrame.meta(texts.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, member, roles } = await requireStaff(request, context, null);
  const { counts, approvals } = await staffOverview(services, member);
  const cards = counts.map(({ area, waiting }) => ({ to: PATHS[area], label: staffTexts.nav[area], waiting }));
  if (roles.some((role) => role !== 'admin')) cards.push({ to: PATHS.approvals, label: staffTexts.nav.approvals, waiting: approvals });
  if (roles.includes('admin')) cards.push({ to: PATHS.staff, label: staffTexts.nav.staff, waiting: -1 });
  return { cards };
}

export default function StaffHome({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title={texts.title} lead={texts.lead}>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {loaderData.cards.map((card) => (
          <li key={card.to}>
            <Link to={card.to} className="flex min-h-24 flex-col justify-between rounded-card border border-border bg-white p-5 hover:border-primary-700">
              <span className="text-lg font-bold text-primary-700">{card.label}</span>
              {card.waiting >= 0 ? <span className="text-muted">{texts.waiting(card.waiting)}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </StaffPage>
  );
}
