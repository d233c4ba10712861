import { data } from 'react-router';
import { formatPhone } from '@domain/phone';
import type { Route } from './+types/loan';
import {
  LoanApproveSchema,
  LoanDeclineSchema,
  LoanDocumentRequestSchema,
  LoanMoveSchema,
  REQUESTABLE_LOAN_DOCUMENTS,
} from '@domain/forms/back-office-loans';
import { LoanMessageSchema } from '@domain/forms';
import { lagosDate, lagosDateTime } from '@domain/lagos-time';
import { loanOfficeTexts } from '@domain/messages/back-office/loans';
import { staffTexts } from '@domain/messages/back-office/staff';
import { loanTexts } from '@domain/messages/loans';
import { formatNaira } from '@domain/mortgage';
import { pendingApprovalFor } from '@server/back-office/approvals';
import { historyOf } from '@server/back-office/history';
import {
  answerLoanMessage,
  askLoanApproval,
  declineLoanApplication,
  moveLoanApplication,
  openLoanApplication,
  requestLoanDocument,
} from '@server/back-office/loans/loan-work';
import { findStaffById, staffLabel } from '@server/back-office/staff-members';
import { DetailList, ItemSection, OutcomeNotice, StateTag } from '~/components/back-office/customer-service-parts';
import { HistoryList } from '~/components/back-office/history-list';
import { StaffPage } from '~/components/back-office/staff-shell';
import { AreaForm, type AreaOutcome } from '~/components/customer-area/area-form';
import { SelectField, TextAreaField } from '~/components/website-forms/form-fields';
import { formFailure, postedValues } from '~/components/website-forms/form-action';
import { readPageForm } from '~/lib/read-page-form.server';
import { orNotFound } from '~/lib/staff-not-found.server';
import { ApprovalStep } from '~/components/back-office/approval-step';
import { staffFrame } from '~/lib/staff-pages';
import { requireStaff } from '~/lib/staff-session.server';

const texts = loanOfficeTexts;
const fieldLabels = loanTexts.fields as unknown as Record<string, string>;
/** The customer's answers shown under 'What the customer told us' (the figures have their own section). */
const DETAIL_FIELDS = [
  'propertyStatus',
  'propertyPrice',
  'propertyType',
  'propertyAddress',
  'propertyState',
  'employmentStatus',
  'employerName',
  'jobTitle',
  'netMonthlyIncome',
  'birthDate',
  'nhfContributionMonths',
  'existingMonthlyRepayments',
  'dependants',
  'otherObligations',
];
const NAIRA_FIELDS = ['propertyPrice', 'netMonthlyIncome', 'existingMonthlyRepayments'];

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

function detailValue(field: string, value: string) {
  if (!value) return texts.notGiven;
  if (NAIRA_FIELDS.includes(field)) return formatNaira(Number(value));
  if (field === 'propertyStatus') return (loanTexts.fields.propertyStatuses as Record<string, string>)[value] ?? value;
  if (field === 'birthDate') return lagosDate(`${value}T12:00:00Z`);
  return value;
}

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

export default function Loan({ loaderData, actionData }: Route.ComponentProps) {
  const { loan, waitingFor, history } = loaderData;
  const outcome = (actionData ?? undefined) as AreaOutcome | undefined;
  const naira = (kobo: number | null) => (kobo === null ? texts.notGiven : formatNaira(kobo / 100));
  const documentOptions = REQUESTABLE_LOAN_DOCUMENTS.map((kind) => ({ value: kind, label: loanTexts.documents[kind] }));
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
      <div className="grid gap-6 lg:grid-cols-2">
        <ItemSection id="figures-title" title={texts.figuresTitle}>
          <DetailList
            rows={[
              {
                label: texts.figures.status,
                value: (
                  <StateTag tone={loan.status === 'declined' ? 'bad' : 'neutral'}>
                    {loanTexts.statuses[loan.status]}
                  </StateTag>
                ),
              },
              { label: texts.figures.product, value: loan.productName },
              { label: texts.figures.loan, value: naira(loan.loanKobo) },
              { label: texts.figures.price, value: naira(loan.priceKobo) },
              {
                label: texts.figures.tenor,
                value: loan.tenorYears === null ? texts.notGiven : texts.figures.tenorYears(loan.tenorYears),
              },
              {
                label: texts.figures.rate,
                value:
                  loan.annualRatePercent === null ? texts.notGiven : texts.figures.ratePercent(loan.annualRatePercent),
              },
              { label: texts.figures.monthly, value: naira(loan.monthlyRepaymentKobo) },
              {
                label: texts.figures.submitted,
                value: loan.submittedAt ? (
                  <time dateTime={loan.submittedAt}>{lagosDateTime(loan.submittedAt)}</time>
                ) : (
                  texts.notGiven
                ),
              },
              { label: texts.officerTitle, value: loan.officerName ?? texts.officerNone },
            ]}
          />
        </ItemSection>
        <ItemSection id="customer-title" title={texts.customerTitle}>
          {loan.customer ? (
            <DetailList
              rows={[
                { label: texts.customerFields.name, value: loan.customer.name || texts.notGiven },
                { label: texts.customerFields.email, value: <span className="break-all">{loan.customer.email}</span> },
                {
                  label: texts.customerFields.phoneNo,
                  value: formatPhone(loan.customer.phoneNo ?? '') || texts.notGiven,
                },
              ]}
            />
          ) : (
            <p className="text-muted">{texts.customerUnavailable}</p>
          )}
        </ItemSection>
      </div>

      <ItemSection id="details-title" title={texts.detailsTitle}>
        <DetailList
          rows={DETAIL_FIELDS.filter((field) => field in loan.values).map((field) => ({
            label: fieldLabels[field] ?? field,
            value: detailValue(field, loan.values[field]),
          }))}
        />
        {loan.problems.length > 0 ? (
          <div className="mt-5">
            <h3 className="font-bold">{texts.problemsTitle}</h3>
            <ul className="mt-2 list-disc pl-5">
              {loan.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </ItemSection>

      <div className="grid gap-6 lg:grid-cols-2">
        <ItemSection id="documents-title" title={texts.documentsTitle}>
          {loan.documents.length === 0 ? (
            <p className="text-muted">{texts.noDocuments}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {loan.documents.map((document) => (
                <li key={document.id}>
                  <a
                    href={`/staff/loans/${loan.id}/documents/${document.id}`}
                    download
                    className="inline-flex min-h-11 items-center font-semibold break-all text-primary-700 underline underline-offset-2"
                  >
                    {texts.download(`${loanTexts.documents[document.kind]}: ${document.fileName}`)}
                  </a>
                  <span className="block text-sm text-muted">
                    {texts.uploadedOn(lagosDateTime(document.uploadedAt))}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <h3 className="mt-5 font-bold">{texts.missingTitle}</h3>
          {loan.missing.length === 0 ? (
            <p className="mt-1 text-muted">{texts.nothingMissing}</p>
          ) : (
            <ul className="mt-2 list-disc pl-5">
              {loan.missing.map((item, index) => (
                <li key={`${item.kind}-${index}`}>
                  {loanTexts.documents[item.kind]}
                  {item.note ? <span className="text-muted"> — {item.note}</span> : null}
                </li>
              ))}
            </ul>
          )}
        </ItemSection>
        <ItemSection id="status-history-title" title={texts.statusHistoryTitle}>
          <ol className="flex flex-col gap-3">
            {loan.statusHistory.map((event, index) => (
              <li key={index} className="border-l-4 border-primary-200 pl-3">
                <p className="font-semibold">{loanTexts.statuses[event.status]}</p>
                {event.note ? <p className="whitespace-pre-line">{event.note}</p> : null}
                <p className="text-sm text-muted">
                  <time dateTime={event.at}>{lagosDateTime(event.at)}</time> ·{' '}
                  {event.actor === 'customer'
                    ? texts.byCustomer
                    : event.actor === 'system'
                      ? texts.bySystem
                      : event.actor}
                </p>
              </li>
            ))}
          </ol>
        </ItemSection>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <ItemSection id="thread-title" title={texts.threadTitle}>
          {loan.messages.length === 0 ? (
            <p className="text-muted">{texts.threadEmpty}</p>
          ) : (
            <ol className="flex flex-col gap-3">
              {loan.messages.map((message) => (
                <li key={message.id} className="border-l-4 border-primary-200 pl-3">
                  <p className="text-sm text-muted">
                    {message.from === 'customer' ? texts.threadCustomer : message.staffName} ·{' '}
                    <time dateTime={message.sentAt}>{lagosDateTime(message.sentAt)}</time>
                  </p>
                  <p className="whitespace-pre-line break-words">{message.body}</p>
                </li>
              ))}
            </ol>
          )}
          <AreaForm
            key={`answer-${loan.messages.length}`}
            formId="answer"
            intent="answer"
            schema={LoanMessageSchema}
            outcome={outcome}
            submitLabel={texts.answer}
            className="mt-5"
          >
            {({ errors, values }) => (
              <TextAreaField
                formId="answer"
                name="message"
                label={texts.answerLabel}
                hint={texts.answerHint}
                error={errors.message}
                defaultValue={values.message}
                rows={4}
              />
            )}
          </AreaForm>
        </ItemSection>
        <ItemSection id="internal-notes-title" title={texts.internalNotesTitle}>
          {loan.internalNotes.length === 0 ? (
            <p className="text-muted">{texts.noInternalNotes}</p>
          ) : (
            <ol className="flex flex-col gap-3">
              {loan.internalNotes.map((note, index) => (
                <li key={index} className="border-l-4 border-warning pl-3">
                  <p className="whitespace-pre-line break-words">{note.body}</p>
                  <p className="text-sm text-muted">
                    <time dateTime={note.at}>{lagosDateTime(note.at)}</time> ·{' '}
                    {texts.internalNoteBy(note.by, texts.internalNoteActions[note.action] ?? note.action)}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </ItemSection>
      </div>

      {loan.isClosed ? (
        <div>
          <OutcomeNotice outcome={outcome?.status === 'success' ? outcome : null} />
          <p className="text-muted">{texts.closed}</p>
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
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
          {loan.nextStages.length > 0 ? (
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
          ) : null}
          {loan.canApprove ? (
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
            </ItemSection>
          ) : null}
          {loan.canDecline ? (
            <ItemSection id="decline-title" title={texts.declineTitle}>
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
            </ItemSection>
          ) : null}
        </div>
      )}
      <HistoryList entries={history} />
    </StaffPage>
  );
}
