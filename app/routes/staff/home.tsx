import { Link } from '~/components/ui/link';
import type { Route } from './+types/home';
import { StaffPage } from '~/components/back-office/staff-shell';
import { staffFrame } from '~/lib/staff-pages';
import { requireStaff } from '~/lib/staff-session.server';
import { mayWork, type WorkArea } from '@domain/back-office/staff-roles';
import { lagosDateTime } from '@domain/lagos-time';
import { bvnsGatheringWrongCodes, type BvnGatheringWrongCodes } from '@server/back-office/bvns-under-attack';
import { QueueTable, type Column } from '~/components/back-office/queue-controls';
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
  if (roles.some((role) => role !== 'admin'))
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

type BvnAlertRow = Omit<BvnGatheringWrongCodes, 'lastTriedAt'> & { id: string; lastTriedAt: string };
const BVN_ALERT_COLUMNS: Column<BvnAlertRow>[] = [
  { label: texts.bvnAlertColumns.bvn, cell: (row) => <span className="font-mono">{row.maskedBvn}</span> },
  { label: texts.bvnAlertColumns.wrongCodes, cell: (row) => row.wrongCodes },
  { label: texts.bvnAlertColumns.browsers, cell: (row) => row.browsers },
  { label: texts.bvnAlertColumns.addresses, cell: (row) => row.addresses },
  {
    label: texts.bvnAlertColumns.last,
    cell: (row) => <time dateTime={row.lastTriedAt}>{lagosDateTime(row.lastTriedAt)}</time>,
  },
];

export default function StaffHome({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title={texts.title} lead={texts.lead}>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {loaderData.cards.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className="flex min-h-24 flex-col justify-between rounded-card border border-border bg-white p-5 hover:border-primary-700"
            >
              <span className="text-lg font-bold text-primary-700">{card.label}</span>
              {card.waiting >= 0 ? <span className="text-muted">{texts.waiting(card.waiting)}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
      {loaderData.bvnAlerts ? (
        <section aria-labelledby="bvn-alerts-title" className="mt-10 grid gap-4">
          <h2 id="bvn-alerts-title" className="text-xl font-bold">
            {texts.bvnAlertTitle}
          </h2>
          <p className="text-muted">{texts.bvnAlertLead}</p>
          <QueueTable caption={texts.bvnAlertTitle} columns={BVN_ALERT_COLUMNS} rows={loaderData.bvnAlerts} />
        </section>
      ) : null}
    </StaffPage>
  );
}
