import type { Route } from './+types/links';
import { customerServiceTexts } from '@domain/messages/back-office/customer-service';
import { customerViewTexts } from '@domain/messages/back-office/customer-view';
import { identityLinkTexts } from '@domain/messages/back-office/identity-links';
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
const groupTexts = identityLinkTexts;

export const meta = () => staffFrame.meta(texts.title);

type LinkRow = Awaited<ReturnType<typeof listIdentityLinks>>['rows'][number];

const options = <Key extends string>(labels: Record<Key, string>) =>
  (Object.entries(labels) as [Key, string][]).map(([value, label]) => ({ value, label }));
const FILTERS = [
  { name: 'state', label: groupTexts.filters.state, options: options(groupTexts.states) },
  { name: 'outcome', label: texts.filters.outcome, options: options(texts.outcomes) },
  { name: 'review', label: texts.filters.review, options: options(texts.reviews) },
];

const STATE_TONES = { linked: 'good', not_linked: 'waiting', no_account: 'bad' } as const;

function Attempts({ row }: { row: LinkRow }) {
  return (
    <ul className="grid gap-1 text-sm">
      {row.attempts.map((attempt) => (
        <li key={attempt.id}>
          {groupTexts.attempt({
            outcome: texts.outcomes[attempt.outcome],
            reason: attempt.reason ? (texts.reasons[attempt.reason] ?? attempt.reason) : '',
            when: lagosDateTime(attempt.createdAt),
          })}
        </li>
      ))}
    </ul>
  );
}

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
        <span className="block font-mono">{row.accountNumber}</span>
        <CustomerViewLink search={row.accountNumber} label={customerViewTexts.viewCustomerOf(row.accountNumber)} />
      </>
    ),
  },
  { label: texts.columns.name, cell: (row) => row.accountName || groupTexts.noAccountName },
  {
    label: texts.columns.state,
    cell: (row) => <StateTag tone={STATE_TONES[row.state]}>{groupTexts.states[row.state]}</StateTag>,
  },
  { label: texts.columns.attempts, cell: (row) => <Attempts row={row} /> },
  { label: texts.columns.review, cell: (row) => texts.reviews[row.isNew ? 'new' : 'reviewed'] },
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
