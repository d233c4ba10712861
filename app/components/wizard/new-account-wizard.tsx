import { Suspense, useState } from 'react';
import { Link } from '~/components/ui/link';
import { greetingName, hasAccountNumber, type AccountPayload } from '@domain/account-result';
import { messages } from '@domain/messages';
import { buttonClasses } from '~/components/ui/button-link';
import { deferredPart } from '~/page-delivery';
import type { WizardScreen } from './wizard-screen';
import { ResultModal } from '~/components/ui/result-modal';
import { StepForm } from './step-form';
import { clearDraft } from './use-wizard-draft';
import { Stepper } from './wizard-stepper';
import type { WizardSetup } from './wizard-setup';

export type { WizardSetup };

const modal = messages.account.resultModal;

const importEmailSent = () => import('./email-sent').then((screen) => screen.EmailSent);
const importOtpForm = () => import('./otp-form').then((screen) => screen.OtpForm);
const importLinkScreen = () => import('./link-screen').then((screen) => screen.LinkScreen);
// The server renders these screens itself; the browser fetches each when the wizard first shows it (docs/decisions/036).
const EmailSent = await deferredPart({ load: importEmailSent });
const OtpForm = await deferredPart({ load: importOtpForm });
const LinkScreen = await deferredPart({ load: importLinkScreen });

/**
 * Counts the server's answers: each one draws its screen afresh (its messages shown again, even
 * the same words as before, and nothing of the screen before left over).
 */
function useAnswerCount(screen: WizardScreen) {
  const [seen, setSeen] = useState(screen);
  const [count, setCount] = useState(0);
  if (seen !== screen) {
    setSeen(screen);
    setCount(count + 1);
  }
  return count;
}

/** Who the result is for: a company's name with its signatory, or the person's title and first name (2.9). */
function greetingOf(payload: AccountPayload) {
  return payload.signatory
    ? { greeting: payload.accountName, greetingNote: messages.accountScreens.result.signatory(payload.signatory) }
    : { greeting: greetingName(payload) };
}

/** The wizard's screen of the moment, as the server decided it (specification 2.5, 2.9 and 4). */
export function NewAccountWizard({ screen, setup }: { screen: WizardScreen; setup: WizardSetup }) {
  const answer = useAnswerCount(screen);
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
          <Stepper current={1} isCorporate={setup.isCorporate} />
          <Suspense>
            <OtpForm key={answer} screen={screen} setup={setup} />
          </Suspense>
        </>
      );
    case 'opened':
      return (
        <ResultModal
          heading={modal.heading}
          {...greetingOf(screen.payload)}
          actions={
            <>
              <Link to={setup.pagePath} className={buttonClasses('accent')} reloadDocument>
                {modal.provideDetails}
              </Link>
              <Link to={setup.backTo} onClick={clearDraft} className={buttonClasses('outline')}>
                {modal.later}
              </Link>
            </>
          }
        >
          <p>
            {hasAccountNumber(screen.payload)
              ? modal.accountOpened(screen.payload.acctTypeName, screen.payload.acctNumber)
              : modal.notReady}
          </p>
          {hasAccountNumber(screen.payload) ? (
            <p className="text-3xl font-bold tabular">{screen.payload.acctNumber}</p>
          ) : null}
        </ResultModal>
      );
    case 'completed':
      return (
        <ResultModal
          heading={modal.heading}
          {...greetingOf(screen.payload)}
          actions={
            <Link to={setup.backTo} onClick={clearDraft} className={buttonClasses('accent')}>
              Close
            </Link>
          }
        >
          <p>{hasAccountNumber(screen.payload) ? modal.completelyUpdated : modal.registrationCompleted}</p>
          {hasAccountNumber(screen.payload) ? (
            <p className="text-3xl font-bold tabular">{screen.payload.acctNumber}</p>
          ) : null}
          <p>{modal.thankYou}</p>
        </ResultModal>
      );
    case 'step':
      return (
        <>
          <Stepper current={screen.step} isCorporate={setup.isCorporate} />
          <StepForm key={answer} screen={screen} setup={setup} />
        </>
      );
  }
}
