import { formatPhone } from '@domain/phone';
import type { Route } from './+types/application';
import { DeclineApplicationSchema, NoFieldsSchema } from '@domain/forms/back-office-customer-service';
import { lagosDateTime } from '@domain/lagos-time';
import { staffApprovalTexts } from '@domain/messages/back-office/approvals';
import { customerServiceTexts } from '@domain/messages/back-office/customer-service';
import { staffTexts } from '@domain/messages/back-office/staff';
import { HistoryList } from '~/components/back-office/history-list';
import { OutcomeNotice } from '~/components/form-kit/outcome-notice';
import { DetailList, ItemSection, StateTag } from '~/components/back-office/customer-service-parts';
import { StaffPage } from '~/components/back-office/staff-shell';
import { ItemPageLead } from '~/components/back-office/item-page-lead';
import { ItemOwner } from '~/components/back-office/work-parts';
import { CustomerViewLink } from '~/components/back-office/customer-view-link';
import { ScreeningSection } from '~/components/back-office/screening-section';
import { KycBvnRecord, KycComparison, KycDocuments, KycEmailState } from '~/components/back-office/kyc-review';
import { AreaForm, type AreaOutcome } from '~/components/form-kit/area-form';
import { TextAreaField } from '~/components/form-kit/form-fields';
import { staffFrame } from '~/lib/staff-pages';
import { actOnStaffApplication, loadStaffApplication } from './application.server';

const texts = customerServiceTexts.applications;
const { labels } = texts;

export const meta = ({ data: loaderData }: Route.MetaArgs) =>
  staffFrame.meta(
    loaderData ? texts.itemTitle(loaderData.application.businessName || loaderData.application.name) : texts.title,
  );

const REVIEW_TONES = { awaiting_review: 'waiting', approved: 'good', declined: 'bad' } as const;

export const loader = (args: Route.LoaderArgs) => loadStaffApplication(args);
export const action = (args: Route.ActionArgs) => actOnStaffApplication(args);

export default function Application({ loaderData, actionData }: Route.ComponentProps) {
  const { application, decides, bvnReview, pendingDecline, history } = loaderData;
  const outcome = (actionData ?? undefined) as AreaOutcome | undefined;
  // A success is announced once, above the review; the forms show only their refusals.
  const failure = outcome?.status === 'success' ? undefined : outcome;
  const orNone = (value: string) => value || customerServiceTexts.common.none;
  return (
    <StaffPage
      title={texts.itemTitle(application.businessName || application.name)}
      lead={
        // Compliance comes from a clearance request: back to the Approvals page.
        <ItemPageLead backTo={decides ? '/staff/applications' : '/staff/approvals'} backLabel={staffTexts.common.back}>
          <CustomerViewLink search={application.id} />
        </ItemPageLead>
      }
    >
      {/* The case view (issue 30 point 1, decision 090): documents and BVN record side by side, then the comparison. */}
      <div className="grid gap-6 lg:grid-cols-2">
        <KycDocuments applicationId={application.id} documents={application.documents} />
        <KycBvnRecord review={bvnReview} />
      </div>
      <KycComparison review={bvnReview} />
      <ScreeningSection screening={loaderData.screening} outcome={outcome} mayAct={decides} />
      <div className="grid gap-6 xl:grid-cols-2">
        <ItemSection id="applicant-title" title={texts.sections.applicant}>
          <DetailList
            rows={[
              { label: labels.name, value: application.name },
              ...(application.businessName
                ? [
                    { label: labels.businessName, value: application.businessName },
                    { label: labels.cacNumber, value: application.cacNumber },
                  ]
                : []),
              { label: labels.acctType, value: texts.acctTypes[application.acctType] },
              {
                label: labels.email,
                value: <KycEmailState email={application.email} verifiedAt={application.emailVerifiedAt} />,
              },
              {
                label: labels.phoneNo,
                value: formatPhone(application.phoneNo ?? '') || customerServiceTexts.common.none,
              },
              { label: labels.birthDate, value: application.birthDate },
              { label: labels.gender, value: orNone(application.gender) },
              { label: labels.bvnNo, value: <span className="font-mono">{application.bvnNo}</span> },
              { label: labels.nin, value: <span className="font-mono">{orNone(application.nin)}</span> },
            ]}
          />
        </ItemSection>
        <ItemSection id="account-title" title={texts.sections.account}>
          <DetailList
            rows={[
              { label: labels.kind, value: texts.kinds[application.kind] },
              { label: labels.product, value: application.product },
              { label: labels.branch, value: application.branch },
              { label: labels.acctNumber, value: <span className="font-mono">{orNone(application.acctNumber)}</span> },
              { label: labels.state, value: texts.states[application.state] },
              ...(application.kind === 'wizard' ? [{ label: labels.step, value: String(application.step) }] : []),
              {
                label: labels.received,
                value: <time dateTime={application.createdAt}>{lagosDateTime(application.createdAt)}</time>,
              },
              ...(application.completedAt
                ? [
                    {
                      label: labels.completed,
                      value: <time dateTime={application.completedAt}>{lagosDateTime(application.completedAt)}</time>,
                    },
                  ]
                : []),
              {
                label: labels.review,
                value: (
                  <StateTag tone={REVIEW_TONES[application.reviewState]}>
                    {texts.reviews[application.reviewState]}
                  </StateTag>
                ),
              },
            ]}
          />
        </ItemSection>
      </div>
      <ItemSection id="details-title" title={texts.sections.details}>
        {application.details.length > 0 ? (
          <DetailList rows={application.details.map((detail) => ({ label: detail.label, value: detail.value }))} />
        ) : (
          <p className="text-muted">{texts.noDetails}</p>
        )}
      </ItemSection>
      <ItemSection id="review-title" title={texts.sections.review}>
        <OutcomeNotice outcome={outcome?.status === 'success' ? outcome : null} />
        {application.reviewState !== 'awaiting_review' ? (
          <p>
            {texts.reviewedNote(
              texts.reviews[application.reviewState],
              application.reviewedAt ? lagosDateTime(application.reviewedAt) : '',
            )}
          </p>
        ) : application.state === 'draft' ? (
          <p className="text-muted">{texts.notSubmitted}</p>
        ) : pendingDecline ? (
          <div className="flex flex-col gap-2">
            <p className="font-semibold">{staffApprovalTexts.waiting(pendingDecline.maker)}</p>
            <blockquote className="border-l-4 border-border pl-3 whitespace-pre-line">
              {pendingDecline.reason}
            </blockquote>
          </div>
        ) : !decides ? (
          <p className="text-muted">{texts.decidedByCustomerService}</p>
        ) : (
          <div className="grid gap-8 lg:grid-cols-2">
            <div>
              <h3 className="font-bold">{texts.approve}</h3>
              <p className="mt-1 text-sm text-muted">{texts.approveLead}</p>
              <AreaForm
                formId="approve"
                intent="approve"
                schema={NoFieldsSchema}
                outcome={failure}
                submitLabel={texts.approve}
                className="mt-3"
              />
            </div>
            <div>
              <h3 className="font-bold">{texts.declineTitle}</h3>
              <p className="mt-1 text-sm text-muted">{texts.declineLead}</p>
              <AreaForm
                formId="decline"
                intent="decline"
                schema={DeclineApplicationSchema}
                outcome={failure}
                submitLabel={texts.askDecline}
                className="mt-3"
              >
                {({ errors, values }) => (
                  <TextAreaField
                    formId="decline"
                    name="reason"
                    label={texts.reasonLabel}
                    hint={texts.reasonHint}
                    error={errors.reason}
                    defaultValue={values.reason}
                    rows={4}
                  />
                )}
              </AreaForm>
            </div>
          </div>
        )}
      </ItemSection>
      {loaderData.work ? <ItemOwner work={loaderData.work} outcome={outcome} /> : null}
      <HistoryList entries={history} />
    </StaffPage>
  );
}
