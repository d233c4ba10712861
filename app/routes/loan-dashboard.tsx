import type { ReactNode } from 'react';
import { HYDRATED_PAGE } from '~/lib/route-handle';
import { Link } from '~/components/ui/link';
import type { Route } from './+types/loan-dashboard';
import type { AreaOutcome } from '~/components/form-kit/area-form';
import { PageSection } from '~/components/home/page-section';
import { LoanConversation } from '~/components/loans/loan-conversation';
import { LoanDocumentsForm, revalidateAfterUpload } from '~/components/loans/loan-documents-form';
import { LoanOfferCard } from '~/components/loans/loan-offer-card';
import { LoanWithdrawForm } from '~/components/loans/loan-withdraw-form';
import { Alert } from '~/components/ui/alert';
import { LoanScheduleTable } from '~/components/loans/loan-schedule-table';
import { ButtonLink } from '~/components/ui/button-link';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { privatePageMeta } from '~/lib/meta';
import { lagosDate } from '@domain/lagos-time';
import { formatNaira } from '@domain/mortgage';
import { firstRepaymentMonth } from '@domain/mortgage-form';
import { loanOfferTexts } from '@domain/messages/loan-offer';
import { loanTexts } from '@domain/messages/loans';
import type { LoanApplicationView } from '@server/loans/loan-applications';
import { actOnLoanDashboard, loadLoanDashboard } from './loan-dashboard.server';

/** A form with rich behaviour: the page loads React (docs/decisions/033). */
export const handle = HYDRATED_PAGE;

export const shouldRevalidate = revalidateAfterUpload;
const texts = loanTexts;

/** From the offer on, the loan is approved: its schedule is what the customer will repay. */
const APPROVED = new Set(['offer_issued', 'perfecting_title', 'disbursed']);
const CLOSED = new Set(['declined', 'disbursed', 'withdrawn']);
const naira = (kobo: number | null) => (kobo === null ? '' : formatNaira(kobo / 100, { kobo: kobo % 100 !== 0 }));

export function meta() {
  return privatePageMeta(texts.dashboard.title);
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

/** A titled part of an application's card. */
function CardSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h4 id={id} className="font-semibold">
        {title}
      </h4>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function ApplicationCard({ application, outcome }: { application: LoanApplicationView; outcome?: AreaOutcome }) {
  const titleId = `loan-${application.id}`;
  // The letter's schedule starts from the offer's issue; an offer from before offers were kept, from its status.
  const offeredAt =
    application.offer?.issuedAt ?? application.history.find((event) => event.status === 'offer_issued')?.occurredAt;
  const isOpen = application.status !== 'draft' && !CLOSED.has(application.status);
  // Once withdrawn the form is gone, so its confirmation shows at the top of the card.
  const withdrawn =
    !application.canWithdraw && outcome?.intent === `withdraw-${application.id}` && outcome.status === 'success'
      ? outcome.message
      : null;
  return (
    <article aria-labelledby={titleId} className="rounded-card border border-border p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={titleId} className="text-lg font-bold">
            {application.productName}{' '}
            <span className="tabular text-base font-semibold text-muted">{application.reference}</span>
          </h3>
          {application.loanKobo !== null && application.tenorYears !== null ? (
            <p className="mt-1 text-muted">
              {texts.dashboard.figures({
                loan: naira(application.loanKobo),
                tenor: application.tenorYears,
                monthly: naira(application.monthlyRepaymentKobo),
              })}
            </p>
          ) : null}
        </div>
        <p className="rounded-full bg-primary-50 px-3 py-1 font-semibold text-primary-700">
          {texts.statuses[application.status]}
        </p>
      </div>
      <div role="status">
        {withdrawn ? (
          <Alert tone="success" className="mt-4">
            {withdrawn}
          </Alert>
        ) : null}
      </div>
      {application.status !== 'draft' ? (
        <p className="mt-3 font-medium">
          {application.officerName ? texts.dashboard.officer(application.officerName) : texts.dashboard.noOfficer}
        </p>
      ) : null}
      {application.status === 'draft' ? (
        <ButtonLink to="/loan-step" variant="primary" className="mt-4">
          {texts.dashboard.continue}
        </ButtonLink>
      ) : null}
      <div className="mt-5 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby={`${titleId}-history`}>
          <h4 id={`${titleId}-history`} className="font-semibold">
            {texts.dashboard.history}
          </h4>
          <ol className="mt-2 flex flex-col gap-1">
            {application.history.map((event) => (
              <li key={`${event.status}-${event.occurredAt}`}>
                <span className="font-medium">
                  {texts.historyStatuses[event.status] ?? texts.statuses[event.status]}
                </span>{' '}
                · {lagosDate(event.occurredAt)}
                {event.note ? <span className="text-muted"> · {event.note}</span> : null}
              </li>
            ))}
          </ol>
        </section>
        {isOpen ? (
          <section aria-labelledby={`${titleId}-missing`}>
            <h4 id={`${titleId}-missing`} className="font-semibold">
              {texts.dashboard.missingTitle}
            </h4>
            {application.missing.length === 0 ? (
              <p className="mt-2 text-muted">{texts.dashboard.nothingMissing}</p>
            ) : null}
            <div className="mt-2">
              <LoanDocumentsForm application={application} outcome={outcome} intent={`upload-${application.id}`} />
            </div>
          </section>
        ) : null}
        {application.status !== 'draft' ? (
          <CardSection id={`${titleId}-messages`} title={texts.dashboard.messagesTitle}>
            <LoanConversation application={application} outcome={outcome} />
          </CardSection>
        ) : null}
        {application.offer ? (
          <CardSection id={`${titleId}-offer`} title={loanOfferTexts.title}>
            <LoanOfferCard application={application} offer={application.offer} outcome={outcome} />
          </CardSection>
        ) : null}
        {application.canWithdraw ? (
          <CardSection id={`${titleId}-withdraw`} title={texts.dashboard.withdrawTitle}>
            <LoanWithdrawForm application={application} outcome={outcome} />
          </CardSection>
        ) : null}
      </div>
      {APPROVED.has(application.status) &&
      offeredAt &&
      application.loanKobo !== null &&
      application.tenorYears !== null &&
      application.annualRatePercent !== null ? (
        <section aria-labelledby={`${titleId}-schedule`} className="mt-6">
          <h4 id={`${titleId}-schedule`} className="font-semibold">
            {texts.dashboard.scheduleTitle}
          </h4>
          <LoanScheduleTable
            loanKobo={application.loanKobo}
            annualRatePercent={application.annualRatePercent}
            tenorYears={application.tenorYears}
            startMonth={firstRepaymentMonth(offeredAt)}
            titleId={`${titleId}-schedule`}
          />
        </section>
      ) : null}
    </article>
  );
}

export const loader = (args: Route.LoaderArgs) => loadLoanDashboard(args);
export const action = (args: Route.ActionArgs) => actOnLoanDashboard(args);

export default function LoanDashboardPage({
  loaderData: { applications, statuses },
  actionData,
}: Route.ComponentProps) {
  const outcome = (actionData ?? undefined) as AreaOutcome | undefined;
  return (
    <>
      <PageBanner
        title={texts.dashboard.title}
        lead={texts.dashboard.lead}
        crumbs={[{ label: texts.step.title, to: '/loan-step' }]}
      />
      <Container className="py-10 sm:py-14">
        <section aria-labelledby="applications-title" className="flex flex-col gap-6">
          <h2 id="applications-title" className="text-xl font-bold tracking-tight sm:text-2xl">
            {texts.dashboard.yourApplications}
          </h2>
          {applications.length === 0 ? (
            <div>
              <p className="text-muted">{texts.dashboard.none}</p>
              <ButtonLink to="/loan-step" className="mt-4">
                {texts.dashboard.apply}
              </ButtonLink>
            </div>
          ) : (
            applications.map((application) => (
              <ApplicationCard key={application.id} application={application} outcome={outcome} />
            ))
          )}
          <p>
            <Link to="/loan-calculator" className="font-semibold text-primary-700 underline underline-offset-2">
              {texts.dashboard.calculate}
            </Link>
          </p>
        </section>
      </Container>
      <PageSection
        id="statuses-title"
        title="What your status means"
        tone="subtle"
        lead="An application moves through these stages in order. Not every application meets every stage: only NHF loans go to the Federal Mortgage Bank."
      >
        <ol className="grid gap-4 lg:grid-cols-2">
          {statuses.map((status, index) => (
            <li key={status.name} className="rounded-card border border-border bg-surface p-5">
              <h3 className="flex items-center gap-3 text-lg font-bold">
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-700 text-sm text-white tabular"
                >
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
      </PageSection>
    </>
  );
}
