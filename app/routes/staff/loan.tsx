import type { Route } from './+types/loan';
import { loanOfficeTexts } from '@domain/messages/back-office/loans';
import { staffTexts } from '@domain/messages/back-office/staff';
import { HistoryList } from '~/components/back-office/history-list';
import { LoanCreditFigures, LoanOfferSection } from '~/components/back-office/loan-credit';
import { LoanDetails, LoanOverview } from '~/components/back-office/loan-overview';
import { LoanConversationWithStaffNotes, LoanRecords } from '~/components/back-office/loan-records';
import { LoanWork } from '~/components/back-office/loan-work-forms';
import { StaffPage } from '~/components/back-office/staff-shell';
import { ItemPageLead } from '~/components/back-office/item-page-lead';
import { ItemOwner } from '~/components/back-office/work-parts';
import { CustomerViewLink } from '~/components/back-office/customer-view-link';
import type { AreaOutcome } from '~/components/form-kit/area-form';
import { staffFrame } from '~/lib/staff-pages';
import { actOnStaffLoan, loadStaffLoan } from './loan.server';

const texts = loanOfficeTexts;

export const meta = ({ data: loaderData }: Route.MetaArgs) =>
  staffFrame.meta(loaderData ? texts.itemTitle(loaderData.loan.reference) : texts.title);

export const loader = (args: Route.LoaderArgs) => loadStaffLoan(args);
export const action = (args: Route.ActionArgs) => actOnStaffLoan(args);

export default function Loan({ loaderData, actionData }: Route.ComponentProps) {
  const { loan, waitingFor, waitingTerms, history, work } = loaderData;
  const outcome = (actionData ?? undefined) as AreaOutcome | undefined;
  return (
    <StaffPage
      title={texts.itemTitle(loan.reference)}
      lead={
        <ItemPageLead backTo="/staff/loans" backLabel={staffTexts.common.back}>
          <CustomerViewLink search={loan.id} />
        </ItemPageLead>
      }
    >
      <LoanOverview loan={loan} />
      <ItemOwner work={work} outcome={outcome} />
      <LoanCreditFigures loan={loan} />
      {loan.offer ? (
        <LoanOfferSection loanId={loan.id} offer={loan.offer} customerName={loan.customer?.name ?? ''} />
      ) : null}
      <LoanDetails loan={loan} />
      <LoanRecords loan={loan} />
      <LoanConversationWithStaffNotes loan={loan} outcome={outcome} />
      <LoanWork loan={loan} waitingFor={waitingFor} waitingTerms={waitingTerms} outcome={outcome} />
      <HistoryList entries={history} />
    </StaffPage>
  );
}
