import { HYDRATED_PAGE } from '~/lib/route-handle';
import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@domain/messages';
import { FollowUpNotice } from '~/components/account/follow-up-notice';
import { InstantAccountForm } from '~/components/account/instant-account-form';
import { useInstantAccountForm } from '~/components/account/use-instant-account-form';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { deferredPart } from '~/page-delivery';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/instant-account';
import { actOnInstantAccount, loadInstantAccount } from './instant-account.server';

/** A form with rich behaviour: the page loads React (docs/decisions/033). */
export const handle = HYDRATED_PAGE;

const texts = messages.account.instant;

const importResultPanels = () => import('~/components/account/account-result-panel');
const importVerificationPanel = () => import('~/components/account/email-verified-panel');
// The server renders the panels itself; the browser fetches each when it first shows it (docs/decisions/036).
const AccountResultPanel = await deferredPart({
  load: () => importResultPanels().then((panels) => panels.AccountResultPanel),
});
const EmailCodeForm = await deferredPart({ load: () => importResultPanels().then((panels) => panels.EmailCodeForm) });
const EmailVerificationPanel = await deferredPart({
  load: () => importVerificationPanel().then((panel) => panel.EmailVerificationPanel),
});

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({ title: texts.title, description: messages.account.instant.intro, path: location.pathname });
}

/** The page may carry BVN data: never cached. */
export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export const loader = (args: Route.LoaderArgs) => loadInstantAccount(args);

export const action = (args: Route.ActionArgs) => actOnInstantAccount(args);

export default function InstantAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { setup, verification } = loaderData;
  const form = useInstantAccountForm(setup, actionData?.kind === 'echo' ? actionData.echo : undefined);
  const navigate = useNavigate();
  const resultActions = {
    actionPath: setup.actionPath,
    onResend: form.resendEmail,
    onUseDifferentEmail: form.submitDifferentEmail,
    onConfirmEmailCode: form.confirmDifferentEmail,
    emailChange: form.emailChange,
    differentEmailError: form.differentEmailError,
    onClose: () => {
      form.closeResult();
      // Back one level: from the form to the account-opening page it belongs to.
      void navigate('/accountopening');
    },
  };

  function content() {
    if (actionData?.kind === 'verification')
      return <EmailVerificationPanel view={actionData.view} token={actionData.token} actionPath={setup.actionPath} />;
    if (verification)
      return (
        <EmailVerificationPanel view={verification.view} token={verification.token} actionPath={setup.actionPath} />
      );
    if (actionData?.kind === 'notice') return <FollowUpNotice {...actionData} />;
    if (actionData?.kind === 'emailCode') {
      return (
        <section className="mx-auto max-w-xl rounded-card border border-border p-6 shadow-raised">
          <EmailCodeForm
            customerId={actionData.customerId}
            emailChange={actionData}
            actions={{ ...resultActions, differentEmailError: actionData.error }}
          />
        </section>
      );
    }
    // Without JavaScript the result replaces the form; with it, the result is a dialog over the form.
    if (actionData?.kind === 'result' && !form.result)
      return <AccountResultPanel result={actionData.result} actions={resultActions} />;
    return (
      <>
        {/* Its own boundary: while the panel's code arrives, the form stays. */}
        <Suspense>{form.result ? <AccountResultPanel result={form.result} actions={resultActions} /> : null}</Suspense>
        <InstantAccountForm setup={setup} form={form} />
      </>
    );
  }

  return (
    <>
      <PageBanner title={texts.title} crumbs={[{ label: messages.account.chooser.title, to: '/accountopening' }]} />
      <Container className="py-8 sm:py-12">
        <div className="mx-auto max-w-4xl">
          <Suspense>{content()}</Suspense>
        </div>
      </Container>
    </>
  );
}
