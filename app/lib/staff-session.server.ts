import { data, redirect, type RouterContextProvider } from 'react-router';
import { mayWork, type StaffRole, type WorkArea } from '@domain/back-office/staff-roles';
import { staffTexts } from '@domain/messages/back-office/staff';
import { clientRefContext, servicesContext } from '@server/request-context';
import { readStaffSession, staffEndReasonOf, staffTokenOf } from '@server/back-office/staff-sessions';
import { STAFF_HEADERS } from './staff-pages';

export function staffTokenOfRequest(request: Request, context: Readonly<RouterContextProvider>) {
  return staffTokenOf(request.headers.get('cookie'), context.get(servicesContext).config.isProduction);
}

export { STAFF_HEADERS };

/**
 * The signed-in staff member, checked against the page's work area: no session sends them to the
 * staff sign-in (saying why when it was inactivity); a session outside the area's remit is a 403.
 * A customer's session is another cookie and never opens a staff page.
 */
export async function requireStaff(request: Request, context: Readonly<RouterContextProvider>, area: WorkArea | null) {
  const services = context.get(servicesContext);
  const token = staffTokenOfRequest(request, context);
  const signedIn = await readStaffSession({ services, token });
  if (!signedIn || !token) {
    const reason = await staffEndReasonOf({ services, token });
    throw redirect(reason === 'idle' ? '/staff/login?ended=idle' : '/staff/login', { headers: STAFF_HEADERS });
  }
  const roles = signedIn.member.roles as StaffRole[];
  if (area && !mayWork(roles, area)) throw data(staffTexts.forbidden, { status: 403, headers: STAFF_HEADERS });
  return { ...signedIn, roles, token, services, clientRef: context.get(clientRefContext) };
}
