import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { STAFF_HEADERS, staffTokenOfRequest } from '~/lib/staff-session.server';
import { servicesContext } from '@server/request-context';
import { clearedStaffCookie, endStaffSession } from '@server/back-office/staff-sessions';

/** Sign-out ends the session on the server, then forgets the cookie. A GET signs no one out. */
export async function actOnStaffLogout({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const token = staffTokenOfRequest(request, context);
  if (token) await endStaffSession({ services, token, reason: 'signed-out' });
  throw redirect('/staff/login?ended=out', {
    headers: { ...STAFF_HEADERS, 'Set-Cookie': clearedStaffCookie(services.config.isProduction) },
  });
}

export function loadStaffLogout() {
  throw redirect('/staff', { headers: STAFF_HEADERS });
}
