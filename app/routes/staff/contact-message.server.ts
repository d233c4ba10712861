import { data } from 'react-router';
import type { Route } from './+types/contact-message';
import { customerServiceTexts } from '@domain/messages/back-office/customer-service';
import {
  assignContactMessage,
  closeContactMessage,
  contactMessageWorkers,
  readContactMessage,
  replyToContactMessage,
} from '@server/back-office/contact-messages/message-work';
import { historyOf } from '@server/back-office/history';
import { staffLabel } from '@server/back-office/staff-members';
import { type AreaOutcome } from '~/components/form-kit/area-form';
import { formFailure, postedValues } from '~/lib/form-action.server';
import { readPageForm } from '~/lib/read-page-form.server';
import { requireStaff } from '~/lib/staff-session.server';

export async function loadStaffContactMessage({ request, context, params }: Route.LoaderArgs) {
  const { services, member } = await requireStaff(request, context, 'contact-messages');
  const message = await readContactMessage({ services, id: params.id });
  if (!message) throw data(customerServiceTexts.common.notFound, { status: 404 });
  const workers = await contactMessageWorkers(services);
  return {
    message,
    memberId: member.id,
    workers: workers.map((worker) => ({ value: worker.id, label: staffLabel(worker) })),
    history: await historyOf(services, [message.id]),
  };
}

/** Assign (to me or a chosen member), reply by e-mail, or close. */
export async function actOnStaffContactMessage({ request, context, params }: Route.ActionArgs) {
  const { services, member } = await requireStaff(request, context, 'contact-messages');
  const values = postedValues(await readPageForm(request));
  const intent = values.intent ?? '';
  const messageId = params.id;
  try {
    if (intent === 'assign-me')
      return {
        intent,
        status: 'success',
        ...(await assignContactMessage({ services, member, messageId, input: { staffId: member.id } })),
      } satisfies AreaOutcome;
    if (intent === 'assign')
      return {
        intent,
        status: 'success',
        ...(await assignContactMessage({ services, member, messageId, input: values })),
      } satisfies AreaOutcome;
    if (intent === 'reply')
      return {
        intent,
        status: 'success',
        ...(await replyToContactMessage({ services, member, messageId, input: values })),
      } satisfies AreaOutcome;
    if (intent === 'close')
      return {
        intent,
        status: 'success',
        ...(await closeContactMessage({ services, member, messageId })),
      } satisfies AreaOutcome;
    throw data('Unknown form', { status: 400 });
  } catch (error) {
    return formFailure(error, intent, values);
  }
}
