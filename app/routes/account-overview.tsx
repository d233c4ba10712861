import { CircleCheck, CircleHelp, Lock, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Route } from './+types/account-overview';
import { ButtonLink } from '~/components/ui/button-link';
import { Link } from '~/components/ui/link';
import { privatePageMeta } from '~/lib/meta';
import { TransactionList } from '~/components/customer-area/transaction-list';
import { formatKobo } from '@domain/kobo';
import { lagosDate } from '@domain/lagos-time';
import { customerAccountTexts } from '@domain/messages/customer-accounts';
import { customerAreaTexts } from '@domain/messages/customer-area';
import { loanTexts } from '@domain/messages/loans';
import { websiteFormTexts } from '@domain/messages/website-forms';
import type { AreaApplication, LinkStatus } from '@server/customer-area/overview';
import { loadAccountOverview } from './account-overview.server';

const texts = customerAreaTexts.area;
const accountTexts = customerAccountTexts;

export function meta() {
  return privatePageMeta(texts.title);
}

const LINK_LOOK: Record<LinkStatus, { Icon: typeof CircleCheck; classes: string }> = {
  linked: { Icon: CircleCheck, classes: 'bg-success-bg text-success' },
  notLinked: { Icon: TriangleAlert, classes: 'bg-warning-bg text-warning' },
  unknown: { Icon: CircleHelp, classes: 'bg-surface-subtle text-muted' },
};

function Badge({ Icon, classes, children }: { Icon: typeof CircleCheck; classes: string; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-sm font-semibold ${classes}`}>
      <Icon className="size-4" aria-hidden="true" />
      {children}
    </span>
  );
}

function LinkBadge({ status }: { status: LinkStatus }) {
  return <Badge {...LINK_LOOK[status]}>BVN &amp; NIN: {texts.linkStatus[status]}</Badge>;
}

function Section({
  id,
  title,
  children,
  className = '',
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={className}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

type AccountWithMoney = Route.ComponentProps['loaderData']['accounts'][number];

function AccountCard({ account }: { account: AccountWithMoney }) {
  const isRestricted = account.status === 'frozen' || account.status === 'closed';
  return (
    <li className="rounded-card border border-border p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold">{account.productName}</p>
          <p className="tabular mt-1 text-xl font-bold tracking-wide">{account.accountNumber}</p>
        </div>
        {isRestricted ? (
          <Badge Icon={Lock} classes="bg-error-bg text-error">
            {accountTexts.statusLabels[account.status as 'frozen' | 'closed']}
          </Badge>
        ) : null}
      </div>
      {account.balance ? (
        <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2">
          <div>
            <dt className="text-sm text-muted">{accountTexts.balance}</dt>
            <dd className="tabular text-2xl font-bold">{formatKobo(account.balance.ledgerKobo)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{accountTexts.available}</dt>
            <dd className="tabular text-2xl font-bold text-muted">{formatKobo(account.balance.availableKobo)}</dd>
          </div>
        </dl>
      ) : (
        <p className="mt-4 text-muted">{accountTexts.balanceUnknown}</p>
      )}
      {isRestricted ? (
        <p className="mt-3 text-sm">
          {account.status === 'frozen' ? accountTexts.frozenNote : accountTexts.closedNote}
        </p>
      ) : null}
      <div className="mt-3">
        <LinkBadge status={account.link} />
      </div>
      {account.link === 'notLinked' ? (
        <div className="mt-3">
          <p className="text-sm text-muted">{texts.linkWarning}</p>
          <ButtonLink
            to={`/profileupdate?account=${account.accountNumber}`}
            variant="outline"
            size="sm"
            className="mt-3"
          >
            {texts.linkNow}
            <span className="sr-only">&nbsp;{accountTexts.linkNowFor(account.productName, account.accountNumber)}</span>
          </ButtonLink>
        </div>
      ) : null}
      {account.recent ? (
        <>
          <h3 className="mt-5 font-semibold">{accountTexts.lastTransactions}</h3>
          {account.recent.length === 0 ? (
            <p className="mt-2 text-sm text-muted">{accountTexts.noTransactions}</p>
          ) : (
            <TransactionList postings={account.recent} />
          )}
        </>
      ) : null}
      <Link
        to={`/account/statement/${account.accountNumber}`}
        className="mt-4 inline-flex min-h-11 items-center font-semibold text-primary-700 underline"
      >
        {accountTexts.viewStatement}
        <span className="sr-only">&nbsp;{accountTexts.statementFor(account.productName, account.accountNumber)}</span>
      </Link>
    </li>
  );
}

function DeclineNote({ application }: { application: AreaApplication }) {
  const decline = application.decline!;
  const next = {
    frozen: accountTexts.decline.nextFrozen(application.acctNumber),
    closed: accountTexts.decline.nextClosed(application.acctNumber),
    restricting: accountTexts.decline.nextRestricting(application.acctNumber),
    noAccount: accountTexts.decline.nextNoAccount,
  }[decline.outcome];
  return (
    <div className="mt-3 rounded-card border-l-4 border-error bg-error-bg p-4 text-error">
      <p className="font-semibold">{accountTexts.decline.title}</p>
      {decline.reason ? (
        <p className="mt-1 whitespace-pre-line">{accountTexts.decline.reason(decline.reason)}</p>
      ) : null}
      <p className="mt-1">{next}</p>
    </div>
  );
}

function Dated({ title, date, children }: { title: string; date: string; children?: ReactNode }) {
  return (
    <li className="rounded-card border border-border p-4">
      <p className="font-semibold">{title}</p>
      {children}
      <p className="mt-1 text-sm text-muted">{lagosDate(date)}</p>
    </li>
  );
}

export const loader = (args: Route.LoaderArgs) => loadAccountOverview(args);

export default function AccountOverview({ loaderData }: Route.ComponentProps) {
  const { accounts, applications, loans, linkRequests, contactMessages, dataRequests } = loaderData;
  return (
    <div className="flex flex-col gap-10">
      <Section id="accounts" title={texts.accountsTitle}>
        {accounts.length === 0 ? <p className="mt-3 text-muted">{texts.noAccounts}</p> : null}
        <ul className="mt-4 grid gap-4 lg:grid-cols-2">
          {accounts.map((account) => (
            <AccountCard key={account.accountNumber} account={account} />
          ))}
        </ul>
      </Section>
      <div className="grid gap-10 lg:grid-cols-2">
        <Section id="applications" title={texts.applicationsTitle}>
          {applications.length === 0 ? <p className="mt-3 text-muted">{texts.noApplications}</p> : null}
          <ul className="mt-4 flex flex-col gap-4">
            {applications.map((application) => (
              <li key={application.id} className="rounded-card border border-border p-5">
                <p className="font-semibold">{application.productName}</p>
                <p className="mt-1">{texts.applicationStates[application.state]}</p>
                <p className="mt-1 text-sm text-muted">
                  {texts.paths[application.path]} · {lagosDate(application.createdAt)}
                  {application.acctNumber ? ` · ${application.acctNumber}` : ''}
                </p>
                {application.decline ? <DeclineNote application={application} /> : null}
              </li>
            ))}
          </ul>
        </Section>
        <Section id="loans" title={accountTexts.loans.title}>
          {loans.length === 0 ? <p className="mt-3 text-muted">{accountTexts.loans.none}</p> : null}
          <ul className="mt-4 flex flex-col gap-4">
            {loans.map((loan) => (
              <Dated key={loan.id} title={`${loan.productName} · ${loan.reference}`} date={loan.createdAt}>
                <p className="mt-1">{loanTexts.statuses[loan.status]}</p>
              </Dated>
            ))}
          </ul>
          <ButtonLink
            to={loans.length === 0 ? '/loan-calculator' : '/loan-dashboard'}
            variant="outline"
            size="sm"
            className="mt-4"
          >
            {loans.length === 0 ? accountTexts.loans.apply : accountTexts.loans.dashboard}
          </ButtonLink>
        </Section>
        <Section id="link-requests" title={accountTexts.linkRequests.title}>
          {linkRequests.length === 0 ? <p className="mt-3 text-muted">{accountTexts.linkRequests.none}</p> : null}
          <ul className="mt-4 flex flex-col gap-4">
            {linkRequests.map((link) => (
              <Dated
                key={`${link.accountNumber}-${link.createdAt}`}
                title={accountTexts.linkRequests.account(link.accountNumber)}
                date={link.createdAt}
              >
                <p className="mt-1">{accountTexts.linkRequests.outcomes[link.outcome]}</p>
              </Dated>
            ))}
          </ul>
        </Section>
        <Section id="messages" title={accountTexts.contactMessages.title}>
          {contactMessages.length === 0 ? <p className="mt-3 text-muted">{accountTexts.contactMessages.none}</p> : null}
          <ul className="mt-4 flex flex-col gap-4">
            {contactMessages.map((message) => (
              <Dated
                key={message.createdAt}
                title={[websiteFormTexts.contact.subjects[message.subject], message.reference]
                  .filter(Boolean)
                  .join(' · ')}
                date={message.createdAt}
              >
                <p className="mt-1">{accountTexts.contactMessages.states[message.status]}</p>
              </Dated>
            ))}
          </ul>
        </Section>
        <Section id="data-requests" title={accountTexts.dataRequests.title}>
          {dataRequests.length === 0 ? <p className="mt-3 text-muted">{customerAreaTexts.privacy.noRequests}</p> : null}
          <ul className="mt-4 flex flex-col gap-4">
            {dataRequests.map((request) => (
              <Dated
                key={request.reference}
                title={`${customerAreaTexts.privacy.kinds[request.kind]} · ${request.reference}`}
                date={request.createdAt}
              >
                <p className="mt-1">{customerAreaTexts.privacy.states[request.state]}</p>
              </Dated>
            ))}
          </ul>
          <ButtonLink to="/account/privacy" variant="outline" size="sm" className="mt-4">
            {accountTexts.dataRequests.manage}
          </ButtonLink>
        </Section>
      </div>
    </div>
  );
}
