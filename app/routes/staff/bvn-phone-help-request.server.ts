import { data } from 'react-router';
import type { Route } from './+types/bvn-phone-help-request';
import { bvnPhoneHelpTexts } from '@domain/messages/bvn-phone-help';
import { readBvnPhoneHelpRequest } from '@server/back-office/bvn-phone-help/help-queue';
import { historyOf } from '@server/back-office/history';
import { postedValues } from '~/lib/form-action.server';
import { actOnItemWork, itemWork } from '~/lib/item-work.server';
import { readPageForm } from '~/lib/read-page-form.server';
import { STAFF_HEADERS } from '~/lib/staff-pages';
import { requireStaff } from '~/lib/staff-session.server';

/** A customer's request for another way than the code: what they chose, its owner part and its history (decision 091). */
export async function loadStaffBvnPhoneHelpRequest({ request, context, params }: Route.LoaderArgs) {
  const { services, member, roles } = await requireStaff(request, context, 'bvn-phone-help');
  const help = await readBvnPhoneHelpRequest({ services, roles, id: params.id });
  if (!help) throw data(bvnPhoneHelpTexts.staff.item.notFound, { status: 404, headers: STAFF_HEADERS });
  return {
    help,
    history: await historyOf(services, [help.id]),
    work: await itemWork(services, member, 'bvn-phone-help', help.id),
  };
}

/** The owner part's forms: take, assign, hand over. */
export async function actOnStaffBvnPhoneHelpRequest({ request, context, params }: Route.ActionArgs) {
  const { services, member } = await requireStaff(request, context, 'bvn-phone-help');
  const values = postedValues(await readPageForm(request));
  const owned = await actOnItemWork(services, member, 'bvn-phone-help', params.id, values);
  if (!owned) throw data('Unknown form', { status: 400 });
  return owned;
}
