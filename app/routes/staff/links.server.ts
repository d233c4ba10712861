import { data } from 'react-router';
import type { Route } from './+types/links';
import { listIdentityLinks } from '@server/back-office/links/link-queue';
import { contactLinkCustomer, markLinkReviewed } from '@server/back-office/links/link-review';
import type { AreaOutcome } from '~/components/form-kit/area-form';
import { formFailure, postedValues } from '~/lib/form-action.server';
import { readPageForm } from '~/lib/read-page-form.server';
import { requireStaff } from '~/lib/staff-session.server';

export async function loadStaffLinks({ request, context }: Route.LoaderArgs) {
  const { services, member } = await requireStaff(request, context, 'links');
  const url = new URL(request.url);
  return {
    list: await listIdentityLinks({ services, query: url.searchParams, memberId: member.id }),
    query: Object.fromEntries(url.searchParams),
    memberId: member.id,
  };
}

/** 'Mark reviewed', or 'Contact the customer' after a refused link ('Send anyway' once a later link superseded it). */
export async function actOnStaffLinks({ request, context }: Route.ActionArgs) {
  const { services, member } = await requireStaff(request, context, 'links');
  const values = postedValues(await readPageForm(request));
  const intent = values.intent ?? '';
  const linkId = values.id ?? '';
  try {
    if (intent === 'review')
      return {
        intent,
        status: 'success',
        ...(await markLinkReviewed({ services, member, linkId })),
      } satisfies AreaOutcome;
    if (intent === 'contact')
      return {
        intent,
        status: 'success',
        ...(await contactLinkCustomer({ services, member, linkId, confirmed: values.confirm === 'yes' })),
      } satisfies AreaOutcome;
    throw data('Unknown form', { status: 400 });
  } catch (error) {
    return formFailure(error, intent, values);
  }
}
