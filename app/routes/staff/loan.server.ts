import { data } from 'react-router';
import type { Route } from './+types/loan';
import { loanOfficeTexts } from '@domain/messages/back-office/loans';
import { makerWaitingFor, pendingApprovalFor } from '@server/back-office/approvals';
import { historyOf } from '@server/back-office/history';
import {
  answerLoanMessage,
  askLoanApproval,
  askLoanDecline,
  moveLoanApplication,
  openLoanApplication,
  proposedTerms,
  requestLoanDocument,
} from '@server/back-office/loans/loan-work';
import type { AreaOutcome } from '~/components/form-kit/area-form';
import { formFailure, postedValues } from '~/lib/form-action.server';
import { readPageForm } from '~/lib/read-page-form.server';
import { orNotFound } from '~/lib/staff-not-found.server';
import { requireStaff } from '~/lib/staff-session.server';
import { actOnItemWork, itemWork } from '~/lib/item-work.server';

const texts = loanOfficeTexts;

export async function loadStaffLoan({ request, context, params }: Route.LoaderArgs) {
  const { services, member } = await requireStaff(request, context, 'loans');
  const loan = await orNotFound(texts.notFound, () => openLoanApplication({ services, id: params.id }));
  const approval = await pendingApprovalFor(services, 'loan.approve', loan.id);
  return {
    loan,
    waitingFor: {
      approve: await makerWaitingFor(services, 'loan.approve', loan.id),
      decline: await makerWaitingFor(services, 'loan.decline', loan.id),
    },
    waitingTerms: approval ? proposedTerms(approval.payload) : null,
    history: await historyOf(services, [loan.id]),
    work: await itemWork(services, member, 'loan', loan.id),
  };
}

/** Request a document, move on, or ask a second officer to approve (issue the offer) or to decline. */
export async function actOnStaffLoan({ request, context, params }: Route.ActionArgs) {
  const { services, member } = await requireStaff(request, context, 'loans');
  const values = postedValues(await readPageForm(request));
  const owned = await actOnItemWork(services, member, 'loan', params.id, values);
  if (owned) return owned;
  const intent = values.intent ?? '';
  const work = {
    request: requestLoanDocument,
    move: moveLoanApplication,
    decline: askLoanDecline,
    approve: askLoanApproval,
    answer: answerLoanMessage,
  }[intent];
  if (!work) throw data('Unknown form', { status: 400 });
  try {
    return {
      intent,
      ...(await orNotFound(texts.notFound, () => work({ services, member, id: params.id, input: values }))),
    } satisfies AreaOutcome;
  } catch (error) {
    return formFailure(error, intent, values);
  }
}
