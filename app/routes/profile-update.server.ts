import { data } from 'react-router';
import { linkBvnAndNin } from '@server/accounts/link-bvn-and-nin';
import { publishedBranchChoices } from '@server/content/branch-choices';
import { refusalOf } from '~/lib/form-action.server';
import { clientRefContext, servicesContext } from '@server/request-context';
import { type ProfileLinkOutcome } from '~/components/account/profile-link-form';
import { readPageForm } from '~/lib/read-page-form.server';
import { currentCustomer } from '~/lib/customer-session.server';
import { linkPrefill } from '@server/customer-area/link-prefill';
import { parseOrRefuse } from '@server/errors/refusals';
import { ProfileLinkSchema } from '@domain/forms';
import type { Route } from './+types/profile-update';

/**
 * "Link them" from the customer's area (?account=): the form comes filled with what the bank knows
 * of that account, for its signed-in holder only; anyone else gets the empty form.
 */
export async function loadProfileUpdate({ request, context }: Route.LoaderArgs) {
  const accountNumber = new URL(request.url).searchParams.get('account');
  const signedIn = await currentCustomer(request, context);
  return {
    branchOptions: await publishedBranchChoices(context.get(servicesContext)),
    prefill:
      signedIn && accountNumber
        ? await linkPrefill({ services: signedIn.services, profile: signedIn.profile, accountNumber })
        : {},
    // A signed-in customer closes the result back into their area (issue 28).
    backTo: signedIn ? '/account' : '/profileupdate',
  };
}

/** The linking form posted (with or without JavaScript): the result, a refusal, or the form's messages. */
export async function actOnProfileUpdate({ request, context }: Route.ActionArgs) {
  const form = await readPageForm(request);
  const values = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  try {
    const { payloadData } = await linkBvnAndNin({
      services: context.get(servicesContext),
      input: parseOrRefuse(ProfileLinkSchema, values),
      clientRef: context.get(clientRefContext),
    });
    return { kind: 'linked', payloadData } satisfies ProfileLinkOutcome;
  } catch (error) {
    const { message, fields, status } = refusalOf(error);
    // A field the customer can fix is shown beside it; a refusal (whose numbers are never said) in the modal.
    const outcome: ProfileLinkOutcome =
      Object.keys(fields).length > 0
        ? { kind: 'invalid', errors: fields, values }
        : { kind: 'refused', message, values };
    return data(outcome, { status });
  }
}
