import { readPageForm } from '~/lib/read-page-form.server';
import { data } from 'react-router';
import type { Route } from './+types/newsletter-unsubscribe';
import { checkUnsubscribeLink, unsubscribeFromNewsletter } from '@server/newsletter/unsubscribe';
import { clientRefContext, servicesContext } from '@server/request-context';
import { formFailure, postedValues } from '~/lib/form-action.server';
import { NO_STORE } from '~/lib/page-headers';

/** Only looks at the link: mail scanners fetch links, so a GET must never unsubscribe. */
export async function loadNewsletterUnsubscribe({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const state = token ? await checkUnsubscribeLink({ services: context.get(servicesContext), token }) : 'missing';
  return data({ token, state }, { headers: NO_STORE });
}

export async function actOnNewsletterUnsubscribe({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const values = postedValues(await readPageForm(request));
  // The page's button posts the token; a mail client's one-click unsubscribe (RFC 8058) posts to the link itself.
  const token = values.token ?? new URL(request.url).searchParams.get('token');
  try {
    await unsubscribeFromNewsletter({ services, token, clientRef: context.get(clientRefContext) });
    return data({ intent: 'unsubscribe' as const, status: 'done' as const }, { headers: NO_STORE });
  } catch (error) {
    return formFailure(error, 'unsubscribe', values);
  }
}
