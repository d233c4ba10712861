import { Link } from '~/components/ui/link';
import type { Route } from './+types/data-requests';
import { lagosDate } from '@domain/lagos-time';
import { complianceTexts } from '@domain/messages/back-office/compliance';
import type { DataRequestRow } from '@server/back-office/data-requests/request-queue';
import { StateTag } from '~/components/back-office/customer-service-parts';
import { Pager, QueueFilters, QueueTable, type Column } from '~/components/back-office/queue-controls';
import { StaffPage } from '~/components/back-office/staff-shell';
import { RoutedMessages, WORK_FILTER, exportFilterOf, workListColumns } from '~/components/back-office/work-parts';
import { staffFrame } from '~/lib/staff-pages';
import { loadStaffDataRequests } from './data-requests.server';

const texts = complianceTexts.dataRequests;

export const meta = () => staffFrame.meta(texts.title);

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
const FILTERS = [
  WORK_FILTER,
  { name: 'kind', label: texts.kindFilter, options: options(texts.kinds) },
  { name: 'state', label: texts.stateFilter, options: options(texts.states) },
  { name: 'due', label: texts.dueFilter, options: options(texts.dueOptions) },
];

/** Days left of the 30: red once overdue, amber within 5 days. */
function DaysLeft({ days }: { days: number | null }) {
  if (days === null) return <span className="text-muted">{texts.answered}</span>;
  return <StateTag tone={days < 0 ? 'bad' : days <= 5 ? 'waiting' : 'neutral'}>{texts.daysLeft(days)}</StateTag>;
}

const COLUMNS: Column<DataRequestRow>[] = [
  {
    label: texts.columns.reference,
    cell: (row) => (
      <Link
        to={`/staff/data-requests/${row.id}`}
        className="inline-flex min-h-11 items-center font-semibold whitespace-nowrap text-primary-700 underline underline-offset-2"
      >
        {row.reference}
      </Link>
    ),
  },
  { label: texts.columns.kind, cell: (row) => texts.kinds[row.kind] },
  {
    label: texts.columns.state,
    cell: (row) => (
      <StateTag tone={row.state === 'received' ? 'waiting' : 'neutral'}>{texts.states[row.state]}</StateTag>
    ),
  },
  { label: texts.columns.received, cell: (row) => <time dateTime={row.receivedAt}>{lagosDate(row.receivedAt)}</time> },
  { label: texts.columns.due, cell: (row) => <time dateTime={row.dueAt}>{lagosDate(row.dueAt)}</time> },
  { label: texts.columns.daysLeft, cell: (row) => <DaysLeft days={row.daysLeft} /> },
  ...workListColumns<DataRequestRow>(),
];

export const loader = (args: Route.LoaderArgs) => loadStaffDataRequests(args);

/** Data-subject requests: the open ones first, the nearest deadline first, with the days left of their 30. */
export default function DataRequests({ loaderData }: Route.ComponentProps) {
  const { list, routed, query, memberId } = loaderData;
  return (
    <StaffPage title={texts.title} lead={texts.lead}>
      <QueueFilters
        query={query}
        filters={FILTERS}
        dates
        searchLabel={texts.searchLabel}
        exportHref={`/staff/export/data-requests?${exportFilterOf(query, memberId)}`}
      />
      <QueueTable caption={texts.caption} columns={COLUMNS} rows={list.rows} />
      <Pager query={query} page={list.page} pages={list.pages} total={list.total} />
      <RoutedMessages area="data-requests" rows={routed} />
    </StaffPage>
  );
}
