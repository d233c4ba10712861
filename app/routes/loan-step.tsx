import { HYDRATED_PAGE } from '~/lib/route-handle';
import { Form } from 'react-router';
import { Link } from '~/components/ui/link';
import { z } from 'zod';
import type { Route } from './+types/loan-step';
import { AreaForm, type AreaOutcome } from '~/components/form-kit/area-form';
import { LoanDocumentsForm, revalidateAfterUpload } from '~/components/loans/loan-documents-form';
import { LoanInfo } from '~/components/loans/loan-info';
import { LoanReview, ProblemList } from '~/components/loans/loan-review';
import { LoanStepForm } from '~/components/loans/loan-step-fields';
import { LoanStepper } from '~/components/loans/loan-stepper';
import { Alert } from '~/components/ui/alert';
import { ButtonLink, buttonClasses } from '~/components/ui/button-link';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { pageMeta } from '~/lib/meta';
import { LOAN_DOCUMENTS_STEP, isLoanValueStep } from '@domain/forms';
import { messages } from '@domain/messages';
import { loanTexts } from '@domain/messages/loans';
import { lagosDate } from '@domain/lagos-time';
import { actOnLoanStep, loadLoanStep } from './loan-step.server';

/** A form with rich behaviour: the page loads React (docs/decisions/033). */
export const handle = HYDRATED_PAGE;

export const shouldRevalidate = revalidateAfterUpload;

const texts = loanTexts.step;
const NoFields = z.object({});

export function meta() {
  return pageMeta({
    title: texts.title,
    description:
      'Apply for a mortgage or NHF loan online: check that you can apply, then complete the application in six saved steps.',
    path: '/loan-step',
  });
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

function SignInToApply({ signInTo }: { signInTo: string }) {
  return (
    <div className="rounded-card border border-border bg-surface p-6 shadow-raised">
      <p className="font-semibold">{texts.signInFirst}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <ButtonLink to={signInTo} variant="primary">
          {messages.corporate.titles.login}
        </ButtonLink>
        {/* A new tab keeps this page, and the calculator's figures in its address, to come back to. */}
        <a href="/accountopening" target="_blank" rel="noopener" className={buttonClasses('outline')}>
          {texts.openAccount}
        </a>
      </div>
      <p className="mt-3 text-sm text-muted">{texts.noAccount}</p>
    </div>
  );
}

export const loader = (args: Route.LoaderArgs) => loadLoanStep(args);
export const action = (args: Route.ActionArgs) => actOnLoanStep(args);

export default function LoanStepPage({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = (actionData ?? undefined) as AreaOutcome | undefined;
  return (
    <>
      <PageBanner title={texts.title} lead={texts.lead} />
      <Container className="py-10 sm:py-14">
        {!loaderData.signedIn ? (
          <SignInToApply signInTo={loaderData.signInTo} />
        ) : loaderData.submitted ? (
          <div role="status" className="flex max-w-2xl flex-col items-start gap-4">
            <Alert tone="success">{texts.submitted(loaderData.submitted)}</Alert>
            <ButtonLink to="/loan-dashboard">{texts.trackIt}</ButtonLink>
          </div>
        ) : !loaderData.draft ? (
          <Form method="post" className="max-w-2xl rounded-card border border-border p-6">
            {loaderData.figuresQuery ? <p className="mb-4">{texts.fromCalculator}</p> : null}
            <input type="hidden" name="intent" value="start" />
            <input type="hidden" name="figures" value={loaderData.figuresQuery} />
            <button type="submit" className={buttonClasses('accent')}>
              {loanTexts.dashboard.apply}
            </button>
          </Form>
        ) : (
          <div className="flex flex-col gap-8">
            <LoanStepper current={loaderData.current} reached={loaderData.draft.step} />
            <section aria-labelledby="loan-step-title" className="max-w-2xl">
              <p className="text-sm text-muted">{texts.stepOf(loaderData.current, texts.steps.length)}</p>
              <h2 id="loan-step-title" className="text-xl font-bold">
                {texts.steps[loaderData.current - 1]}
              </h2>
              {loaderData.figuresQuery ? (
                <Form
                  method="post"
                  className="mt-4 flex flex-wrap items-center gap-3 rounded-card bg-info-bg p-4 text-info"
                >
                  <span>{texts.fromCalculator}</span>
                  <input type="hidden" name="intent" value="start" />
                  <input type="hidden" name="figures" value={loaderData.figuresQuery} />
                  <button type="submit" className={buttonClasses('outline', 'sm')}>
                    {texts.useFigures}
                  </button>
                </Form>
              ) : null}
              <div className="mt-6">
                <CurrentStep
                  draft={loaderData.draft}
                  step={loaderData.current}
                  outcome={outcome}
                  recordedBirthDate={loaderData.recordedBirthDate}
                />
              </div>
              {loaderData.current > 1 ? (
                <Link
                  to={`?step=${loaderData.current - 1}`}
                  className="mt-6 inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-2"
                >
                  {texts.back}
                </Link>
              ) : null}
            </section>
          </div>
        )}
      </Container>
      {!loaderData.signedIn ? <LoanInfo journey={loaderData.journey} mortgages={loaderData.mortgages} /> : null}
    </>
  );
}

type Draft = NonNullable<Extract<Route.ComponentProps['loaderData'], { signedIn: true }>['draft']>;

function CurrentStep({
  draft,
  step,
  outcome,
  recordedBirthDate,
}: {
  draft: Draft;
  step: number;
  outcome?: AreaOutcome;
  recordedBirthDate: string | null;
}) {
  const hidden = { applicationId: draft.id };
  if (isLoanValueStep(step)) {
    // A refusal just answered says the same: the step's standing problems show when it is opened.
    const problems = outcome?.intent === `step-${step}` ? [] : draft.problemsByStep[step];
    return (
      <div className="flex flex-col gap-6">
        {problems.length > 0 ? <ProblemList title={texts.stepProblems} problems={problems} /> : null}
        <LoanStepForm
          step={step}
          saved={draft.values}
          outcome={outcome}
          applicationId={draft.id}
          productId={draft.productId}
          recordedBirthDate={recordedBirthDate ? lagosDate(`${recordedBirthDate}T12:00:00Z`) : null}
          recordedBirthDateValue={recordedBirthDate}
        />
      </div>
    );
  }
  if (step === LOAN_DOCUMENTS_STEP) {
    return (
      <div className="flex flex-col gap-8">
        <p className="rounded-card bg-info-bg p-4 text-info">{texts.documentsLater}</p>
        <LoanDocumentsForm application={draft} outcome={outcome} />
        <AreaForm
          formId="loan-step-5"
          intent="step-5"
          schema={NoFields}
          outcome={outcome}
          hidden={hidden}
          submitLabel={texts.continue}
        />
      </div>
    );
  }
  return <LoanReview draft={draft} outcome={outcome} />;
}
