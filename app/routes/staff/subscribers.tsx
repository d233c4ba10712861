import type { Route } from './+types/subscribers';
import { customerServiceTexts } from '@domain/messages/back-office/customer-service';
import { lagosDateTime } from '@domain/lagos-time';
import type { listSubscribers } from '@server/back-office/subscribers/subscriber-queue';
import { StateTag } from '~/components/back-office/customer-service-parts';
import { Pager, QueueFilters, QueueTable, type Column } from '~/components/back-office/queue-controls';
import { StaffPage } from '~/components/back-office/staff-shell';
import { staffFrame } from '~/lib/staff-pages';
import { loadStaffSubscribers } from './subscribers.server';

const texts = customerServiceTexts.subscribers;

export const meta = () => staffFrame.meta(texts.title);

type SubscriberRow = Awaited<ReturnType<typeof listSubscribers>>['rows'][number];

const FILTERS = [
  {
    name: 'state',
    label: texts.filters.state,
    options: (Object.entries(texts.states) as [string, string][]).map(([value, label]) => ({ value, label })),
  },
];

const COLUMNS: Column<SubscriberRow>[] = [
  { label: texts.columns.email, cell: (row) => <span className="break-all">{row.email}</span> },
  {
    label: texts.columns.state,
    cell: (row) => (
      <StateTag tone={row.unsubscribedAt ? 'neutral' : 'good'}>
        {row.unsubscribedAt ? texts.states.unsubscribed : texts.states.active}
      </StateTag>
    ),
  },
  {
    label: texts.columns.consented,
    cell: (row) => <time dateTime={row.consentedAt}>{lagosDateTime(row.consentedAt)}</time>,
  },
  { label: texts.columns.source, cell: (row) => row.source },
  {
    label: texts.columns.unsubscribed,
    cell: (row) =>
      row.unsubscribedAt ? (
        <time dateTime={row.unsubscribedAt}>{lagosDateTime(row.unsubscribedAt)}</time>
      ) : (
        customerServiceTexts.common.none
      ),
  },
];

export const loader = (args: Route.LoaderArgs) => loadStaffSubscribers(args);

/** Newsletter subscribers; the export of the current filter never holds an unsubscribed address. */
export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const { list, query } = loaderData;
  const { page: _page, ...filter } = query;
  return (
    <StaffPage title={texts.title} lead={texts.lead}>
      <QueueFilters
        query={query}
        filters={FILTERS}
        searchLabel={texts.searchLabel}
        exportHref={`/staff/export/subscribers?${new URLSearchParams(filter)}`}
      />
      <QueueTable caption={texts.caption} columns={COLUMNS} rows={list.rows} />
      <Pager query={query} page={list.page} pages={list.pages} total={list.total} />
    </StaffPage>
  );
}
