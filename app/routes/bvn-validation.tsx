import { HYDRATED_PAGE } from '~/lib/route-handle';
import { readPageForm } from '~/lib/read-page-form.server';
import { useEffect } from 'react';
import { data, redirect } from 'react-router';
import { messages } from '@domain/messages';
import { openingRefusalOf } from '~/components/form-kit/form-action';
import { redeemBvnConsent } from '@server/identity/redeem-bvn-consent';
import { reissueBvnReference } from '@server/identity/reissue-bvn-reference';
import { startBvnConsent } from '@server/identity/start-bvn-consent';
import { browserContext, clientRefContext, servicesContext } from '@server/request-context';
import { BvnRecordSummary } from '~/components/account/bvn-record-summary';
import { BvnValidationForm } from '~/components/account/bvn-validation-form';
import { bvnProblemText, readAddressIntent } from '~/components/account/instant-account-request';
import { maskBvnRecord, type MaskedBvnRecord } from '~/components/account/masked-bvn-record';
import { DEFAULT_RETURN_TO, safeReturnTo } from '~/components/account/return-to';
import { SingleStepIndicator } from '~/components/account/single-step-indicator';
import { buttonClasses } from '~/components/ui/button-link';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { pageMeta } from '~/lib/meta';
import { notify } from '~/lib/notify';
import type { Route } from './+types/bvn-validation';

/** A form with rich behaviour: the page loads React (docs/decisions/033). */
export const handle = HYDRATED_PAGE;

const texts = messages.account.bvnPage;

export function meta() {
  return pageMeta({
    title: messages.account.bvnDialog.title,
    description: messages.account.bvnDialog.text,
    path: '/bvnvalidation',
  });
}

/** The page may carry BVN data: never cached. */
export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export async function loader({ request, context }: Route.LoaderArgs) {
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

/** Where 'Continue' takes the validated customer: the individual instant account form. */
const CONTINUE_TO = '/instantaccount/ind/r';

export async function action({ request, context }: Route.ActionArgs) {
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
      bvnNo,
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

export default function BvnValidationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { record, ref, problem, bvn, returnTo, hasQueryToRemove } = loaderData;

  useEffect(() => {
    if (hasQueryToRemove) window.history.replaceState(window.history.state, '', '/bvnvalidation');
  }, [hasQueryToRemove]);
  useEffect(() => {
    if (record) notify.success(texts.dataFetched, { id: 'bvn-fetched' });
    if (problem) notify.error(problem, { id: 'bvn-problem' });
  }, [record, problem]);

  return (
    <>
      <PageBanner title={texts.heading} lead={messages.accountScreens.bvnPage.lead} />
      <Container className="py-8 sm:py-12">
        <div className="mx-auto flex max-w-xl flex-col gap-6">
          <SingleStepIndicator label={texts.step} />
          {problem ? (
            <p role="alert" className="rounded-card bg-error-bg p-4 font-semibold text-error">
              {problem}
            </p>
          ) : null}
          {record && !actionData ? (
            <>
              <BvnRecordSummary record={record} />
              <form method="post" action="/bvnvalidation">
                <input type="hidden" name="intent" value="continue" />
                <input type="hidden" name="ref" value={ref} />
                <button type="submit" className={`${buttonClasses('accent')} w-full sm:w-auto`}>
                  {messages.accountScreens.bvnPage.continue}
                </button>
              </form>
            </>
          ) : (
            <BvnValidationForm
              returnTo={actionData?.returnTo ?? returnTo}
              initialBvn={actionData?.bvnNo ?? bvn}
              error={actionData?.error}
              autoSubmit={Boolean(bvn) && !actionData}
            />
          )}
        </div>
      </Container>
    </>
  );
}
