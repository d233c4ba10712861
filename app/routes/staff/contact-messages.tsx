import { Link } from '~/components/ui/link';
import type { Route } from './+types/contact-messages';
import { customerServiceTexts } from '@domain/messages/back-office/customer-service';
import { websiteFormTexts } from '@domain/messages/website-forms';
import { lagosDateTime } from '@domain/lagos-time';
import type { ContactMessageRow } from '@server/back-office/contact-messages/message-queue';
import { StateTag } from '~/components/back-office/customer-service-parts';
import { Pager, QueueFilters, QueueTable, type Column } from '~/components/back-office/queue-controls';
import { StaffPage } from '~/components/back-office/staff-shell';
import { RoutedAwayTag, WORK_FILTER, exportFilterOf, workListColumns } from '~/components/back-office/work-parts';
import { staffFrame } from '~/lib/staff-pages';
import { loadStaffContactMessages } from './contact-messages.server';

const texts = customerServiceTexts.messages;
const subjects = websiteFormTexts.contact.subjects;

export const meta = () => staffFrame.meta(texts.title);

const options = <Key extends string>(labels: Record<Key, string>) =>
  (Object.entries(labels) as [Key, string][]).map(([value, label]) => ({ value, label }));
const FILTERS = [
  { name: 'status', label: texts.filters.status, options: options(texts.statuses) },
  { name: 'subject', label: texts.filters.subject, options: options(subjects) },
  WORK_FILTER,
];

const COLUMNS: Column<ContactMessageRow>[] = [
  {
    label: texts.columns.from,
    cell: (row) => (
      <Link
        to={`/staff/messages/${row.id}`}
        className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-2"
      >
        {row.name}
      </Link>
    ),
  },
  { label: texts.columns.email, cell: (row) => <span className="break-all">{row.email}</span> },
  {
    label: texts.columns.subject,
    cell: (row) => (
      <>
        {subjects[row.subject]}
        {row.reference ? <span className="block font-mono text-sm text-muted">{row.reference}</span> : null}
      </>
    ),
  },
  {
    label: texts.columns.status,
    cell: (row) => (
      <span className="flex flex-col items-start gap-1">
        <StateTag tone={row.status === 'open' ? 'waiting' : 'neutral'}>{texts.statuses[row.status]}</StateTag>
        <RoutedAwayTag routedTo={row.routedTo} />
      </span>
    ),
  },
  {
    label: texts.columns.received,
    cell: (row) => <time dateTime={row.createdAt}>{lagosDateTime(row.createdAt)}</time>,
  },
  ...workListColumns<ContactMessageRow>(),
];

export const loader = (args: Route.LoaderArgs) => loadStaffContactMessages(args);

/** Messages of the contact form: filter, search, open one to assign, reply or close it. */
export default function ContactMessages({ loaderData }: Route.ComponentProps) {
  const { list, query, memberId } = loaderData;
  // The export has no signed-in 'me': its link names the member instead.
  const exportFilter = exportFilterOf(query, memberId);
  return (
    <StaffPage title={texts.title} lead={texts.lead}>
      <QueueFilters
        query={query}
        filters={FILTERS}
        searchLabel={texts.searchLabel}
        exportHref={`/staff/export/contact-messages?${exportFilter}`}
      />
      <QueueTable caption={texts.caption} columns={COLUMNS} rows={list.rows} />
      <Pager query={query} page={list.page} pages={list.pages} total={list.total} />
    </StaffPage>
  );
}
