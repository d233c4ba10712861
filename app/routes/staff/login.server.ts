import { redirect } from 'react-router';
import type { Route } from './+types/login';
import { formFailure, postedValues } from '~/lib/form-action.server';
import { requestParts } from '~/lib/customer-session.server';
import { readPageForm } from '~/lib/read-page-form.server';
import { STAFF_HEADERS, staffTokenOfRequest } from '~/lib/staff-session.server';
import { staffTexts } from '@domain/messages/back-office/staff';
import { staffCookie } from '@server/back-office/staff-sessions';
import { staffPasswordStep } from '@server/back-office/staff-sign-in';

const texts = staffTexts.signIn;

export function loadStaffLogin({ request }: Route.LoaderArgs) {
  const ended = new URL(request.url).searchParams.get('ended');
  return {
    notice:
      ended === 'idle' ? texts.idle : ended === 'out' ? texts.signedOut : ended === 'expired' ? texts.expired : null,
  };
}

/** The password: a half session, then the authenticator code (or, not enrolled yet, the enrolment). */
export async function actOnStaffLogin({ request, context }: Route.ActionArgs) {
  const form = await readPageForm(request);
  const { password: _never, ...values } = postedValues(form);
  const parts = requestParts(context);
  try {
    const { token, enrolled } = await staffPasswordStep({
      services: parts.services,
      clientRef: parts.clientRef,
      input: Object.fromEntries(form),
      previousToken: staffTokenOfRequest(request, context),
    });
    throw redirect(enrolled ? '/staff/login/code' : '/staff/enrol', {
      headers: { ...STAFF_HEADERS, 'Set-Cookie': staffCookie(token, parts.services.config.isProduction) },
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    return formFailure(error, 'password', values);
  }
}
