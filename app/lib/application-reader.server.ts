import { data, type RouterContextProvider } from 'react-router';
import { mayReadApplication, mayWork } from '@domain/back-office/staff-roles';
import { staffTexts } from '@domain/messages/back-office/staff';
import { STAFF_HEADERS, requireStaff } from './staff-session.server';

/**
 * The signed-in member, if their roles read account applications (customer service, or compliance
 * to clear a high risk); a 403 otherwise. `decides` says whether the page's forms are theirs.
 */
export async function requireApplicationReader(request: Request, context: Readonly<RouterContextProvider>) {
  const staff = await requireStaff(request, context, null);
  if (!mayReadApplication(staff.roles)) throw data(staffTexts.forbidden, { status: 403, headers: STAFF_HEADERS });
  return { ...staff, decides: mayWork(staff.roles, 'applications') };
}
