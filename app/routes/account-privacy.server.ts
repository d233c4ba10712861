import type { Route } from './+types/account-privacy';
import { type AreaOutcome } from '~/components/form-kit/area-form';
import { formFailure, postedValues } from '~/lib/form-action.server';
import { requireCustomer } from '~/lib/customer-session.server';
import { readPageForm } from '~/lib/read-page-form.server';
import { fileDataRequest, listDataRequests } from '@server/customer-area/data-requests';
import { parseOrRefuse } from '@server/errors/refusals';
import { DataRequestSchema } from '@domain/forms';
import { holderOf } from '@server/sign-in/profiles';

export async function loadAccountPrivacy({ request, context }: Route.LoaderArgs) {
  const { services, profile } = await requireCustomer(request, context);
  return { requests: await listDataRequests({ services, profile }) };
}

export async function actOnAccountPrivacy({ request, context }: Route.ActionArgs) {
  const { services, profile } = await requireCustomer(request, context);
  const values = postedValues(await readPageForm(request));
  try {
    const holder = await holderOf(services, profile);
    const filed = await fileDataRequest({
      services,
      profile,
      input: parseOrRefuse(DataRequestSchema, values),
      email: holder?.email ?? '',
    });
    return { intent: 'request', status: 'success', message: filed.message } satisfies AreaOutcome;
  } catch (error) {
    return formFailure(error, 'request', values);
  }
}
