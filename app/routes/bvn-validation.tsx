import { HYDRATED_PAGE } from '~/lib/route-handle';
import { useEffect } from 'react';
import { messages } from '@domain/messages';
import { BvnRecordSummary } from '~/components/account/bvn-record-summary';
import { BvnValidationForm } from '~/components/account/bvn-validation-form';
import { SingleStepIndicator } from '~/components/account/single-step-indicator';
import { buttonClasses } from '~/components/ui/button-link';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { pageMeta } from '~/lib/meta';
import { notify } from '~/lib/notify';
import type { Route } from './+types/bvn-validation';
import { actOnBvnValidation, loadBvnValidation } from './bvn-validation.server';

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

export const loader = (args: Route.LoaderArgs) => loadBvnValidation(args);
export const action = (args: Route.ActionArgs) => actOnBvnValidation(args);

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
