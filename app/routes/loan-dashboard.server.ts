import type { Route } from './+types/loan-dashboard';
import type { AreaOutcome } from '~/components/form-kit/area-form';
import { formFailure, postedValues } from '~/lib/form-action.server';
import { mortgageJourney } from '~/content/services';
import { requireCustomer } from '~/lib/customer-session.server';
import { readPageForm } from '~/lib/read-page-form.server';
import { loanTexts } from '@domain/messages/loans';
import { splitForm } from '@server/http/request-body';
import { parseOrRefuse } from '@server/errors/refusals';
import { LoanMessageSchema, LoanWithdrawSchema } from '@domain/forms';
import { LoanOfferAcceptSchema } from '@domain/forms/loan-offer';
import { acceptLoanOffer } from '@server/loans/loan-offers';
import {
  listLoanApplications,
  ownApplication,
  sendLoanMessage,
  uploadLoanDocuments,
  withdrawLoanApplication,
} from '@server/loans/loan-applications';

const texts = loanTexts;

/** Signed-in customers only: anyone else goes to sign in and comes back here. */
export async function loadLoanDashboard({ request, context }: Route.LoaderArgs) {
  const { services, profile } = await requireCustomer(request, context);
  return { applications: await listLoanApplications({ services, profile }), statuses: mortgageJourney.statuses };
}

/** The forms of each application: a document (asked for, or missing), a message to the officer, the withdrawal, the offer's acceptance. */
export async function actOnLoanDashboard({ request, context }: Route.ActionArgs) {
  const { services, profile } = await requireCustomer(request, context);
  const form = await readPageForm(request);
  const values = postedValues(form);
  const intent = values.intent ?? '';
  const id = values.applicationId;
  try {
    if (intent.startsWith('message-'))
      return {
        intent,
        ...(await sendLoanMessage({ services, profile, id, input: parseOrRefuse(LoanMessageSchema, values) })),
      } satisfies AreaOutcome;
    if (intent.startsWith('withdraw-'))
      return {
        intent,
        ...(await withdrawLoanApplication({ services, profile, id, input: parseOrRefuse(LoanWithdrawSchema, values) })),
      } satisfies AreaOutcome;
    if (intent.startsWith('accept-'))
      return {
        intent,
        ...(await acceptLoanOffer({
          services,
          profile,
          application: await ownApplication(services, profile, id),
          input: parseOrRefuse(LoanOfferAcceptSchema, values),
        })),
      } satisfies AreaOutcome;
    await uploadLoanDocuments({ services, profile, id, files: splitForm(form).files });
    return { intent, status: 'success', message: texts.dashboard.uploaded } satisfies AreaOutcome;
  } catch (error) {
    return formFailure(error, intent, values);
  }
}
