import type { Route } from './+types/links';
import { customerServiceTexts } from '@domain/messages/back-office/customer-service';
import { customerViewTexts } from '@domain/messages/back-office/customer-view';
import { identityLinkTexts } from '@domain/messages/back-office/identity-links';
import { lagosDateTime } from '@domain/lagos-time';
import type { listIdentityLinks } from '@server/back-office/links/link-queue';
import { OutcomeNotice } from '~/components/form-kit/outcome-notice';
import { RowAction } from '~/components/form-kit/row-action';
import { Attempts, LinkState } from '~/components/back-office/link-attempts';
import { WORK_FILTER, exportFilterOf, workListColumns } from '~/components/back-office/work-parts';
import { Link } from '~/components/ui/link';
import { Pager, QueueFilters, QueueTable, type Column } from '~/components/back-office/queue-controls';
import { StaffPage } from '~/components/back-office/staff-shell';
import { CustomerViewLink } from '~/components/back-office/customer-view-link';
import type { AreaOutcome } from '~/components/form-kit/area-form';
import { staffFrame } from '~/lib/staff-pages';
import { actOnStaffLinks, loadStaffLinks } from './links.server';

const texts = customerServiceTexts.links;
const groupTexts = identityLinkTexts;

export const meta = () => staffFrame.meta(texts.title);

type LinkRow = Awaited<ReturnType<typeof listIdentityLinks>>['rows'][number];

const options = <Key extends string>(labels: Record<Key, string>) =>
  (Object.entries(labels) as [Key, string][]).map(([value, label]) => ({ value, label }));
const FILTERS = [
  { name: 'state', label: groupTexts.filters.state, options: options(groupTexts.states) },
  { name: 'outcome', label: texts.filters.outcome, options: options(texts.outcomes) },
  { name: 'review', label: texts.filters.review, options: options(texts.reviews) },
  WORK_FILTER,
];

/** Following up a refusal; one that a later link superseded asks first, and says why. */
function ContactAction({ row }: { row: LinkRow }) {
  const { refusal } = row;
  if (!refusal) return null;
  if (!refusal.supersededAt)
    return (
      <RowAction intent="contact" id={refusal.id} label={texts.contact} name={texts.contactFor(row.accountNumber)} />
    );
  return (
    <details className="max-w-72">
      <summary
        aria-label={texts.contactFor(row.accountNumber)}
        className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-primary-700 underline underline-offset-2"
      >
        {texts.contact}
      </summary>
      <p className="my-2 text-sm">{groupTexts.superseded(lagosDateTime(refusal.supersededAt))}</p>
      <RowAction
        intent="contact"
        id={refusal.id}
        hidden={{ confirm: 'yes' }}
        label={groupTexts.sendAnyway}
        name={groupTexts.sendAnywayFor(row.accountNumber)}
      />
    </details>
  );
}

const COLUMNS: Column<LinkRow>[] = [
  {
    label: texts.columns.account,
    cell: (row) => (
      <>
        <Link
          to={`/staff/links/${row.accountNumber}`}
          className="inline-flex min-h-11 items-center font-mono font-semibold text-primary-700 underline underline-offset-2"
        >
          {row.accountNumber}
        </Link>
        <CustomerViewLink search={row.accountNumber} label={customerViewTexts.viewCustomerOf(row.accountNumber)} />
      </>
    ),
  },
  { label: texts.columns.name, cell: (row) => row.accountName || groupTexts.noAccountName },
  { label: texts.columns.state, cell: (row) => <LinkState account={row} /> },
  { label: texts.columns.attempts, cell: (row) => <Attempts account={row} /> },
  { label: texts.columns.review, cell: (row) => texts.reviews[row.isNew ? 'new' : 'reviewed'] },
  ...workListColumns<LinkRow>(),
  {
    label: texts.columns.actions,
    cell: (row) => (
      <div className="flex flex-wrap gap-2">
        {row.isNew ? (
          <RowAction
            intent="review"
            id={row.id}
            label={texts.markReviewed}
            name={texts.markReviewedFor(row.accountNumber)}
          />
        ) : null}
        <ContactAction row={row} />
      </div>
    ),
  },
];

export const loader = (args: Route.LoaderArgs) => loadStaffLinks(args);
export const action = (args: Route.ActionArgs) => actOnStaffLinks(args);

/** BVN/NIN links tried, grouped by account with its link state, with their follow-up. */
export default function Links({ loaderData, actionData }: Route.ComponentProps) {
  const { list, query, memberId } = loaderData;
  return (
    <StaffPage title={texts.title} lead={texts.lead}>
      <OutcomeNotice outcome={(actionData ?? undefined) as AreaOutcome | undefined} />
      <QueueFilters
        query={query}
        filters={FILTERS}
        searchLabel={texts.searchLabel}
        exportHref={`/staff/export/links?${exportFilterOf(query, memberId)}`}
      />
      <QueueTable caption={texts.caption} columns={COLUMNS} rows={list.rows} />
      <Pager query={query} page={list.page} pages={list.pages} total={list.total} />
    </StaffPage>
  );
}
