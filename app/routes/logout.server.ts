import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { requestParts, sessionTokenOfRequest } from '~/lib/customer-session.server';
import { clearedSessionCookie, endSession } from '@server/sign-in/sessions';

/** Sign-out: the session ends on the server, the cookie goes, and /login says so. */
export async function actOnLogout({ request, context }: Route.ActionArgs) {
  const { services } = requestParts(context);
  const token = sessionTokenOfRequest(request, context);
  if (token) await endSession({ services, token, reason: 'signed-out' });
  throw redirect('/login?ended=out', {
    headers: { 'Set-Cookie': clearedSessionCookie(services.config.isProduction), 'Cache-Control': 'no-store' },
  });
}

/** Signing out is a POST (a link cannot sign anyone out); a visit here goes to the area or to sign-in. */
export function loadLogout() {
  throw redirect('/account');
}
