import { redirect } from 'react-router';
import type { Route } from './+types/invite';
import { formFailure, postedValues } from '~/lib/form-action.server';
import { requestParts } from '~/lib/customer-session.server';
import { readPageForm } from '~/lib/read-page-form.server';
import { STAFF_HEADERS, staffTokenOfRequest } from '~/lib/staff-session.server';
import { servicesContext } from '@server/request-context';
import { memberOfInvite } from '@server/back-office/staff-members';
import { staffCookie } from '@server/back-office/staff-sessions';
import { acceptInvite } from '@server/back-office/staff-sign-in';

export async function loadStaffInvite({ params, context }: Route.LoaderArgs) {
  const member = await memberOfInvite(context.get(servicesContext), params.token);
  return member ? { email: member.email, name: member.name } : { email: null, name: '' };
}

export async function actOnStaffInvite({ request, params, context }: Route.ActionArgs) {
  const form = await readPageForm(request);
  const { password: _password, confirm: _confirm, ...values } = postedValues(form);
  const parts = requestParts(context);
  try {
    const token = await acceptInvite({
      services: parts.services,
      inviteToken: params.token,
      input: Object.fromEntries(form),
      clientRef: parts.clientRef,
      previousToken: staffTokenOfRequest(request, context),
    });
    throw redirect('/staff/enrol', {
      headers: { ...STAFF_HEADERS, 'Set-Cookie': staffCookie(token, parts.services.config.isProduction) },
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    return formFailure(error, 'password', values);
  }
}
