import { readPageForm } from '~/lib/read-page-form.server';
import { data, redirect } from 'react-router';
import { openingRefusalOf } from '~/lib/form-action.server';
import { redeemBvnConsent } from '@server/identity/redeem-bvn-consent';
import { reissueBvnReference } from '@server/identity/reissue-bvn-reference';
import { startBvnConsent } from '@server/identity/start-bvn-consent';
import { parseOrRefuse } from '@server/errors/refusals';
import { BvnValidationSchema } from '@domain/forms/bvn-validation';
import { browserContext, clientRefContext, servicesContext } from '@server/request-context';
import { bvnProblemText, readAddressIntent } from '~/components/account/instant-account-request';
import { maskBvnRecord, type MaskedBvnRecord } from '~/components/account/masked-bvn-record';
import { DEFAULT_RETURN_TO, safeReturnTo } from '~/components/account/return-to';
import type { Route } from './+types/bvn-validation';

export async function loadBvnValidation({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const intent = readAddressIntent(url.searchParams);
  const bvn = (url.searchParams.get('bvn') ?? '').replace(/\D/g, '').slice(0, 11);
  let record: MaskedBvnRecord | null = null;
  let ref = '';
  let problem = '';
  if (intent.kind === 'redeemBvn') {
    try {
      record = maskBvnRecord(
        await redeemBvnConsent({ services, ref: intent.ref, browserRef: context.get(browserContext).ref() }),
      );
      ref = intent.ref;
    } catch (error) {
      problem = openingRefusalOf(error).message;
    }
  } else if (intent.kind === 'bvnDeclined' || intent.kind === 'bvnError') {
    problem = bvnProblemText(intent);
  }
  return {
    record,
    ref,
    problem,
    bvn,
    returnTo: safeReturnTo(url.searchParams.get('returnTo')),
    hasQueryToRemove: url.search !== '',
  };
}

export async function actOnBvnValidation({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const form = await readPageForm(request);
  const clientRef = context.get(clientRefContext);
  if (form.get('intent') === 'continue') {
    try {
      // A fresh single-use reference: the BVN data itself never travels in the address.
      const { ref } = await reissueBvnReference({
        services,
        ref: String(form.get('ref') ?? ''),
        clientRef,
        browserRef: context.get(browserContext).ref(),
      });
      return redirect(`${CONTINUE_TO}?${new URLSearchParams({ msg: 'has_bvn_data', ref })}`);
    } catch (error) {
      const { message, status } = openingRefusalOf(error);
      return data({ error: message, bvnNo: '', returnTo: DEFAULT_RETURN_TO }, { status });
    }
  }
  const bvnNo = String(form.get('bvnNo') ?? '');
  const returnTo = safeReturnTo(String(form.get('returnTo') ?? ''));
  try {
    const { url } = await startBvnConsent({
      services,
      ...parseOrRefuse(BvnValidationSchema, { bvnNo }),
      returnTo,
      clientRef,
      browserRef: context.get(browserContext).ref(),
    });
    return redirect(url);
  } catch (error) {
    const { message, status } = openingRefusalOf(error);
    return data({ error: message, bvnNo: bvnNo.replace(/\D/g, '').slice(0, 11), returnTo }, { status });
  }
}

/** Where 'Continue' takes the validated customer: the individual instant account form. */
const CONTINUE_TO = '/instantaccount/ind/r';
