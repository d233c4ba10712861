import { data } from 'react-router';
import type { Route } from './+types/account-contact-change';
import { formFailure } from '~/lib/form-action.server';
import { cancelContactChange, isCancellable } from '@server/customer-area/contact-changes';
import { clientRefContext, servicesContext } from '@server/request-context';
import { NO_STORE_NO_REFERRER as LINK_HEADERS } from '~/lib/page-headers';

/** Only looks at the link: mail scanners fetch links, so a GET must never cancel. */
export async function loadAccountContactChange({ params, context }: Route.LoaderArgs) {
  return data(
    { isCancellable: await isCancellable(context.get(servicesContext), params.token) },
    { headers: LINK_HEADERS },
  );
}

export async function actOnAccountContactChange({ params, context }: Route.ActionArgs) {
  try {
    const { message } = await cancelContactChange({
      services: context.get(servicesContext),
      token: params.token,
      clientRef: context.get(clientRefContext),
    });
    return data({ intent: 'cancel' as const, status: 'success' as const, message }, { headers: LINK_HEADERS });
  } catch (error) {
    return formFailure(error, 'cancel', {});
  }
}
