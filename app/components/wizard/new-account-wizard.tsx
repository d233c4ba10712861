import { Suspense, useState } from 'react';
import { deferredPart } from '~/page-delivery';
import type { WizardScreen } from './wizard-screen';
import { StepForm } from './step-form';
import { Stepper } from './wizard-stepper';
import type { WizardSetup } from './wizard-setup';

export type { WizardSetup };

const importEmailSent = () => import('./email-sent').then((screen) => screen.EmailSent);
const importOtpForm = () => import('./otp-form').then((screen) => screen.OtpForm);
const importLinkScreen = () => import('./link-screen').then((screen) => screen.LinkScreen);
const importWizardResult = () => import('./wizard-result').then((screen) => screen.WizardResult);
// The server renders these screens itself; the browser fetches each when the wizard first shows it (docs/decisions/036).
const EmailSent = await deferredPart({ load: importEmailSent });
const OtpForm = await deferredPart({ load: importOtpForm });
const LinkScreen = await deferredPart({ load: importLinkScreen });
const WizardResult = await deferredPart({ load: importWizardResult });

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
    case 'completed':
      return (
        <Suspense>
          <WizardResult screen={screen} setup={setup} />
        </Suspense>
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
