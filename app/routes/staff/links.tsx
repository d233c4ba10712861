import type { Route } from './+types/links';
import { customerServiceTexts } from '@domain/messages/back-office/customer-service';
import { customerViewTexts } from '@domain/messages/back-office/customer-view';
import { lagosDateTime } from '@domain/lagos-time';
import type { listIdentityLinks } from '@server/back-office/links/link-queue';
import { OutcomeNotice } from '~/components/form-kit/outcome-notice';
import { RowAction } from '~/components/form-kit/row-action';
import { StateTag } from '~/components/back-office/customer-service-parts';
import { Pager, QueueFilters, QueueTable, type Column } from '~/components/back-office/queue-controls';
import { StaffPage } from '~/components/back-office/staff-shell';
import { CustomerViewLink } from '~/components/back-office/customer-view-link';
import type { AreaOutcome } from '~/components/form-kit/area-form';
import { staffFrame } from '~/lib/staff-pages';
import { actOnStaffLinks, loadStaffLinks } from './links.server';

const texts = customerServiceTexts.links;

export const meta = () => staffFrame.meta(texts.title);

type LinkRow = Awaited<ReturnType<typeof listIdentityLinks>>['rows'][number];

const options = <Key extends string>(labels: Record<Key, string>) =>
  (Object.entries(labels) as [Key, string][]).map(([value, label]) => ({ value, label }));
const FILTERS = [
  { name: 'outcome', label: texts.filters.outcome, options: options(texts.outcomes) },
  { name: 'review', label: texts.filters.review, options: options(texts.reviews) },
];

const COLUMNS: Column<LinkRow>[] = [
  {
    label: texts.columns.account,
    cell: (row) => (
      <>
        <span className="block font-mono">{row.accountNumber}</span>
        <CustomerViewLink search={row.accountNumber} label={customerViewTexts.viewCustomerOf(row.accountNumber)} />
      </>
    ),
  },
  { label: texts.columns.name, cell: (row) => row.accountName },
  {
    label: texts.columns.outcome,
    cell: (row) => <StateTag tone={row.outcome === 'linked' ? 'good' : 'bad'}>{texts.outcomes[row.outcome]}</StateTag>,
  },
  {
    label: texts.columns.reason,
    cell: (row) => (row.reason ? (texts.reasons[row.reason] ?? row.reason) : customerServiceTexts.common.none),
  },
  { label: texts.columns.review, cell: (row) => texts.reviews[row.reviewState] },
  { label: texts.columns.when, cell: (row) => <time dateTime={row.createdAt}>{lagosDateTime(row.createdAt)}</time> },
  {
    label: texts.columns.actions,
    cell: (row) => (
      <div className="flex flex-wrap gap-2">
        {row.reviewState === 'new' ? (
          <RowAction
            intent="review"
            id={row.id}
            label={texts.markReviewed}
            name={texts.markReviewedFor(row.accountNumber)}
          />
        ) : null}
        {row.outcome === 'refused' ? (
          <RowAction intent="contact" id={row.id} label={texts.contact} name={texts.contactFor(row.accountNumber)} />
        ) : null}
      </div>
    ),
  },
];

export const loader = (args: Route.LoaderArgs) => loadStaffLinks(args);
export const action = (args: Route.ActionArgs) => actOnStaffLinks(args);

/** BVN/NIN links tried on existing accounts, linked or refused, with their follow-up. */
export default function Links({ loaderData, actionData }: Route.ComponentProps) {
  const { list, query } = loaderData;
  const { page: _page, ...filter } = query;
  return (
    <StaffPage title={texts.title} lead={texts.lead}>
      <OutcomeNotice outcome={(actionData ?? undefined) as AreaOutcome | undefined} />
      <QueueFilters
        query={query}
        filters={FILTERS}
        searchLabel={texts.searchLabel}
        exportHref={`/staff/export/links?${new URLSearchParams(filter)}`}
      />
      <QueueTable caption={texts.caption} columns={COLUMNS} rows={list.rows} />
      <Pager query={query} page={list.page} pages={list.pages} total={list.total} />
    </StaffPage>
  );
}
