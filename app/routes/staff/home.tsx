import { Link } from '~/components/ui/link';
import type { Route } from './+types/home';
import { StaffPage } from '~/components/back-office/staff-shell';
import { staffFrame } from '~/lib/staff-pages';
import { lagosDateTime } from '@domain/lagos-time';
import type { BvnGatheringWrongCodes } from '@server/back-office/bvns-under-attack';
import { QueueTable, type Column } from '~/components/back-office/queue-controls';
import { staffTexts } from '@domain/messages/back-office/staff';
import { loadStaffHome } from './home.server';

const texts = staffTexts.home;

export const meta = () => staffFrame.meta(texts.title);

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

export const loader = (args: Route.LoaderArgs) => loadStaffHome(args);

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
