import { Link } from '~/components/ui/link';
import type { Route } from './+types/loans';
import { lagosDate, lagosDateTime } from '@domain/lagos-time';
import { loanOfficeTexts } from '@domain/messages/back-office/loans';
import { loanTexts } from '@domain/messages/loans';
import { formatNaira } from '@domain/mortgage';
import { MORTGAGE_PRODUCTS } from '@domain/mortgage-products';
import { QUEUE_LOAN_STATUSES } from '@domain/loan-statuses';
import type { LoanRow } from '@server/back-office/loans/loan-queue';
import { StateTag } from '~/components/back-office/customer-service-parts';
import { Pager, QueueFilters, QueueTable, type Column } from '~/components/back-office/queue-controls';
import { StaffPage } from '~/components/back-office/staff-shell';
import { RoutedMessages, WORK_FILTER, exportFilterOf, workListColumns } from '~/components/back-office/work-parts';
import { staffFrame } from '~/lib/staff-pages';
import { loadStaffLoans } from './loans.server';

const texts = loanOfficeTexts;

export const meta = () => staffFrame.meta(texts.title);

const FILTERS = [
  WORK_FILTER,
  {
    name: 'status',
    label: texts.statusFilter,
    options: QUEUE_LOAN_STATUSES.map((status) => ({ value: status, label: loanTexts.statuses[status] })),
  },
  {
    name: 'product',
    label: texts.productFilter,
    options: MORTGAGE_PRODUCTS.map((product) => ({ value: product.id, label: product.name })),
  },
];

const tone = (status: LoanRow['status']) =>
  status === 'declined'
    ? 'bad'
    : status === 'offer_issued' || status === 'perfecting_title' || status === 'disbursed'
      ? 'good'
      : status === 'received' || status === 'awaiting_documents'
        ? 'waiting'
        : 'neutral';

const COLUMNS: Column<LoanRow>[] = [
  {
    label: texts.columns.reference,
    cell: (row) => (
      <Link
        to={`/staff/loans/${row.id}`}
        className="inline-flex min-h-11 items-center font-semibold whitespace-nowrap text-primary-700 underline underline-offset-2"
      >
        {row.reference}
      </Link>
    ),
  },
  { label: texts.columns.product, cell: (row) => row.productName },
  {
    label: texts.columns.loan,
    cell: (row) =>
      row.loanKobo === null ? '' : <span className="whitespace-nowrap">{formatNaira(row.loanKobo / 100)}</span>,
  },
  {
    label: texts.columns.status,
    cell: (row) => <StateTag tone={tone(row.status)}>{loanTexts.statuses[row.status]}</StateTag>,
  },
  {
    label: texts.columns.submitted,
    cell: (row) => (row.submittedAt ? <time dateTime={row.submittedAt}>{lagosDate(row.submittedAt)}</time> : ''),
  },
  { label: texts.columns.updated, cell: (row) => <time dateTime={row.updatedAt}>{lagosDateTime(row.updatedAt)}</time> },
  ...workListColumns<LoanRow>(),
];

export const loader = (args: Route.LoaderArgs) => loadStaffLoans(args);

/** Submitted mortgage applications: filter by status and product, search by reference, open one to work it. */
export default function Loans({ loaderData }: Route.ComponentProps) {
  const { list, routed, query, memberId } = loaderData;
  return (
    <StaffPage title={texts.title} lead={texts.lead}>
      <QueueFilters
        query={query}
        filters={FILTERS}
        dates
        searchLabel={texts.searchLabel}
        exportHref={`/staff/export/loans?${exportFilterOf(query, memberId)}`}
      />
      <QueueTable caption={texts.caption} columns={COLUMNS} rows={list.rows} />
      <Pager query={query} page={list.page} pages={list.pages} total={list.total} />
      <RoutedMessages area="loans" rows={routed} />
    </StaffPage>
  );
}
