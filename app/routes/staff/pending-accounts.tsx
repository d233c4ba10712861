import { Link } from '~/components/ui/link';
import type { Route } from './+types/pending-accounts';
import { customerServiceTexts } from '@domain/messages/back-office/customer-service';
import { lagosDateTime } from '@domain/lagos-time';
import type { PendingAccountRow } from '@server/back-office/applications/pending-accounts';
import { OutcomeNotice } from '~/components/form-kit/outcome-notice';
import { RowAction } from '~/components/form-kit/row-action';
import { Pager, QueueFilters, QueueTable, type Column } from '~/components/back-office/queue-controls';
import { StaffPage } from '~/components/back-office/staff-shell';
import type { AreaOutcome } from '~/components/form-kit/area-form';
import { staffFrame } from '~/lib/staff-pages';
import { actOnStaffPendingAccounts, loadStaffPendingAccounts } from './pending-accounts.server';

const texts = customerServiceTexts.pending;

export const meta = () => staffFrame.meta(texts.title);

const COLUMNS: Column<PendingAccountRow>[] = [
  {
    label: texts.columns.applicant,
    cell: (row) => (
      <Link
        to={`/staff/applications/${row.id}`}
        className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-2"
      >
        {row.name}
      </Link>
    ),
  },
  { label: texts.columns.email, cell: (row) => <span className="break-all">{row.email}</span> },
  { label: texts.columns.product, cell: (row) => row.product },
  { label: texts.columns.branch, cell: (row) => row.branch },
  { label: texts.columns.since, cell: (row) => <time dateTime={row.createdAt}>{lagosDateTime(row.createdAt)}</time> },
  { label: texts.columns.age, cell: (row) => texts.age(row.minutesWaiting) },
  {
    label: texts.columns.action,
    cell: (row) => (
      <RowAction intent="retry" id={row.id} label={texts.retry} name={texts.retryFor(row.name)} variant="primary" />
    ),
  },
];

export const loader = (args: Route.LoaderArgs) => loadStaffPendingAccounts(args);
export const action = (args: Route.ActionArgs) => actOnStaffPendingAccounts(args);

/** Accounts waiting for the core banking, the longest waiting first, each with 'Retry now'. */
export default function PendingAccounts({ loaderData, actionData }: Route.ComponentProps) {
  const { list, query } = loaderData;
  const { page: _page, ...filter } = query;
  return (
    <StaffPage title={texts.title} lead={texts.lead}>
      <OutcomeNotice outcome={(actionData ?? undefined) as AreaOutcome | undefined} />
      <QueueFilters
        query={query}
        searchLabel={texts.searchLabel}
        exportHref={`/staff/export/pending-accounts?${new URLSearchParams(filter)}`}
      />
      <QueueTable caption={texts.caption} columns={COLUMNS} rows={list.rows} />
      <Pager query={query} page={list.page} pages={list.pages} total={list.total} />
    </StaffPage>
  );
}
