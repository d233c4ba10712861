import { data } from 'react-router';
import type { Route } from './+types/contact-message';
import { customerServiceTexts } from '@domain/messages/back-office/customer-service';
import {
  closeContactMessage,
  readContactMessage,
  replyToContactMessage,
} from '@server/back-office/contact-messages/message-work';
import { historyOf } from '@server/back-office/history';
import { itemLinksIn } from '@server/back-office/work/item-links';
import { type AreaOutcome } from '~/components/form-kit/area-form';
import { formFailure, postedValues } from '~/lib/form-action.server';
import { readPageForm } from '~/lib/read-page-form.server';
import { actOnItemWork, itemWork, requireMessageWorker } from '~/lib/item-work.server';

export async function loadStaffContactMessage({ request, context, params }: Route.LoaderArgs) {
  const { services, member, roles } = await requireMessageWorker(request, context, params.id);
  const message = await readContactMessage({ services, id: params.id });
  if (!message) throw data(customerServiceTexts.common.notFound, { status: 404 });
  return {
    message,
    links: await itemLinksIn(services, roles, message.message),
    work: await itemWork(services, member, 'contact-message', message.id),
    history: await historyOf(services, [message.id]),
  };
}

/** The owner part (take, assign, hand over, route), reply by e-mail, or close. */
export async function actOnStaffContactMessage({ request, context, params }: Route.ActionArgs) {
  const { services, member } = await requireMessageWorker(request, context, params.id);
  const values = postedValues(await readPageForm(request));
  const owned = await actOnItemWork(services, member, 'contact-message', params.id, values);
  if (owned) return owned;
  const intent = values.intent ?? '';
  const messageId = params.id;
  try {
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
