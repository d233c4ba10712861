import { HYDRATED_PAGE } from '~/lib/route-handle';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { accountProductOptions } from '@domain/lists';
import { messages } from '@domain/messages';
import { wizardTexts } from '@domain/messages/wizard';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { NewAccountWizard } from '~/components/wizard/new-account-wizard';
import { STEP_PARAM, withoutSpecParams } from '~/components/wizard/wizard-address';
import type { WizardScreen } from '~/components/wizard/wizard-screen';
import { pageMeta } from '~/lib/meta';
import { actOnWizard, loadWizard } from './new-account.server';
import type { Route } from './+types/new-account';

/** A form with rich behaviour: the page loads React (docs/decisions/033). */
export const handle = HYDRATED_PAGE;

/** The record and the codes it shows: never cached. */
export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export const loader = (args: Route.LoaderArgs) => loadWizard(args);
export const action = (args: Route.ActionArgs) => actOnWizard(args);

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: wizardTexts.title,
    description:
      'Open a full personal or corporate account with the bank in five steps: basic information, personal details, location, next of kin and identity verification.',
    path: location.pathname,
  });
}

/** A record's own kind decides (its e-mail link opens /newaccount, whatever route began it); else the route's. */
function isCorporateScreen(screen: WizardScreen, isCorporateRoute: boolean): boolean {
  switch (screen.kind) {
    case 'step':
      return screen.step > 1 ? screen.values.acctType === 'Corporate' : isCorporateRoute;
    case 'emailSent':
      return screen.acctType ? screen.acctType === 'Corporate' : isCorporateRoute;
    case 'opened':
    case 'completed':
      return Boolean(screen.payload.signatory);
    default:
      return isCorporateRoute;
  }
}

/** One level up from this address: /newaccount/ind/r goes to /newaccount/ind, /newaccount to /. */
function parentOf(path: string) {
  return path.replace(/\/[^/]+\/?$/, '') || '/';
}

export default function NewAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { play, hasQueryToRemove, branchOptions } = loaderData;
  // The address the customer sees (a revalidation's request is for the .data address instead).
  const location = useLocation();
  const pagePath = location.pathname;
  // Forms post to the screen's own address, so that the answer stays at it (a reload, Back).
  const step = new URLSearchParams(location.search).get(STEP_PARAM);
  const actionPath = step ? `${pagePath}?${STEP_PARAM}=${encodeURIComponent(step)}` : pagePath;
  const screen = actionData?.screen ?? loaderData.screen;
  const isCorporate = isCorporateScreen(screen, play.playType === 'crp');

  // Section 2.5: the query parameters are read once, then removed from the address.
  useEffect(() => {
    if (hasQueryToRemove)
      window.history.replaceState(window.history.state, '', withoutSpecParams(window.location.href));
  }, [hasQueryToRemove]);

  return (
    <>
      <PageBanner
        title={wizardTexts.title}
        lead={isCorporate ? wizardTexts.leadCorporate : wizardTexts.leadPersonal}
        crumbs={[{ label: messages.accountScreens.chooser.crumb, to: '/accountopening' }]}
      />
      <Container className="py-8 sm:py-12">
        <div className="mx-auto max-w-3xl">
          {screen.kind === 'step' && screen.step === 1 ? (
            <p className="mb-6 text-muted">{wizardTexts.firstStepLead}</p>
          ) : null}
          <NewAccountWizard
            screen={screen}
            setup={{
              actionPath,
              pagePath,
              isCorporate,
              productOptions: accountProductOptions({ playPurpose: play.playPurpose }),
              branchOptions,
              backTo: parentOf(pagePath),
            }}
          />
        </div>
      </Container>
    </>
  );
}
