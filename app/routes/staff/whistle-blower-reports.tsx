import { Link } from '~/components/ui/link';
import type { Route } from './+types/whistle-blower-reports';
import { lagosDateTime } from '@domain/lagos-time';
import { websiteFormTexts } from '@domain/messages/website-forms';
import { complianceTexts } from '@domain/messages/back-office/compliance';
import type { ReportRow } from '@server/back-office/whistle-blower/report-queue';
import { StateTag } from '~/components/back-office/customer-service-parts';
import { Pager, QueueFilters, QueueTable, type Column } from '~/components/back-office/queue-controls';
import { StaffPage } from '~/components/back-office/staff-shell';
import { WORK_FILTER, exportFilterOf, workListColumns } from '~/components/back-office/work-parts';
import { staffFrame } from '~/lib/staff-pages';
import { loadStaffWhistleBlowerReports } from './whistle-blower-reports.server';

const texts = complianceTexts.whistleBlower;
const categories = websiteFormTexts.whistleBlower.categories as Record<string, string>;

export const meta = () => staffFrame.meta(texts.title);

const FILTERS = [
  WORK_FILTER,
  {
    name: 'status',
    label: texts.statusFilter,
    options: Object.entries(texts.statuses).map(([value, label]) => ({ value, label })),
  },
];
const TONES = { received: 'waiting', under_review: 'neutral', closed: 'good' } as const;

const COLUMNS: Column<ReportRow>[] = [
  {
    label: texts.columns.reference,
    cell: (row) => (
      <Link
        to={`/staff/whistle-blower/${row.id}`}
        className="inline-flex min-h-11 items-center font-semibold whitespace-nowrap text-primary-700 underline underline-offset-2"
      >
        {row.reference}
      </Link>
    ),
  },
  {
    label: texts.columns.status,
    cell: (row) => <StateTag tone={TONES[row.status]}>{texts.statuses[row.status]}</StateTag>,
  },
  { label: texts.columns.category, cell: (row) => categories[row.category] ?? row.category },
  {
    label: texts.columns.received,
    cell: (row) => <time dateTime={row.receivedAt}>{lagosDateTime(row.receivedAt)}</time>,
  },
  { label: texts.columns.updated, cell: (row) => <time dateTime={row.updatedAt}>{lagosDateTime(row.updatedAt)}</time> },
  ...workListColumns<ReportRow>(),
];

export const loader = (args: Route.LoaderArgs) => loadStaffWhistleBlowerReports(args);

/** Whistle-blower reports (compliance only): filter by status and date; the list never shows what a report says or who made it. */
export default function WhistleBlowerReports({ loaderData }: Route.ComponentProps) {
  const { list, query, memberId } = loaderData;
  return (
    <StaffPage title={texts.title} lead={texts.lead}>
      <QueueFilters
        query={query}
        filters={FILTERS}
        dates
        exportHref={`/staff/export/whistle-blower?${exportFilterOf(query, memberId)}`}
      />
      <QueueTable caption={texts.caption} columns={COLUMNS} rows={list.rows} />
      <Pager query={query} page={list.page} pages={list.pages} total={list.total} />
    </StaffPage>
  );
}
