import { data } from 'react-router';
import type { Route } from './+types/pending-accounts';
import { listPendingAccounts, retryPendingAccount } from '@server/back-office/applications/pending-accounts';
import type { AreaOutcome } from '~/components/form-kit/area-form';
import { formFailure, postedValues } from '~/lib/form-action.server';
import { readPageForm } from '~/lib/read-page-form.server';
import { requireStaff } from '~/lib/staff-session.server';

export async function loadStaffPendingAccounts({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStaff(request, context, 'pending-accounts');
  const url = new URL(request.url);
  return {
    list: await listPendingAccounts({ services, query: url.searchParams }),
    query: Object.fromEntries(url.searchParams),
  };
}

/** 'Retry now' on one application: opened, or a clear word that the core is still away. */
export async function actOnStaffPendingAccounts({ request, context }: Route.ActionArgs) {
  const { services, member } = await requireStaff(request, context, 'pending-accounts');
  const values = postedValues(await readPageForm(request));
  const intent = values.intent ?? '';
  try {
    if (intent !== 'retry') throw data('Unknown form', { status: 400 });
    return {
      intent,
      status: 'success',
      ...(await retryPendingAccount({ services, member, applicationId: values.id ?? '' })),
    } satisfies AreaOutcome;
  } catch (error) {
    return formFailure(error, intent, values);
  }
}
