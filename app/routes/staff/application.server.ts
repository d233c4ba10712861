import { data } from 'react-router';
import type { Route } from './+types/application';
import { customerServiceTexts } from '@domain/messages/back-office/customer-service';
import { readApplicationForStaff } from '@server/back-office/applications/application-detail';
import { readBvnRecordForReview } from '@server/back-office/applications/application-bvn-record';
import { approveApplication, requestDecline } from '@server/back-office/applications/application-review';
import {
  askRiskClearance,
  screenAgain,
  screeningForStaff,
} from '@server/back-office/applications/application-screening';
import { pendingApprovalFor } from '@server/back-office/approvals';
import { historyOf } from '@server/back-office/history';
import { findStaffById, staffLabel } from '@server/back-office/staff-members';
import { type AreaOutcome } from '~/components/form-kit/area-form';
import { formFailure, postedValues } from '~/lib/form-action.server';
import { readPageForm } from '~/lib/read-page-form.server';
import { requireStaff } from '~/lib/staff-session.server';
import { requireApplicationReader } from '~/lib/application-reader.server';
import { actOnItemWork, itemWork } from '~/lib/item-work.server';

/** The page for customer service, who decide it, and for compliance, who read it to clear a high risk. */
export async function loadStaffApplication({ request, context, params }: Route.LoaderArgs) {
  const { services, member, decides } = await requireApplicationReader(request, context);
  const application = await readApplicationForStaff({ services, id: params.id });
  if (!application) throw data(customerServiceTexts.common.notFound, { status: 404 });
  const [approval, bvnReview] = await Promise.all([
    pendingApprovalFor(services, 'application.decline', application.id),
    readBvnRecordForReview({ services, member, applicationId: application.id }),
  ]);
  const maker = approval ? await findStaffById(services, approval.makerId) : null;
  return {
    application,
    decides,
    bvnReview: bvnReview ?? ({ state: 'unknown' } as const),
    pendingDecline: approval
      ? {
          reason: approval.payload.reason ?? '',
          maker: maker ? staffLabel(maker) : '',
          requestedAt: approval.requestedAt.toISOString(),
        }
      : null,
    history: await historyOf(services, [application.id]),
    // Screened on the first opening after submission (decision 089).
    screening: await screeningForStaff({ services, applicationId: application.id, member }),
    // Owning an application is for those who decide it.
    work: decides ? await itemWork(services, member, 'application', application.id) : null,
  };
}

/** 'Approve' at once, or 'Decline' sent to a second staff member. */
export async function actOnStaffApplication({ request, context, params }: Route.ActionArgs) {
  const { services, member } = await requireStaff(request, context, 'applications');
  const form = await readPageForm(request);
  const values = postedValues(form);
  const owned = await actOnItemWork(services, member, 'application', params.id, values);
  if (owned) return owned;
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
    if (intent === 'screen')
      return {
        intent,
        status: 'success',
        ...(await screenAgain({ services, member, applicationId: params.id })),
      } satisfies AreaOutcome;
    if (intent === 'ask-clearance')
      return {
        intent,
        status: 'success',
        ...(await askRiskClearance({ services, member, applicationId: params.id })),
      } satisfies AreaOutcome;
    throw data('Unknown form', { status: 400 });
  } catch (error) {
    return formFailure(error, intent, values);
  }
}
