import { Link } from '~/components/ui/link';
import type { Route } from './+types/approvals';
import { StaffPage } from '~/components/back-office/staff-shell';
import { AreaForm } from '~/components/form-kit/area-form';
import { staffFrame } from '~/lib/staff-pages';
import { lagosDateTime } from '@domain/lagos-time';
import { staffApprovalTexts } from '@domain/messages/back-office/approvals';
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
      {loaderData.approvals.length === 0 ? (
        <p className="rounded-card border border-border bg-white p-6 text-muted">{texts.empty}</p>
      ) : null}
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
    </StaffPage>
  );
}
