import { formatPhone } from '@domain/phone';
import type { Route } from './+types/data-request';
import { DataRequestAnswerSchema } from '@domain/forms/back-office-compliance';
import { lagosDate, lagosDateTime } from '@domain/lagos-time';
import { complianceTexts } from '@domain/messages/back-office/compliance';
import { staffTexts } from '@domain/messages/back-office/staff';
import { OutcomeNotice } from '~/components/form-kit/outcome-notice';
import { DetailList, ItemSection, StateTag } from '~/components/back-office/customer-service-parts';
import { HistoryList } from '~/components/back-office/history-list';
import { StaffPage } from '~/components/back-office/staff-shell';
import { ItemPageLead } from '~/components/back-office/item-page-lead';
import { ItemOwner } from '~/components/back-office/work-parts';
import { CustomerViewLink } from '~/components/back-office/customer-view-link';
import { AreaForm, type AreaOutcome } from '~/components/form-kit/area-form';
import { TextAreaField } from '~/components/form-kit/form-fields';
import { CorrectionSection, ErasureSection } from '~/components/back-office/data-request-work';
import { staffFrame } from '~/lib/staff-pages';
import { actOnStaffDataRequest, loadStaffDataRequest } from './data-request.server';

const texts = complianceTexts.dataRequests;

export const meta = ({ data: loaderData }: Route.MetaArgs) =>
  staffFrame.meta(loaderData ? texts.itemTitle(loaderData.request.reference) : texts.title);

function DaysLeft({ days }: { days: number | null }) {
  if (days === null) return <span className="text-muted">{texts.answered}</span>;
  return <StateTag tone={days < 0 ? 'bad' : days <= 5 ? 'waiting' : 'neutral'}>{texts.daysLeft(days)}</StateTag>;
}

function AnswerForm({
  intent,
  label,
  outcome,
  draft = '',
}: {
  intent: 'complete' | 'decline';
  label: string;
  outcome?: AreaOutcome;
  /** The answer's first words, for the officer to check and send. */
  draft?: string;
}) {
  return (
    <AreaForm formId={intent} intent={intent} schema={DataRequestAnswerSchema} outcome={outcome} submitLabel={label}>
      {({ errors, values }) => (
        <TextAreaField
          formId={intent}
          name="answer"
          label={texts.answerLabel}
          hint={texts.answerHint}
          error={errors.answer}
          defaultValue={values.answer ?? draft}
          rows={6}
        />
      )}
    </AreaForm>
  );
}

export const loader = (args: Route.LoaderArgs) => loadStaffDataRequest(args);
export const action = (args: Route.ActionArgs) => actOnStaffDataRequest(args);

export default function DataRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { request, erasure, correction, history } = loaderData;
  const outcome = (actionData ?? undefined) as AreaOutcome | undefined;
  const isOpen = request.state === 'received';
  const isErasure = request.kind === 'erasure';
  const { customer } = request;
  return (
    <StaffPage
      title={texts.itemTitle(request.reference)}
      lead={
        <ItemPageLead backTo="/staff/data-requests" backLabel={staffTexts.common.back}>
          <CustomerViewLink search={request.id} />
        </ItemPageLead>
      }
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <ItemSection id="request-title" title={texts.requestTitle}>
          <DetailList
            rows={[
              { label: texts.fields.kind, value: texts.kinds[request.kind] },
              {
                label: texts.fields.state,
                value: <StateTag tone={isOpen ? 'waiting' : 'neutral'}>{texts.states[request.state]}</StateTag>,
              },
              {
                label: texts.fields.received,
                value: <time dateTime={request.receivedAt}>{lagosDateTime(request.receivedAt)}</time>,
              },
              { label: texts.fields.due, value: <time dateTime={request.dueAt}>{lagosDate(request.dueAt)}</time> },
              { label: texts.fields.daysLeft, value: <DaysLeft days={request.daysLeft} /> },
              ...(request.completedAt
                ? [
                    {
                      label: texts.fields.completed,
                      value: <time dateTime={request.completedAt}>{lagosDateTime(request.completedAt)}</time>,
                    },
                  ]
                : []),
              {
                label: texts.fields.details,
                value: request.details ? (
                  <span className="whitespace-pre-line">{request.details}</span>
                ) : (
                  <span className="text-muted">{texts.noDetails}</span>
                ),
              },
              ...(request.answer
                ? [{ label: texts.fields.answer, value: <span className="whitespace-pre-line">{request.answer}</span> }]
                : []),
            ]}
          />
        </ItemSection>
        <ItemSection id="customer-title" title={texts.customerTitle}>
          {customer ? (
            <DetailList
              rows={[
                { label: texts.customerFields.name, value: customer.name },
                { label: texts.customerFields.email, value: <span className="break-all">{customer.email}</span> },
                { label: texts.customerFields.phoneNo, value: formatPhone(customer.phoneNo ?? '') },
                {
                  label: texts.customerFields.accountNumbers,
                  value: customer.accountNumbers.length > 0 ? customer.accountNumbers.join(', ') : texts.noAccounts,
                },
                { label: texts.customerFields.profile, value: <span className="break-all">{request.profileId}</span> },
              ]}
            />
          ) : (
            <p className="text-muted">{texts.customerUnavailable}</p>
          )}
        </ItemSection>
      </div>

      {isOpen ? (
        <>
          {isErasure ? (
            <ErasureSection
              held={erasure.held}
              erasedItems={request.erasedItems}
              waitingFor={erasure.waitingFor}
              outcome={outcome}
            />
          ) : null}
          {request.kind === 'rectification' ? (
            <CorrectionSection
              values={correction.values}
              correctedAt={request.correctedAt}
              waitingFor={correction.waitingFor}
              outcome={outcome}
            />
          ) : null}
          <ItemSection id="answer-title" title={texts.answerTitle}>
            <div className="grid gap-8 lg:grid-cols-2">
              <AnswerForm intent="complete" label={texts.complete} outcome={outcome} draft={erasure.draftAnswer} />
              <AnswerForm intent="decline" label={texts.decline} outcome={outcome} />
            </div>
          </ItemSection>
        </>
      ) : (
        <OutcomeNotice outcome={outcome?.status === 'success' ? outcome : null} />
      )}
      <ItemOwner work={loaderData.work} outcome={outcome} />
      <HistoryList entries={history} />
    </StaffPage>
  );
}
