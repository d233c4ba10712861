import { Link } from '~/components/ui/link';
import type { Route } from './+types/approvals';
import { StaffPage } from '~/components/back-office/staff-shell';
import { AreaForm } from '~/components/form-kit/area-form';
import { staffFrame } from '~/lib/staff-pages';
import { lagosDateTime } from '@domain/lagos-time';
import { staffApprovalTexts } from '@domain/messages/back-office/approvals';
import { contentTexts } from '@domain/messages/back-office/content';
import { z } from 'zod';
import { actOnStaffApprovals, loadStaffApprovals } from './approvals.server';

const texts = staffApprovalTexts;
const DecisionSchema = z.object({ approvalId: z.uuid() });
export const meta = () => staffFrame.meta(texts.title);
export const loader = (args: Route.LoaderArgs) => loadStaffApprovals(args);
export const action = (args: Route.ActionArgs) => actOnStaffApprovals(args);

export default function StaffApprovals({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData ?? undefined;
  // A decision is announced once, at the top; the forms show only their refusals.
  const failure = outcome?.status === 'success' ? undefined : outcome;
  return (
    <StaffPage title={texts.title} lead={texts.lead}>
      {outcome && outcome.status === 'success' ? (
        <p role="status" className="rounded-card border border-success bg-success-bg p-4 font-semibold text-success">
          {outcome.message}
        </p>
      ) : null}
      {loaderData.approvals.length === 0 && loaderData.contentChanges.length === 0 ? (
        <p className="rounded-card border border-border bg-white p-6 text-muted">{texts.empty}</p>
      ) : null}
      {loaderData.approvals.length > 0 ? (
        <ul className="flex flex-col gap-4">
          {loaderData.approvals.map((approval) => (
            <li key={approval.id} className="rounded-card border border-border bg-white p-5">
              <h2 className="text-lg font-bold">{texts.kinds[approval.kind]}</h2>
              <p className="text-sm text-muted">
                {texts.requestedBy(approval.maker)} ·{' '}
                <time dateTime={approval.requestedAt}>{lagosDateTime(approval.requestedAt)}</time>
              </p>
              <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                {approval.details.map(({ label, value }) => (
                  <div key={label} className="contents">
                    <dt className="font-semibold">{label}</dt>
                    <dd className="whitespace-pre-line break-words">{value}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-3">
                <Link to={approval.itemPath} className="font-semibold text-primary-700 underline underline-offset-2">
                  {texts.open}
                </Link>
              </p>
              {approval.isMine ? (
                <p className="mt-3 text-sm">{texts.makerCannotCheck}</p>
              ) : (
                <div className="mt-4 flex flex-wrap gap-3">
                  {(['approve', 'reject'] as const).map((verb) => (
                    <AreaForm
                      key={verb}
                      formId={`${verb}-${approval.id}`}
                      intent={`${verb}-${approval.id}`}
                      schema={DecisionSchema}
                      outcome={failure}
                      hidden={{ approvalId: approval.id }}
                      submitLabel={
                        <>
                          {texts[verb]}
                          <span className="sr-only">
                            : {texts.itemName(texts.kinds[approval.kind], approval.subject)}
                          </span>
                        </>
                      }
                    />
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {loaderData.contentChanges.length > 0 ? <ContentChanges changes={loaderData.contentChanges} /> : null}
    </StaffPage>
  );
}

/** Content changes waiting for a second editor: approved or refused on their item's page, beside the preview. */
function ContentChanges({ changes }: { changes: Route.ComponentProps['loaderData']['contentChanges'] }) {
  return (
    <section aria-labelledby="content-changes" className="mt-4">
      <h2 id="content-changes" className="text-xl font-bold">
        {texts.content.title}
      </h2>
      <ul className="mt-4 flex flex-col gap-4">
        {changes.map((change) => (
          <li key={change.itemId} className="rounded-card border border-border bg-white p-5">
            <h3 className="text-lg font-bold">{texts.content.kind(contentTexts.kinds[change.kind])}</h3>
            <p className="text-sm text-muted">
              {texts.requestedBy(change.maker)} ·{' '}
              <time dateTime={change.submittedAt}>{lagosDateTime(change.submittedAt)}</time>
            </p>
            <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="font-semibold">{texts.content.name}</dt>
              <dd className="break-words">{change.name}</dd>
              <dt className="font-semibold">{texts.content.version}</dt>
              <dd>{change.number}</dd>
            </dl>
            {change.isMine ? <p className="mt-3 text-sm">{texts.content.makerCannotCheck}</p> : null}
            <p className="mt-3">
              <Link to={change.itemPath} className="font-semibold text-primary-700 underline underline-offset-2">
                {texts.content.open}
                <span className="sr-only">: {change.name}</span>
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
