import { Link } from '~/components/ui/link';
import type { Route } from './+types/applications';
import { customerServiceTexts } from '@domain/messages/back-office/customer-service';
import { lagosDateTime } from '@domain/lagos-time';
import type { ApplicationRow } from '@server/back-office/applications/application-queue';
import { Pager, QueueFilters, QueueTable, type Column } from '~/components/back-office/queue-controls';
import { StaffPage } from '~/components/back-office/staff-shell';
import { RoutedMessages, WORK_FILTER, exportFilterOf, workListColumns } from '~/components/back-office/work-parts';
import { StateTag } from '~/components/back-office/customer-service-parts';
import { staffFrame } from '~/lib/staff-pages';
import { loadStaffApplications } from './applications.server';

const texts = customerServiceTexts.applications;

export const meta = () => staffFrame.meta(texts.title);

const options = <Key extends string>(labels: Record<Key, string>) =>
  (Object.entries(labels) as [Key, string][]).map(([value, label]) => ({ value, label }));

const FILTERS = [
  WORK_FILTER,
  { name: 'kind', label: texts.filters.kind, options: options(texts.kinds) },
  { name: 'acctType', label: texts.filters.acctType, options: options(texts.acctTypes) },
  { name: 'state', label: texts.filters.state, options: options(texts.states) },
  { name: 'review', label: texts.filters.review, options: options(texts.reviews) },
];

const REVIEW_TONES = { awaiting_review: 'waiting', approved: 'good', declined: 'bad' } as const;

const COLUMNS: Column<ApplicationRow>[] = [
  {
    label: texts.columns.applicant,
    cell: (row) => (
      <Link
        to={`/staff/applications/${row.id}`}
        className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-2"
      >
        {row.businessName || row.name}
      </Link>
    ),
  },
  { label: texts.columns.email, cell: (row) => <span className="break-all">{row.email}</span> },
  { label: texts.columns.kind, cell: (row) => `${texts.kinds[row.kind]} · ${texts.acctTypes[row.acctType]}` },
  { label: texts.columns.product, cell: (row) => row.product },
  { label: texts.columns.account, cell: (row) => row.acctNumber || customerServiceTexts.common.none },
  { label: texts.columns.state, cell: (row) => texts.states[row.state] },
  {
    label: texts.columns.review,
    cell: (row) => <StateTag tone={REVIEW_TONES[row.reviewState]}>{texts.reviews[row.reviewState]}</StateTag>,
  },
  {
    label: texts.columns.received,
    cell: (row) => <time dateTime={row.createdAt}>{lagosDateTime(row.createdAt)}</time>,
  },
  ...workListColumns<ApplicationRow>(),
];

export const loader = (args: Route.LoaderArgs) => loadStaffApplications(args);

/** The queue of account applications: instant and wizard, with filters, search and paging. */
export default function Applications({ loaderData }: Route.ComponentProps) {
  const { list, routed, query, memberId } = loaderData;
  return (
    <StaffPage title={texts.title} lead={texts.lead}>
      <QueueFilters
        query={query}
        filters={FILTERS}
        searchLabel={texts.searchLabel}
        exportHref={`/staff/export/applications?${exportFilterOf(query, memberId)}`}
      />
      <QueueTable caption={texts.caption} columns={COLUMNS} rows={list.rows} />
      <Pager query={query} page={list.page} pages={list.pages} total={list.total} />
      <RoutedMessages area="applications" rows={routed} />
    </StaffPage>
  );
}
