import { Mail, MapPin, Phone, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/loan-dashboard';
import { bank } from '@domain/bank';
import { PageSection } from '~/components/home/page-section';
import { RequirementChecklist } from '~/components/products/requirement-checklist';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { mortgageJourney } from '~/content/services';
import { pageMeta } from '~/lib/meta';
import { BreakableText, EMAIL_BREAKS } from '~/components/ui/breakable-text';

const TITLE = 'Loan Dashboard';
const LEAD = 'Follow your mortgage application: how to ask where it stands, and what each stage means.';

export function loader() {
  return { statuses: mortgageJourney.statuses, checklist: mortgageJourney.trackingChecklist };
}

export function meta() {
  return pageMeta({ title: TITLE, description: 'How to find out where your mortgage or NHF loan application stands, and what each status means.', path: '/loan-dashboard' });
}

const CHANNEL = 'relative flex min-h-11 flex-col rounded-card border border-border bg-surface p-5 hover:border-primary-700 focus-within:ring-3 focus-within:ring-accent-500';
const CHANNEL_LINK = 'mt-1 font-semibold text-primary-700 underline underline-offset-2 after:absolute after:inset-0 focus-visible:outline-none';

export default function LoanDashboardPage({ loaderData: { statuses, checklist } }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={TITLE} lead={LEAD} crumbs={[{ label: 'Mortgage Application', to: '/loan-step' }]} />
      <Container className="py-10 sm:py-14">
        <section aria-labelledby="ask-title">
          <h2 id="ask-title" className="text-xl font-bold tracking-tight sm:text-2xl">
            Ask us where your application stands
          </h2>
          <p className="mt-2 max-w-3xl text-muted">
            Online tracking is not available yet. Our mortgage team tells you the status of your application and what happens next, by phone, by e-mail or at
            any branch, on working days.
          </p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-3">
            <li className={CHANNEL}>
              <Phone aria-hidden="true" size={22} className="text-primary-600" />
              <span className="mt-2 text-sm text-muted">Call</span>
              <a href={bank.phoneHref} className={`${CHANNEL_LINK} tabular`}>
                {bank.phone}
              </a>
            </li>
            <li className={CHANNEL}>
              <Mail aria-hidden="true" size={22} className="text-primary-600" />
              <span className="mt-2 text-sm text-muted">E-mail</span>
              <a href={`mailto:${bank.email}?subject=${encodeURIComponent('Mortgage application status')}`} className={CHANNEL_LINK}>
                <BreakableText text={bank.email} breaks={EMAIL_BREAKS} />
              </a>
            </li>
            <li className={CHANNEL}>
              <MapPin aria-hidden="true" size={22} className="text-primary-600" />
              <span className="mt-2 text-sm text-muted">Visit</span>
              <Link to="/contact" className={CHANNEL_LINK}>
                Find a branch
              </Link>
            </li>
          </ul>
          <h3 className="mt-8 text-lg font-bold">Have this ready</h3>
          <div className="mt-3 rounded-card bg-surface-subtle p-2">
            <RequirementChecklist items={checklist} />
          </div>
          <p className="mt-6 flex max-w-3xl items-start gap-3 rounded-card bg-warning-bg p-4 text-warning">
            <ShieldCheck aria-hidden="true" size={20} className="mt-0.5 shrink-0" />
            <span>
              We confirm who you are before we discuss your application. We never ask for your card PIN, your internet banking password or a one-time code,
              and we never ask you to pay fees into a personal account.
            </span>
          </p>
        </section>
      </Container>

      <PageSection id="statuses-title" title="What your status means" tone="subtle" lead="An application moves through these stages in order. Not every application meets every stage: only NHF loans go to the Federal Mortgage Bank.">
        <ol className="grid gap-4 lg:grid-cols-2">
          {statuses.map((status, index) => (
            <li key={status.name} className="rounded-card border border-border bg-surface p-5">
              <h3 className="flex items-center gap-3 text-lg font-bold">
                <span aria-hidden="true" className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-700 text-sm text-white tabular">
                  {index + 1}
                </span>
                {status.name}
              </h3>
              <p className="mt-3">{status.meaning}</p>
              <p className="mt-2 text-muted">
                <span className="font-semibold text-ink">Your part: </span>
                {status.yourPart}
              </p>
            </li>
          ))}
        </ol>
        <p className="mt-8">
          Not applied yet?{' '}
          <Link to="/loan-step" className="font-semibold text-primary-700 underline underline-offset-2">
            See how to apply
          </Link>{' '}
          or{' '}
          <Link to="/loan-calculator" className="font-semibold text-primary-700 underline underline-offset-2">
            work out your repayment
          </Link>
          .
        </p>
      </PageSection>
    </>
  );
}
