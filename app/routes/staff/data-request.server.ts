import { data } from 'react-router';
import type { Route } from './+types/data-request';
import { complianceTexts } from '@domain/messages/back-office/compliance';
import { pendingApprovalFor } from '@server/back-office/approvals';
import { answerDataRequest, askErasure, openDataRequest } from '@server/back-office/data-requests/data-request-work';
import { historyOf } from '@server/back-office/history';
import { findStaffById, staffLabel } from '@server/back-office/staff-members';
import { type AreaOutcome } from '~/components/form-kit/area-form';
import { formFailure, postedValues } from '~/components/form-kit/form-action';
import { readPageForm } from '~/lib/read-page-form.server';
import { orNotFound } from '~/lib/staff-not-found.server';
import { requireStaff } from '~/lib/staff-session.server';

const texts = complianceTexts.dataRequests;

export async function loadStaffDataRequest({ request, context, params }: Route.LoaderArgs) {
  const { services, member } = await requireStaff(request, context, 'data-requests');
  const item = await orNotFound(texts.notFound, () => openDataRequest({ services, member, id: params.id }));
  const approval = await pendingApprovalFor(services, 'data.erase', item.id);
  const maker = approval ? await findStaffById(services, approval.makerId) : null;
  return {
    request: item,
    waitingFor: approval ? (maker ? staffLabel(maker) : '') : null,
    history: await historyOf(services, [item.id]),
  };
}

/** Complete or decline with an answer (e-mailed to the customer); an erasure asks a second officer. */
export async function actOnStaffDataRequest({ request, context, params }: Route.ActionArgs) {
  const { services, member } = await requireStaff(request, context, 'data-requests');
  const values = postedValues(await readPageForm(request));
  const intent = values.intent ?? '';
  try {
    if (intent === 'complete' || intent === 'decline') {
      const outcome = intent === 'complete' ? 'completed' : 'declined';
      return {
        intent,
        ...(await orNotFound(texts.notFound, () =>
          answerDataRequest({ services, member, id: params.id, outcome, input: values }),
        )),
      } satisfies AreaOutcome;
    }
    if (intent === 'erase')
      return {
        intent,
        ...(await orNotFound(texts.notFound, () => askErasure({ services, member, id: params.id, input: values }))),
      } satisfies AreaOutcome;
    throw data('Unknown form', { status: 400 });
  } catch (error) {
    return formFailure(error, intent, values);
  }
}
