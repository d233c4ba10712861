import type { ReactNode } from 'react';
import type { Route } from './+types/customer';
import { formatKobo } from '@domain/kobo';
import { lagosDate, lagosDateTime } from '@domain/lagos-time';
import { loanTexts } from '@domain/messages/loans';
import { complianceTexts } from '@domain/messages/back-office/compliance';
import { customerServiceTexts } from '@domain/messages/back-office/customer-service';
import { customerViewTexts } from '@domain/messages/back-office/customer-view';
import { websiteFormTexts } from '@domain/messages/website-forms';
import { formatPhone } from '@domain/phone';
import type { CustomerAccount, CustomerSections } from '@server/back-office/customers/customer-view';
import { DetailList, ItemSection, StateTag } from '~/components/back-office/customer-service-parts';
import { HistoryList } from '~/components/back-office/history-list';
import { QueueTable, type Column } from '~/components/back-office/queue-controls';
import { StaffPage } from '~/components/back-office/staff-shell';
import { ItemPageLead } from '~/components/back-office/item-page-lead';
import { Link } from '~/components/ui/link';
import { staffFrame } from '~/lib/staff-pages';
import { loadStaffCustomer } from './customer.server';

const texts = customerViewTexts;
const columns = texts.columnsOf;
const applicationTexts = customerServiceTexts.applications;
const linkTexts = customerServiceTexts.links;
const requestTexts = complianceTexts.dataRequests;

export const meta = ({ data: loaderData }: Route.MetaArgs) =>
  staffFrame.meta(loaderData ? texts.itemTitle(loaderData.name || loaderData.key) : texts.title);

export const loader = (args: Route.LoaderArgs) => loadStaffCustomer(args);

const linkClasses = 'font-semibold text-primary-700 underline underline-offset-2';

function ItemLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={linkClasses}>
      {label}
    </Link>
  );
}

const when = (iso: string) => <time dateTime={iso}>{lagosDateTime(iso)}</time>;
const yesNo = (value: boolean | null) =>
  value === null ? texts.accountStatuses.unknown : value ? texts.yes : texts.no;

const ACCOUNT_COLUMNS: Column<CustomerAccount & { id: string }>[] = [
  { label: texts.accountColumns.account, cell: (row) => <span className="font-mono">{row.accountNumber}</span> },
  { label: texts.accountColumns.product, cell: (row) => row.productName },
  {
    label: texts.accountColumns.status,
    cell: (row) => (
      <StateTag tone={row.status === 'active' ? 'good' : row.status === 'unknown' ? 'neutral' : 'bad'}>
        {texts.accountStatuses[row.status]}
      </StateTag>
    ),
  },
  { label: texts.accountColumns.bvn, cell: (row) => yesNo(row.bvnLinked) },
  { label: texts.accountColumns.nin, cell: (row) => yesNo(row.ninLinked) },
];

type Rows<Section extends keyof CustomerSections> = CustomerSections[Section][number];

const SECTION_COLUMNS: { [Section in keyof CustomerSections]: Column<Rows<Section>>[] } = {
  applications: [
    {
      label: columns.item,
      cell: (row) => (
        <ItemLink
          to={`/staff/applications/${row.id}`}
          label={`${row.productName} · ${row.acctNumber || texts.withoutAccount}`}
        />
      ),
    },
    { label: columns.state, cell: (row) => applicationTexts.states[row.state] },
    { label: columns.review, cell: (row) => applicationTexts.reviews[row.review] },
    { label: columns.when, cell: (row) => when(row.createdAt) },
  ],
  loans: [
    { label: columns.item, cell: (row) => <ItemLink to={`/staff/loans/${row.id}`} label={row.reference} /> },
    {
      label: columns.amount,
      cell: (row) => (row.loanKobo === null ? '' : formatKobo(row.loanKobo, { wholeNaira: true })),
    },
    { label: columns.state, cell: (row) => loanTexts.statuses[row.status] },
    { label: columns.when, cell: (row) => when(row.createdAt) },
  ],
  links: [
    {
      label: columns.item,
      cell: (row) => (
        <ItemLink to={`/staff/links?${new URLSearchParams({ q: row.accountNumber })}`} label={row.accountNumber} />
      ),
    },
    {
      label: columns.outcome,
      cell: (row) => (
        <StateTag tone={row.outcome === 'linked' ? 'good' : 'bad'}>{linkTexts.outcomes[row.outcome]}</StateTag>
      ),
    },
    { label: columns.review, cell: (row) => linkTexts.reviews[row.review] },
    { label: columns.when, cell: (row) => when(row.createdAt) },
  ],
  messages: [
    {
      label: columns.item,
      cell: (row) => <ItemLink to={`/staff/messages/${row.id}`} label={row.reference ?? texts.message} />,
    },
    { label: columns.subject, cell: (row) => websiteFormTexts.contact.subjects[row.subject] },
    { label: columns.state, cell: (row) => customerServiceTexts.messages.statuses[row.status] },
    { label: columns.when, cell: (row) => when(row.createdAt) },
  ],
  dataRequests: [
    { label: columns.item, cell: (row) => <ItemLink to={`/staff/data-requests/${row.id}`} label={row.reference} /> },
    { label: columns.kind, cell: (row) => requestTexts.kinds[row.kind] },
    { label: columns.state, cell: (row) => requestTexts.states[row.state] },
    { label: columns.due, cell: (row) => <time dateTime={row.dueAt}>{lagosDate(row.dueAt)}</time> },
  ],
};

const SECTION_TITLES: Record<keyof CustomerSections, string> = {
  applications: texts.applicationsTitle,
  loans: texts.loansTitle,
  links: texts.linksTitle,
  messages: texts.messagesTitle,
  dataRequests: texts.dataRequestsTitle,
};

function Section<Name extends keyof CustomerSections>({ name, rows }: { name: Name; rows: Rows<Name>[] }) {
  return (
    <ItemSection id={`${name}-title`} title={SECTION_TITLES[name]}>
      <QueueTable caption={texts.captions[name]} columns={SECTION_COLUMNS[name]} rows={rows} />
    </ItemSection>
  );
}

const orNotGiven = (value: ReactNode) => value || <span className="text-muted">{texts.notGiven}</span>;

/** Everything of one person the member's remit covers, each item linked to its own page. */
export default function Customer({ loaderData }: Route.ComponentProps) {
  const view = loaderData;
  const profile = texts.profile;
  return (
    <StaffPage
      title={texts.itemTitle(view.name || view.key)}
      lead={<ItemPageLead backTo="/staff/customers" backLabel={texts.back} />}
    >
      <ItemSection id="profile-title" title={texts.profileTitle}>
        <DetailList
          rows={[
            { label: profile.name, value: orNotGiven(view.name) },
            { label: profile.kind, value: texts.kinds[view.kind] },
            { label: profile.email, value: orNotGiven(view.email && <span className="break-all">{view.email}</span>) },
            ...(view.emailVerified === null
              ? []
              : [{ label: profile.emailVerified, value: view.emailVerified ? texts.yes : texts.no }]),
            { label: profile.phoneNo, value: orNotGiven(formatPhone(view.phoneNo)) },
            ...(view.since ? [{ label: profile.since, value: when(view.since) }] : []),
          ]}
        />
      </ItemSection>
      <ItemSection id="accounts-title" title={texts.accountsTitle}>
        {view.coreSilent ? <p className="mb-3 text-warning">{texts.coreSilent}</p> : null}
        <QueueTable
          caption={texts.accountsCaption}
          columns={ACCOUNT_COLUMNS}
          rows={view.accounts.map((account) => ({ ...account, id: account.accountNumber }))}
        />
      </ItemSection>
      {(Object.keys(SECTION_TITLES) as (keyof CustomerSections)[]).map((name) => {
        const rows = view.sections[name];
        return rows ? <Section key={name} name={name} rows={rows} /> : null;
      })}
      <HistoryList entries={view.history} />
    </StaffPage>
  );
}
