import { data, type RouterContextProvider } from 'react-router';
import type { WorkKind } from '@domain/back-office/work-items';
import { staffTexts } from '@domain/messages/back-office/staff';
import { maySeeItem, routeOfMessage, workOfItem, workStepOf } from '@server/back-office/work/work-items';
import type { StaffMember } from '@server/back-office/staff-members';
import type { Services } from '@server/services';
import type { AreaOutcome } from '~/components/form-kit/area-form';
import { formFailure } from '~/lib/form-action.server';
import { STAFF_HEADERS, requireStaff } from '~/lib/staff-session.server';

/** The owner part of an item's page (decision 091): what its loader adds. Opening it as its owner clears the attention mark. */
export const itemWork = (services: Services, member: StaffMember, kind: WorkKind, itemId: string) =>
  workOfItem(services, member, kind, itemId);

/**
 * The owner part's forms, answered by the item page's own action: the outcome of a `work-…` intent,
 * or null when the form posted is another of the page's.
 */
export async function actOnItemWork(
  services: Services,
  member: StaffMember,
  kind: WorkKind,
  itemId: string,
  values: Record<string, string>,
) {
  const intent = values.intent ?? '';
  const step = intent === 'work-route' && kind !== 'contact-message' ? undefined : workStepOf(intent);
  if (!step) return null;
  try {
    return {
      intent,
      status: 'success',
      ...(await step({ services, member, kind, itemId, input: values })),
    } satisfies AreaOutcome;
  } catch (error) {
    return formFailure(error, intent, values);
  }
}

/**
 * A contact message's page opens to its own queue's staff and, once routed (decision 091), to the
 * staff of the queue it was routed to, who work it (its own queue's staff then read it only: each
 * use case checks); anyone else gets a 403, as outside any other remit.
 */
export async function requireMessageWorker(
  request: Request,
  context: Readonly<RouterContextProvider>,
  messageId: string,
) {
  const signedIn = await requireStaff(request, context, null);
  const routedTo = await routeOfMessage(signedIn.services, messageId);
  if (!maySeeItem(signedIn.roles, 'contact-message', routedTo))
    throw data(staffTexts.forbidden, { status: 403, headers: STAFF_HEADERS });
  return signedIn;
}
