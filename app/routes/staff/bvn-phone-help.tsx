import type { Route } from './+types/bvn-phone-help';
import { lagosDateTime } from '@domain/lagos-time';
import { bvnPhoneHelpTexts } from '@domain/messages/bvn-phone-help';
import type { listBvnPhoneHelpRequests } from '@server/back-office/bvn-phone-help/help-queue';
import { Pager, QueueFilters, QueueTable, type Column } from '~/components/back-office/queue-controls';
import { StaffPage } from '~/components/back-office/staff-shell';
import { WORK_FILTER, workListColumns } from '~/components/back-office/work-parts';
import { Link } from '~/components/ui/link';
import { staffFrame } from '~/lib/staff-pages';
import { loadStaffBvnPhoneHelp } from './bvn-phone-help.server';

const texts = bvnPhoneHelpTexts.staff;

export const meta = () => staffFrame.meta(texts.title);

type HelpRow = Awaited<ReturnType<typeof listBvnPhoneHelpRequests>>['rows'][number];

const COLUMNS: Column<HelpRow>[] = [
  {
    label: texts.columns.reference,
    cell: (row) => (
      <Link
        to={`/staff/bvn-phone-help/${row.id}`}
        className="inline-flex min-h-11 items-center font-mono font-semibold text-primary-700 underline underline-offset-2"
      >
        {row.reference}
      </Link>
    ),
  },
  { label: texts.columns.bvn, cell: (row) => <span className="font-mono">{row.maskedBvn}</span> },
  { label: texts.columns.way, cell: (row) => texts.ways[row.way] },
  { label: texts.columns.journey, cell: (row) => texts.journeys[row.journey] },
  { label: texts.columns.when, cell: (row) => <time dateTime={row.createdAt}>{lagosDateTime(row.createdAt)}</time> },
  ...workListColumns<HelpRow>(),
];

export const loader = (args: Route.LoaderArgs) => loadStaffBvnPhoneHelp(args);

/** Customers whose code never came (BVN phone out of date) and the way they chose (issue 27). */
export default function BvnPhoneHelpQueue({ loaderData }: Route.ComponentProps) {
  const { list, query } = loaderData;
  return (
    <StaffPage title={texts.title} lead={texts.lead}>
      <QueueFilters query={query} filters={[WORK_FILTER]} searchLabel={texts.searchLabel} />
      <QueueTable caption={texts.caption} columns={COLUMNS} rows={list.rows} />
      <Pager query={query} page={list.page} pages={list.pages} total={list.total} />
    </StaffPage>
  );
}
