import type { Route } from './+types/whistle-blower-report';
import { WhistleBlowerAnswerSchema } from '@domain/forms/back-office-compliance';
import { WHISTLE_BLOWER_STATUSES } from '@domain/forms/whistle-blower';
import { lagosDateTime } from '@domain/lagos-time';
import { websiteFormTexts } from '@domain/messages/website-forms';
import { complianceTexts } from '@domain/messages/back-office/compliance';
import { staffTexts } from '@domain/messages/back-office/staff';
import { DetailList, ItemSection, StateTag } from '~/components/back-office/customer-service-parts';
import { HistoryList } from '~/components/back-office/history-list';
import { StaffPage } from '~/components/back-office/staff-shell';
import { ItemPageLead } from '~/components/back-office/item-page-lead';
import { ItemOwner } from '~/components/back-office/work-parts';
import { AreaForm, type AreaOutcome } from '~/components/form-kit/area-form';
import { SelectField, TextAreaField } from '~/components/form-kit/form-fields';
import { staffFrame } from '~/lib/staff-pages';
import { actOnStaffWhistleBlowerReport, loadStaffWhistleBlowerReport } from './whistle-blower-report.server';

const texts = complianceTexts.whistleBlower;
const categories = websiteFormTexts.whistleBlower.categories as Record<string, string>;
const TONES = { received: 'waiting', under_review: 'neutral', closed: 'good' } as const;
export const meta = ({ data: loaderData }: Route.MetaArgs) =>
  staffFrame.meta(loaderData ? texts.itemTitle(loaderData.report.reference) : texts.title);

export const loader = (args: Route.LoaderArgs) => loadStaffWhistleBlowerReport(args);
export const action = (args: Route.ActionArgs) => actOnStaffWhistleBlowerReport(args);

export default function WhistleBlowerReport({ loaderData, actionData }: Route.ComponentProps) {
  const { report, history } = loaderData;
  const outcome = (actionData ?? undefined) as AreaOutcome | undefined;
  const { fields } = report;
  const written = (value: string | null) =>
    value ? <span className="whitespace-pre-line">{value}</span> : <span className="text-muted">{texts.notGiven}</span>;
  return (
    <StaffPage
      title={texts.itemTitle(report.reference)}
      lead={<ItemPageLead lead={texts.itemLead} backTo="/staff/whistle-blower" backLabel={staffTexts.common.back} />}
    >
      <ItemSection id="report-title" title={texts.reportTitle}>
        <DetailList
          rows={[
            {
              label: texts.columns.status,
              value: <StateTag tone={TONES[report.status]}>{texts.statuses[report.status]}</StateTag>,
            },
            { label: texts.fields.category, value: categories[fields.category ?? ''] ?? fields.category },
            {
              label: texts.fields.received,
              value: <time dateTime={report.receivedAt}>{lagosDateTime(report.receivedAt)}</time>,
            },
            {
              label: texts.fields.updated,
              value: <time dateTime={report.updatedAt}>{lagosDateTime(report.updatedAt)}</time>,
            },
            { label: texts.fields.whatHappened, value: written(fields.whatHappened) },
            { label: texts.fields.whenHappened, value: written(fields.whenHappened) },
            { label: texts.fields.whoInvolved, value: written(fields.whoInvolved) },
            { label: texts.fields.evidence, value: written(fields.evidence) },
            {
              label: texts.fields.reporterName,
              value: fields.reporterName ?? <span className="text-muted">{texts.anonymous}</span>,
            },
            {
              label: texts.fields.reporterContact,
              value: fields.reporterContact ? (
                <span className="break-all">{fields.reporterContact}</span>
              ) : (
                <span className="text-muted">{texts.anonymous}</span>
              ),
            },
          ]}
        />
      </ItemSection>

      <ItemSection id="answer-title" title={texts.answerTitle}>
        <p className="mb-4 text-sm text-muted">{texts.answerLead}</p>
        <AreaForm
          formId="answer"
          intent="answer"
          schema={WhistleBlowerAnswerSchema}
          outcome={outcome}
          submitLabel={texts.save}
        >
          {({ errors, values }) => (
            <>
              <SelectField
                formId="answer"
                name="status"
                label={texts.statusLabel}
                placeholder={texts.statusPlaceholder}
                options={WHISTLE_BLOWER_STATUSES.map((status) => ({ value: status, label: texts.statuses[status] }))}
                error={errors.status}
                defaultValue={values.status ?? report.status}
              />
              <TextAreaField
                formId="answer"
                name="message"
                label={texts.messageLabel}
                hint={texts.messageHint}
                isOptional
                error={errors.message}
                defaultValue={values.message ?? report.bankMessage}
                rows={6}
              />
            </>
          )}
        </AreaForm>
      </ItemSection>
      <ItemOwner work={loaderData.work} outcome={outcome} />
      <HistoryList entries={history} />
    </StaffPage>
  );
}
