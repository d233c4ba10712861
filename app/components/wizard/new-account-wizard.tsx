import { Suspense } from 'react';
import { Link } from '~/components/ui/link';
import { greetingName, hasAccountNumber } from '@domain/account-result';
import { messages } from '@domain/messages';
import { wizardTexts } from '@domain/messages/wizard';
import { buttonClasses } from '~/components/ui/button-link';
import { deferredPart } from '~/lib/deferred-part';
import type { WizardScreen } from './wizard-screen';
import { ResultModal } from '~/components/ui/result-modal';
import { StepForm } from './step-form';
import { clearDraft } from './use-wizard-draft';
import { Stepper } from './wizard-stepper';
import type { WizardSetup } from './wizard-setup';

export type { WizardSetup };

const texts = wizardTexts;
const modal = messages.account.resultModal;

const importEmailSent = () => import('./email-sent').then((screen) => screen.EmailSent);
const importOtpForm = () => import('./otp-form').then((screen) => screen.OtpForm);
const importLinkScreen = () => import('./link-screen').then((screen) => screen.LinkScreen);
// The server renders these screens itself; the browser fetches each when the wizard first shows it (docs/decisions/036).
const EmailSent = await deferredPart({ load: importEmailSent });
const OtpForm = await deferredPart({ load: importOtpForm });
const LinkScreen = await deferredPart({ load: importLinkScreen });

/** The wizard's screen of the moment, as the server decided it (specification 2.5, 2.9 and 4). */
export function NewAccountWizard({ screen, setup }: { screen: WizardScreen; setup: WizardSetup }) {
  switch (screen.kind) {
    case 'verifyLink':
      return (
        <Suspense>
          <LinkScreen screen={screen} setup={setup} />
        </Suspense>
      );
    case 'emailSent':
      return (
        <Suspense>
          <EmailSent screen={screen} setup={setup} />
        </Suspense>
      );
    case 'otp':
      return (
        <>
          <Stepper current={1} />
          <Suspense>
            <OtpForm screen={screen} setup={setup} />
          </Suspense>
        </>
      );
    case 'opened':
      return (
        <ResultModal
          heading={modal.heading}
          greeting={greetingName(screen.payload)}
          actions={
            <>
              <Link to={setup.actionPath} className={buttonClasses('accent')} reloadDocument>
                {modal.provideDetails}
              </Link>
              <Link to={setup.backTo} onClick={clearDraft} className={buttonClasses('outline')}>
                {modal.later}
              </Link>
            </>
          }
        >
          <p>{hasAccountNumber(screen.payload) ? modal.accountOpened(screen.payload.acctTypeName, screen.payload.acctNumber) : modal.notReady}</p>
          {hasAccountNumber(screen.payload) ? <p className="text-3xl font-bold tabular">{screen.payload.acctNumber}</p> : null}
        </ResultModal>
      );
    case 'completed':
      return (
        <ResultModal heading={modal.heading} greeting={greetingName(screen.payload)} actions={
            <Link to={setup.backTo} onClick={clearDraft} className={buttonClasses('accent')}>
              Close
            </Link>
          }>
          <p>{hasAccountNumber(screen.payload) ? modal.completelyUpdated : modal.registrationCompleted}</p>
          {hasAccountNumber(screen.payload) ? <p className="text-3xl font-bold tabular">{screen.payload.acctNumber}</p> : null}
          <p>{modal.thankYou}</p>
        </ResultModal>
      );
    case 'step':
      return (
        <>
          <Stepper current={screen.step} />
          <StepForm key={`${screen.step}-${JSON.stringify(screen.errors)}`} screen={screen} setup={setup} />
        </>
      );
  }
}

