import { readPageForm } from '~/lib/read-page-form.server';
import type { Route } from './+types/contact';
import { sendContactMessage } from '@server/contact/send-contact-message';
import { clientRefContext, servicesContext } from '@server/request-context';
import { formFailure, postedValues } from '~/lib/form-action.server';

export async function actOnContact({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const values = postedValues(await readPageForm(request));
  try {
    const { masked } = await sendContactMessage({ services, input: values, clientRef: context.get(clientRefContext) });
    return { intent: 'contact' as const, status: 'sent' as const, masked };
  } catch (error) {
    return formFailure(error, 'contact', values);
  }
}
