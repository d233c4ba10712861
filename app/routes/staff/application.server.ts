import { data } from 'react-router';
import type { Route } from './+types/application';
import { customerServiceTexts } from '@domain/messages/back-office/customer-service';
import { readApplicationForStaff } from '@server/back-office/applications/application-detail';
import { readBvnRecordForReview } from '@server/back-office/applications/application-bvn-record';
import { approveApplication, requestDecline } from '@server/back-office/applications/application-review';
import { pendingApprovalFor } from '@server/back-office/approvals';
import { historyOf } from '@server/back-office/history';
import { findStaffById, staffLabel } from '@server/back-office/staff-members';
import { type AreaOutcome } from '~/components/form-kit/area-form';
import { formFailure, postedValues } from '~/components/form-kit/form-action';
import { readPageForm } from '~/lib/read-page-form.server';
import { requireStaff } from '~/lib/staff-session.server';

export async function loadStaffApplication({ request, context, params }: Route.LoaderArgs) {
  const { services, member } = await requireStaff(request, context, 'applications');
  const application = await readApplicationForStaff({ services, id: params.id });
  if (!application) throw data(customerServiceTexts.common.notFound, { status: 404 });
  const [approval, bvnReview] = await Promise.all([
    pendingApprovalFor(services, 'application.decline', application.id),
    readBvnRecordForReview({ services, member, applicationId: application.id }),
  ]);
  const maker = approval ? await findStaffById(services, approval.makerId) : null;
  return {
    application,
    bvnReview: bvnReview ?? ({ state: 'unknown' } as const),
    pendingDecline: approval
      ? {
          reason: approval.payload.reason ?? '',
          maker: maker ? staffLabel(maker) : '',
          requestedAt: approval.requestedAt.toISOString(),
        }
      : null,
    history: await historyOf(services, [application.id]),
  };
}

/** 'Approve' at once, or 'Decline' sent to a second staff member. */
export async function actOnStaffApplication({ request, context, params }: Route.ActionArgs) {
  const { services, member } = await requireStaff(request, context, 'applications');
  const form = await readPageForm(request);
  const values = postedValues(form);
  const intent = values.intent ?? '';
  try {
    if (intent === 'approve')
      return {
        intent,
        status: 'success',
        ...(await approveApplication({ services, member, applicationId: params.id })),
      } satisfies AreaOutcome;
    if (intent === 'decline')
      return {
        intent,
        status: 'success',
        ...(await requestDecline({ services, member, applicationId: params.id, input: values })),
      } satisfies AreaOutcome;
    throw data('Unknown form', { status: 400 });
  } catch (error) {
    return formFailure(error, intent, values);
  }
}
