import { data, type RouterContextProvider } from 'react-router';
import { mayOpenCustomerView } from '@domain/back-office/customer-view';
import { customerViewTexts } from '@domain/messages/back-office/customer-view';
import { requireStaff } from './staff-session.server';
import { STAFF_HEADERS } from './staff-pages';

/** The signed-in member, if one of their roles reads customers' items (decision 084); a 403 otherwise. */
export async function requireCustomerViewer(request: Request, context: Readonly<RouterContextProvider>) {
  const staff = await requireStaff(request, context, null);
  if (!mayOpenCustomerView(staff.roles))
    throw data(customerViewTexts.forbidden, { status: 403, headers: STAFF_HEADERS });
  return staff;
}
