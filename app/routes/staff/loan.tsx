import { data } from 'react-router';
import type { Route } from './+types/loan';
import { loanOfficeTexts } from '@domain/messages/back-office/loans';
import { staffTexts } from '@domain/messages/back-office/staff';
import { loanTexts } from '@domain/messages/loans';
import { pendingApprovalFor } from '@server/back-office/approvals';
import { historyOf, type HistoryEntry } from '@server/back-office/history';
import {
  answerLoanMessage,
  askLoanApproval,
  declineLoanApplication,
  moveLoanApplication,
  openLoanApplication,
  requestLoanDocument,
} from '@server/back-office/loans/loan-work';
import { findStaffById, staffLabel } from '@server/back-office/staff-members';
import { HistoryList } from '~/components/back-office/history-list';
import { LoanDetails, LoanOverview } from '~/components/back-office/loan-overview';
import { LoanConversationWithStaffNotes, LoanRecords } from '~/components/back-office/loan-records';
import { LoanWork } from '~/components/back-office/loan-work-forms';
import { StaffPage } from '~/components/back-office/staff-shell';
import type { AreaOutcome } from '~/components/form-kit/area-form';
import { formFailure, postedValues } from '~/components/form-kit/form-action';
import { readPageForm } from '~/lib/read-page-form.server';
import { orNotFound } from '~/lib/staff-not-found.server';
import { staffFrame } from '~/lib/staff-pages';
import { requireStaff } from '~/lib/staff-session.server';

const texts = loanOfficeTexts;

export const meta = ({ data: loaderData }: Route.MetaArgs) =>
  staffFrame.meta(loaderData ? texts.itemTitle(loaderData.loan.reference) : texts.title);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services } = await requireStaff(request, context, 'loans');
  const loan = await orNotFound(texts.notFound, () => openLoanApplication({ services, id: params.id }));
  const approval = await pendingApprovalFor(services, 'loan.approve', loan.id);
  const maker = approval ? await findStaffById(services, approval.makerId) : null;
  return {
    loan,
    waitingFor: approval ? (maker ? staffLabel(maker) : '') : null,
    history: await historyOf(services, [loan.id]),
  };
}

/** Request a document, move on, decline, or ask a second officer to approve (issue the offer). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { services, member } = await requireStaff(request, context, 'loans');
  const values = postedValues(await readPageForm(request));
  const intent = values.intent ?? '';
  const work = {
    request: requestLoanDocument,
    move: moveLoanApplication,
    decline: declineLoanApplication,
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

const describe = (entry: HistoryEntry) => {
  const label = texts.history[entry.action] ?? entry.action;
  const status =
    typeof entry.details.status === 'string'
      ? (loanTexts.statuses as Record<string, string>)[entry.details.status]
      : undefined;
  return status ? `${label}: ${status}` : label;
};

export default function Loan({ loaderData, actionData }: Route.ComponentProps) {
  const { loan, waitingFor, history } = loaderData;
  const outcome = (actionData ?? undefined) as AreaOutcome | undefined;
  return (
    <StaffPage
      title={texts.itemTitle(loan.reference)}
      lead={
        <a
          href="/staff/loans"
          className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-2"
        >
          {staffTexts.common.back}
        </a>
      }
    >
      <LoanOverview loan={loan} />
      <LoanDetails loan={loan} />
      <LoanRecords loan={loan} />
      <LoanConversationWithStaffNotes loan={loan} outcome={outcome} />
      <LoanWork loan={loan} waitingFor={waitingFor} outcome={outcome} />
      <HistoryList entries={history} describe={describe} />
    </StaffPage>
  );
}
