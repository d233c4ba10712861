import { CircleCheck, CircleHelp, TriangleAlert } from 'lucide-react';
import type { Route } from './+types/account-overview';
import { ButtonLink } from '~/components/ui/button-link';
import { requireCustomer } from '~/lib/customer-session.server';
import { privatePageMeta } from '~/lib/meta';
import { lagosDate } from '@domain/lagos-time';
import { customerArea } from '@domain/messages/customer-area';
import { customerOverview, type LinkStatus } from '@server/customer-area/overview';

const texts = customerArea.area;

export function meta() {
  return privatePageMeta(texts.title);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, profile } = await requireCustomer(request, context);
  const overview = await customerOverview({ services, profile });
  return { accounts: overview?.accounts ?? [], applications: overview?.applications ?? [] };
}

const LINK_LOOK: Record<LinkStatus, { Icon: typeof CircleCheck; classes: string }> = {
  linked: { Icon: CircleCheck, classes: 'bg-success-bg text-success' },
  notLinked: { Icon: TriangleAlert, classes: 'bg-warning-bg text-warning' },
  unknown: { Icon: CircleHelp, classes: 'bg-surface-subtle text-muted' },
};

function LinkBadge({ status }: { status: LinkStatus }) {
  const { Icon, classes } = LINK_LOOK[status];
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-sm font-semibold ${classes}`}>
      <Icon className="size-4" aria-hidden="true" />
      BVN &amp; NIN: {texts.linkStatus[status]}
    </span>
  );
}

export default function AccountOverview({ loaderData }: Route.ComponentProps) {
  const { accounts, applications } = loaderData;
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <section aria-labelledby="accounts-title">
        <h2 id="accounts-title" className="text-xl font-bold">
          {texts.accountsTitle}
        </h2>
        {accounts.length === 0 ? <p className="mt-3 text-muted">{texts.noAccounts}</p> : null}
        <ul className="mt-4 flex flex-col gap-4">
          {accounts.map((account) => (
            <li key={account.accountNumber} className="rounded-card border border-border p-5">
              <p className="font-semibold">{account.productName}</p>
              <p className="tabular mt-1 text-2xl font-bold tracking-wide">{account.accountNumber}</p>
              <div className="mt-3">
                <LinkBadge status={account.link} />
              </div>
              {account.link === 'notLinked' ? (
                <div className="mt-3">
                  <p className="text-sm text-muted">{texts.linkWarning}</p>
                  <ButtonLink to="/profileupdate" variant="outline" size="sm" className="mt-3">
                    {texts.linkNow}
                  </ButtonLink>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="applications-title">
        <h2 id="applications-title" className="text-xl font-bold">
          {texts.applicationsTitle}
        </h2>
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
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
