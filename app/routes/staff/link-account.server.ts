import { data } from 'react-router';
import type { Route } from './+types/link-account';
import { identityLinkTexts } from '@domain/messages/back-office/identity-links';
import { historyOf } from '@server/back-office/history';
import { readAccountLinks } from '@server/back-office/links/link-queue';
import { postedValues } from '~/lib/form-action.server';
import { actOnItemWork, itemWork } from '~/lib/item-work.server';
import { readPageForm } from '~/lib/read-page-form.server';
import { STAFF_HEADERS } from '~/lib/staff-pages';
import { requireStaff } from '~/lib/staff-session.server';

/** An account of the links queue: its attempts, its owner part and its history (decision 091). */
export async function loadStaffLinkAccount({ request, context, params }: Route.LoaderArgs) {
  const { services, member } = await requireStaff(request, context, 'links');
  const account = await readAccountLinks(services, params.accountNumber);
  if (!account) throw data(identityLinkTexts.item.notFound, { status: 404, headers: STAFF_HEADERS });
  return {
    account,
    history: await historyOf(services, [account.accountNumber, ...account.attempts.map((attempt) => attempt.id)]),
    work: await itemWork(services, member, 'link', account.accountNumber),
  };
}

/** The owner part's forms: take, assign, hand over. */
export async function actOnStaffLinkAccount({ request, context, params }: Route.ActionArgs) {
  const { services, member } = await requireStaff(request, context, 'links');
  const values = postedValues(await readPageForm(request));
  const owned = await actOnItemWork(services, member, 'link', params.accountNumber, values);
  if (!owned) throw data('Unknown form', { status: 400 });
  return owned;
}
