import { data } from 'react-router';
import { requestBvnPhoneHelp } from '@server/identity/request-bvn-phone-help';
import { refusalOf } from '~/lib/form-action.server';
import { clientRefContext, servicesContext } from '@server/request-context';
import { publishedBranches } from '~/lib/published-branches.server';
import { readPageForm } from '~/lib/read-page-form.server';
import type { Route } from './+types/bvn-phone-help';

/**
 * Opened from a code screen's panel (?session=...), the form again; otherwise the guidance alone.
 * The branches listed are the published ones (decision 101).
 */
export async function loadBvnPhoneHelp({ request, context }: Route.LoaderArgs) {
  return {
    sessionToken: new URL(request.url).searchParams.get('session') ?? '',
    branches: await publishedBranches(context.get(servicesContext)),
  };
}

/** The panel's form: the reference, or why there is none (a way not chosen, a screen that ended). */
export async function actOnBvnPhoneHelp({ request, context }: Route.ActionArgs) {
  const form = await readPageForm(request);
  const sessionToken = String(form.get('session') ?? '');
  try {
    const { reference, way } = await requestBvnPhoneHelp({
      services: context.get(servicesContext),
      sessionToken,
      input: { way: form.get('way') ?? undefined },
      clientRef: context.get(clientRefContext),
    });
    return { kind: 'reference' as const, reference, way };
  } catch (error) {
    const { message, status } = refusalOf(error);
    if (status >= 500) throw error;
    return data({ kind: 'problem' as const, sessionToken, message, sessionEnded: status === 410 }, { status });
  }
}
