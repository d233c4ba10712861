import { redirect } from 'react-router';
import type { Route } from './+types/loan-step';
import { type AreaOutcome } from '~/components/form-kit/area-form';
import { toProductCard } from '~/components/products/product-card';
import { formFailure, postedValues } from '~/lib/form-action.server';
import { productsInCategory } from '~/content/products';
import { mortgageJourney } from '~/content/services';
import { currentCustomer, requireCustomer } from '~/lib/customer-session.server';
import { readPageForm } from '~/lib/read-page-form.server';
import { LOAN_REVIEW_STEP } from '@domain/forms';
import { loanFiguresFrom } from '@domain/mortgage-form';
import { loanTexts } from '@domain/messages/loans';
import { birthDateOnRecord } from '@server/loans/applicant-record';
import {
  listLoanApplications,
  nextStepAfter,
  saveLoanStep,
  startLoanApplication,
  submitLoanApplication,
  uploadLoanDocuments,
} from '@server/loans/loan-applications';
import { parseOrRefuse } from '@server/errors/refusals';
import { LoanConsentSchema, LoanStepRequestSchema } from '@domain/forms';
import { splitForm } from '@server/http/request-body';

export async function loadLoanStep({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const signedIn = await currentCustomer(request, context);
  const info = { journey: mortgageJourney, mortgages: productsInCategory('mortgage').map(toProductCard) };
  const figuresQuery = loanFiguresFrom(url.searchParams) ? url.searchParams.toString() : '';
  if (!signedIn)
    return {
      ...info,
      signedIn: false as const,
      signInTo: `/login?${new URLSearchParams({ returnTo: `/loan-step${url.search}` })}`,
    };
  const applications = await listLoanApplications({ services: signedIn.services, profile: signedIn.profile });
  const draft = applications.find((application) => application.status === 'draft') ?? null;
  const requested = Number(url.searchParams.get('step'));
  const reachable = draft ? Math.min(draft.step + 1, LOAN_REVIEW_STEP) : 0;
  const current = draft
    ? Number.isInteger(requested) && requested >= 1 && requested <= reachable
      ? requested
      : reachable
    : 0;
  const recordedBirthDate = current === 3 ? await birthDateOnRecord(signedIn.services, signedIn.profile) : null;
  return {
    ...info,
    signedIn: true as const,
    draft,
    current,
    figuresQuery,
    submitted: url.searchParams.get('submitted'),
    recordedBirthDate,
  };
}

/** Each form of the page: start (with the calculator's figures), a step, documents, the submission. */
export async function actOnLoanStep({ request, context }: Route.ActionArgs) {
  const { services, profile } = await requireCustomer(request, context);
  const form = await readPageForm(request);
  const values = postedValues(form);
  const intent = values.intent ?? '';
  try {
    if (intent === 'start') {
      const figures = loanFiguresFrom(new URLSearchParams(values.figures ?? ''));
      await startLoanApplication({ services, profile, figures });
      return redirect('/loan-step?step=1');
    }
    if (intent === 'upload') {
      await uploadLoanDocuments({ services, profile, id: values.applicationId, files: splitForm(form).files });
      return { intent, status: 'success', message: loanTexts.dashboard.uploaded } satisfies AreaOutcome;
    }
    if (intent === 'submit') {
      const { reference } = await submitLoanApplication({
        services,
        profile,
        id: values.applicationId,
        input: parseOrRefuse(LoanConsentSchema, values),
      });
      return redirect(`/loan-step?submitted=${encodeURIComponent(reference)}`);
    }
    const input = parseOrRefuse(LoanStepRequestSchema, { ...values, step: intent.replace('step-', '') });
    const saved = await saveLoanStep({ services, profile, id: values.applicationId, input });
    return redirect(`/loan-step?step=${nextStepAfter(services, saved, Number(input.step))}`);
  } catch (error) {
    return formFailure(error, intent, values);
  }
}
