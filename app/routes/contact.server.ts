import { data } from 'react-router';
import { readPageForm } from '~/lib/read-page-form.server';
import type { Route } from './+types/contact';
import { sendContactMessage } from '@server/contact/send-contact-message';
import { clientRefContext, servicesContext } from '@server/request-context';
import { formFailure, postedValues } from '~/lib/form-action.server';
import { publishedBranches } from '~/lib/published-branches.server';
import { CONTENT_PAGE_CACHE_CONTROL } from '@shared/page-delivery';

/**
 * The published branches, read when the page is rendered: the page is the same for every visitor
 * until a form is posted, so the document cache keeps it until the next branch publish (decision 097).
 */
export async function loadContact({ context }: Route.LoaderArgs) {
  return data(
    { branches: await publishedBranches(context.get(servicesContext)) },
    { headers: { 'Cache-Control': CONTENT_PAGE_CACHE_CONTROL } },
  );
}

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
