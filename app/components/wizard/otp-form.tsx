import { useEffect, useMemo, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { Link } from '~/components/ui/link';
import { OTP_LENGTH } from '@domain/constants';
import { messages } from '@domain/messages';
import { wizardTexts } from '@domain/messages/wizard';
import { SubmitButton } from '~/components/form-kit/submit-button';
import { useCheckedForm } from '~/components/form-kit/use-checked-form';
import { buttonClasses } from '~/components/ui/button-link';
import { BvnPhoneHelp } from '@shared/server-drawn/bvn-phone-help';
import type { WizardScreen } from './wizard-screen';
import { WizardField } from './wizard-field';
import type { WizardSetup } from './wizard-setup';

const texts = wizardTexts;
const importCodeRules = () => import('./wizard-rules').then((rules) => rules.WizardSignupCodeSchema);

/** The code's field with its countdown; step 1's values ride along unchanged. */
export function OtpForm({ screen, setup }: { screen: Extract<WizardScreen, { kind: 'otp' }>; setup: WizardSetup }) {
  const isPending = useNavigation().state !== 'idle';
  const [secondsLeft, setSecondsLeft] = useState(screen.resendAfterSeconds);
  useEffect(() => {
    setSecondsLeft(screen.resendAfterSeconds);
    const timer = setInterval(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [screen]);
  const serverErrors = useMemo(() => (screen.error ? { otp: screen.error } : undefined), [screen.error]);
  const { errors, formProps } = useCheckedForm({ formId: 'wizard', schema: importCodeRules, serverErrors });
  const carried = Object.entries(screen.values).filter(([name]) => !['intent', 'otp', 'signupToken'].includes(name));
  return (
    <>
      <Form
        {...formProps}
        method="post"
        action={setup.actionPath}
        className="flex flex-col gap-4"
        aria-labelledby="otp-heading"
      >
        <h2 id="otp-heading" className="text-2xl font-bold">
          {texts.basicInfo.heading}
        </h2>
        <p role="status">{screen.notice}</p>
        {carried.map(([name, value]) =>
          Array.isArray(value) ? null : <input key={name} type="hidden" name={name} value={value} />,
        )}
        <input type="hidden" name="signupToken" value={screen.signupToken} />
        <WizardField
          name="otp"
          kind={{ type: 'digits', maxLength: OTP_LENGTH, autoComplete: 'one-time-code' }}
          required
          value=""
          placeholder={texts.basicInfo.otpPlaceholder}
          error={errors.otp}
          autoFocus={Boolean(screen.error)}
        />
        <p className="text-sm text-muted" aria-live="polite">
          <span className="font-bold tabular">{secondsLeft}</span> {texts.basicInfo.secondsRemaining}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-between">
          <SubmitButton name="intent" value="otp" isReady isPending={isPending} pendingLabel={messages.errors.loading}>
            {texts.continue}
          </SubmitButton>
          <button
            type="submit"
            name="intent"
            value="resendCode"
            formNoValidate
            className={buttonClasses('outline')}
            aria-disabled={secondsLeft > 0 || undefined}
            onClick={(event) => {
              if (secondsLeft > 0) event.preventDefault();
            }}
          >
            {texts.basicInfo.resendCode}
          </button>
        </div>
        {/* Step 1 again, its fields kept: Begin Registration with the same BVN sends no new code. */}
        <Link to={setup.pagePath} className="self-start font-semibold text-primary-700 underline">
          {texts.basicInfo.changeDetails}
        </Link>
      </Form>
      {/* Issue 27: once the countdown ends, what to do when no code comes (the BVN phone may be out of date). */}
      <BvnPhoneHelp sessionToken={screen.signupToken} revealAfterSeconds={screen.resendAfterSeconds} headingLevel={3} />
    </>
  );
}
