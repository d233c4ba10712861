import { useEffect } from 'react';
import { Form } from 'react-router';
import { OTP_LENGTH } from '@domain/constants';
import { messages } from '@domain/messages';
import { onboardingTexts } from '@domain/messages/onboarding';
import { wizardTexts } from '@domain/messages/wizard';
import { Field, controlClasses } from '~/components/form-kit/field';
import { buttonClasses } from '~/components/ui/button-link';
import type { WizardScreen } from './wizard-screen';
import { clearDraft } from './use-wizard-draft';
import type { WizardSetup } from './wizard-setup';

const texts = wizardTexts;

/** 'Nice Job!...': step 1 is saved on the server, so the typed draft (BVN included) is dropped. */
export function EmailSent({
  screen,
  setup,
}: {
  screen: Extract<WizardScreen, { kind: 'emailSent' }>;
  setup: WizardSetup;
}) {
  useEffect(() => clearDraft(), []);
  const change = onboardingTexts.emailChange;
  const result = messages.accountScreens.result;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6">
      <p role="status" className="text-center text-xl font-bold text-primary-700">
        {texts.basicInfo.emailSent}
      </p>
      {screen.email && !screen.notice ? (
        <p className="text-center break-words">{texts.basicInfo.emailSentTo(screen.email)}</p>
      ) : null}
      {screen.notice ? <p className="text-center break-words">{screen.notice}</p> : null}
      {screen.error ? (
        <p role="alert" className="font-medium text-error">
          {screen.error}
        </p>
      ) : null}
      <Form method="post" action={setup.actionPath} className="flex flex-col items-center gap-2">
        <input type="hidden" name="customerId" value={screen.customerId} />
        <input type="hidden" name="sentTo" value={screen.email ?? ''} />
        <p>{messages.account.instantResult.resendPrompt}</p>
        <button type="submit" name="intent" value="resendEmail" className={buttonClasses('outline')}>
          {messages.account.instantResult.resendEmail}
        </button>
      </Form>
      <Form
        method="post"
        action={setup.actionPath}
        className="flex flex-col gap-3 rounded-card border border-border p-4"
        aria-labelledby="wizard-different-email"
      >
        <h2 id="wizard-different-email" className="text-lg font-bold">
          {result.differentEmailTitle}
        </h2>
        <input type="hidden" name="customerId" value={screen.customerId} />
        <input type="hidden" name="sentTo" value={screen.email ?? ''} />
        {screen.emailChange ? (
          <>
            <input type="hidden" name="email" value={screen.emailChange.email} />
            <input type="hidden" name="maskedPhone" value={screen.emailChange.maskedPhone} />
            <p role="status" className="text-sm">
              {change.codeSent(screen.emailChange.maskedPhone)}
            </p>
            <Field id="wizard-email-code" label={change.codeLabel} required>
              {(control) => (
                <input
                  {...control}
                  name="otp"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={OTP_LENGTH}
                  className={controlClasses()}
                />
              )}
            </Field>
            <button
              type="submit"
              name="intent"
              value="utilizeDiffConfirmationEmail"
              className={buttonClasses('primary')}
            >
              {change.confirm}
            </button>
          </>
        ) : (
          <>
            <Field id="wizard-different-email-address" label={result.differentEmailLabel} required>
              {(control) => (
                <input
                  {...control}
                  type="email"
                  name="email"
                  autoComplete="email"
                  maxLength={254}
                  className={controlClasses()}
                />
              )}
            </Field>
            <button
              type="submit"
              name="intent"
              value="utilizeDiffConfirmationEmail"
              className={buttonClasses('primary')}
            >
              {result.differentEmailSubmit}
            </button>
          </>
        )}
      </Form>
    </div>
  );
}
