import {
  LoanApproveSchema,
  LoanDeclineSchema,
  LoanDocumentRequestSchema,
  LoanMoveSchema,
  REQUESTABLE_LOAN_DOCUMENTS,
} from '@domain/forms/back-office-loans';
import { loanOfficeTexts as texts } from '@domain/messages/back-office/loans';
import { loanTermsTexts as termsTexts } from '@domain/messages/back-office/loan-terms';
import type { OfferTerms } from '@server/loans/loan-offers';
import { loanTexts } from '@domain/messages/loans';
import { AreaForm, type AreaOutcome } from '~/components/form-kit/area-form';
import { SelectField, TextAreaField, TextField } from '~/components/form-kit/form-fields';
import { OutcomeNotice } from '~/components/form-kit/outcome-notice';
import { ApprovalStep } from './approval-step';
import { ItemSection } from './customer-service-parts';
import { OfferTermsList } from './loan-credit';
import type { StaffLoan } from './loan-overview';

const documentOptions = REQUESTABLE_LOAN_DOCUMENTS.map((kind) => ({ value: kind, label: loanTexts.documents[kind] }));

/** The note staff write for one another, beside each action's note to the customer. */
function InternalNoteField({
  formId,
  errors,
  values,
}: {
  formId: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}) {
  return (
    <TextAreaField
      formId={formId}
      name="internalNote"
      label={texts.internalNoteLabel}
      hint={texts.internalNoteHint}
      isOptional
      error={errors.internalNote}
      defaultValue={values.internalNote}
      rows={3}
    />
  );
}

/** Who asked for each decision that waits for a second officer (null: none waits). */
export type LoanDecisionsWaiting = { approve: string | null; decline: string | null };

/**
 * What an officer may do with an open application: request a document, move it on, or ask a second
 * officer to approve it (the offer) or to decline it. A closed one says so.
 */
export function LoanWork({
  loan,
  waitingFor,
  waitingTerms,
  outcome,
}: {
  loan: StaffLoan;
  waitingFor: LoanDecisionsWaiting;
  /** The terms of the offer waiting for a second officer, if one waits. */
  waitingTerms: OfferTerms | null;
  outcome?: AreaOutcome;
}) {
  if (loan.isClosed)
    return (
      <div>
        <OutcomeNotice outcome={outcome?.status === 'success' ? outcome : null} />
        <p className="text-muted">{texts.closed}</p>
      </div>
    );
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <RequestSection loan={loan} outcome={outcome} />
      {loan.nextStages.length > 0 ? <MoveSection loan={loan} outcome={outcome} /> : null}
      {loan.canApprove ? (
        <ApproveSection loan={loan} outcome={outcome} waitingFor={waitingFor.approve} waitingTerms={waitingTerms} />
      ) : null}
      {loan.canDecline ? <DeclineSection outcome={outcome} waitingFor={waitingFor.decline} /> : null}
    </div>
  );
}

/** A document asked of the customer, with a note to them and one for staff. */
function RequestSection({ loan, outcome }: { loan: StaffLoan; outcome?: AreaOutcome }) {
  return (
    <ItemSection id="request-title" title={texts.requestTitle}>
      <p className="mb-4 text-sm text-muted">{texts.requestLead}</p>
      <AreaForm
        key={`request-${loan.missing.length}`}
        formId="request"
        intent="request"
        schema={LoanDocumentRequestSchema}
        outcome={outcome}
        submitLabel={texts.request}
      >
        {({ errors, values }) => (
          <>
            <SelectField
              formId="request"
              name="kind"
              label={texts.kindLabel}
              placeholder={texts.kindPlaceholder}
              options={documentOptions}
              error={errors.kind}
              defaultValue={values.kind}
            />
            <TextAreaField
              formId="request"
              name="note"
              label={texts.noteLabel}
              hint={texts.noteHint}
              isOptional
              error={errors.note}
              defaultValue={values.note}
              rows={3}
            />
            <InternalNoteField formId="request" errors={errors} values={values} />
          </>
        )}
      </AreaForm>
    </ItemSection>
  );
}

/** The application moved on to one of its next stages. */
function MoveSection({ loan, outcome }: { loan: StaffLoan; outcome?: AreaOutcome }) {
  return (
    <ItemSection id="move-title" title={texts.moveTitle}>
      <AreaForm
        key={`move-${loan.status}`}
        formId="move"
        intent="move"
        schema={LoanMoveSchema}
        outcome={outcome}
        submitLabel={texts.move}
      >
        {({ errors, values }) => (
          <>
            <SelectField
              formId="move"
              name="status"
              label={texts.moveLabel}
              placeholder={texts.movePlaceholder}
              options={loan.nextStages.map((status) => ({ value: status, label: loanTexts.statuses[status] }))}
              error={errors.status}
              defaultValue={values.status}
            />
            <TextAreaField
              formId="move"
              name="note"
              label={texts.moveNoteLabel}
              hint={texts.moveNoteHint}
              isOptional
              error={errors.note}
              defaultValue={values.note}
              rows={3}
            />
            <InternalNoteField formId="move" errors={errors} values={values} />
          </>
        )}
      </AreaForm>
    </ItemSection>
  );
}

/** The offer with its terms (the customer's figures to start from), issued once a second officer approves it. */
function ApproveSection({
  loan,
  outcome,
  waitingFor,
  waitingTerms,
}: {
  loan: StaffLoan;
  outcome?: AreaOutcome;
  waitingFor: string | null;
  waitingTerms: OfferTerms | null;
}) {
  const asked = {
    loanAmount: loan.values.loanAmount,
    annualRatePercent: loan.annualRatePercent === null ? '' : String(loan.annualRatePercent),
    tenorYears: loan.values.tenorYears,
  };
  return (
    <ItemSection id="approve-title" title={texts.approveTitle}>
      <p className="mb-4 text-sm text-muted">{texts.approveLead}</p>
      <ApprovalStep waitingFor={waitingFor} outcome={outcome?.intent === 'approve' ? outcome : null}>
        <AreaForm
          formId="approve"
          intent="approve"
          schema={LoanApproveSchema}
          outcome={outcome}
          submitLabel={texts.approve}
        >
          {({ errors, values }) => (
            <>
              <fieldset className="flex flex-col gap-4">
                <legend className="mb-2 font-semibold">{termsTexts.terms.legend}</legend>
                <TextField
                  formId="approve"
                  name="loanAmount"
                  label={termsTexts.terms.loanAmount}
                  hint={termsTexts.terms.loanAmountHint}
                  inputMode="numeric"
                  error={errors.loanAmount}
                  defaultValue={values.loanAmount ?? asked.loanAmount}
                />
                <TextField
                  formId="approve"
                  name="annualRatePercent"
                  label={termsTexts.terms.annualRatePercent}
                  inputMode="text"
                  error={errors.annualRatePercent}
                  defaultValue={values.annualRatePercent ?? asked.annualRatePercent}
                />
                <TextField
                  formId="approve"
                  name="tenorYears"
                  label={termsTexts.terms.tenorYears}
                  inputMode="numeric"
                  error={errors.tenorYears}
                  defaultValue={values.tenorYears ?? asked.tenorYears}
                />
                <TextAreaField
                  formId="approve"
                  name="conditions"
                  label={termsTexts.terms.conditions}
                  hint={termsTexts.terms.conditionsHint}
                  isOptional
                  error={errors.conditions}
                  defaultValue={values.conditions}
                  rows={4}
                />
              </fieldset>
              <TextAreaField
                formId="approve"
                name="internalNote"
                label={texts.approveNoteLabel}
                hint={texts.approveNoteHint}
                isOptional
                error={errors.internalNote}
                defaultValue={values.internalNote}
                rows={3}
              />
              <TextAreaField
                formId="approve"
                name="note"
                label={texts.offerNoteLabel}
                hint={texts.offerNoteHint}
                isOptional
                error={errors.note}
                defaultValue={values.note}
                rows={3}
              />
            </>
          )}
        </AreaForm>
      </ApprovalStep>
      {waitingFor !== null && waitingTerms ? (
        <div className="mt-4">
          <h3 className="mb-2 font-semibold">{termsTexts.waitingTerms}</h3>
          <OfferTermsList terms={waitingTerms} />
        </div>
      ) : null}
    </ItemSection>
  );
}

/** The application declined, with the reason the customer reads, once a second officer approves it. */
function DeclineSection({ outcome, waitingFor }: { outcome?: AreaOutcome; waitingFor: string | null }) {
  return (
    <ItemSection id="decline-title" title={texts.declineTitle}>
      <p className="mb-4 text-sm text-muted">{texts.declineLead}</p>
      <ApprovalStep
        waitingFor={waitingFor}
        waitingMessage={texts.declineWaiting}
        outcome={outcome?.intent === 'decline' ? outcome : null}
      >
        <AreaForm
          formId="decline"
          intent="decline"
          schema={LoanDeclineSchema}
          outcome={outcome}
          submitLabel={texts.decline}
        >
          {({ errors, values }) => (
            <>
              <TextAreaField
                formId="decline"
                name="reason"
                label={texts.reasonLabel}
                hint={texts.reasonHint}
                error={errors.reason}
                defaultValue={values.reason}
                rows={4}
              />
              <InternalNoteField formId="decline" errors={errors} values={values} />
            </>
          )}
        </AreaForm>
      </ApprovalStep>
    </ItemSection>
  );
}
