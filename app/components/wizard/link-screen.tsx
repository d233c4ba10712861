import { useMemo } from 'react';
import { Form } from 'react-router';
import { OTP_LENGTH } from '@domain/constants';
import { wizardTexts } from '@domain/messages/wizard';
import { Field, controlClasses } from '~/components/form-kit/field';
import { fieldId } from '~/components/form-kit/field-id';
import { useCheckedForm } from '~/components/form-kit/use-checked-form';
import { Link } from '~/components/ui/link';
import { buttonClasses } from '~/components/ui/button-link';
import type { WizardScreen } from './wizard-screen';
import type { WizardSetup } from './wizard-setup';

const texts = wizardTexts.verifyLink;
const CODE_FORM = 'wizard-link';
const importCodeRules = () => import('./wizard-rules').then((rules) => rules.WizardLinkCodeSchema);
type LinkScreenProps = { screen: Extract<WizardScreen, { kind: 'verifyLink' }>; setup: WizardSetup };

const HEADINGS = {
  ready: texts.heading,
  used: texts.usedHeading,
  expired: texts.expiredHeading,
  invalid: texts.invalidHeading,
} as const;

/**
 * The landing of the wizard's e-mail link. Unused, it asks for a press (mail scanners open links
 * first). Used by another browser, lapsed or replaced, it says so and offers the ways to continue on
 * this device: a new link to the e-mail on the application, or a code to the BVN phone (issue 27.2).
 */
export function LinkScreen({ screen, setup }: LinkScreenProps) {
  const isCodeSent = screen.stage === 'codeSent';
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-4" aria-labelledby="link-heading">
      <h2 id="link-heading" className="text-2xl font-bold">
        {HEADINGS[screen.state]}
      </h2>
      {screen.error && !isCodeSent ? (
        <p role="alert" className="font-medium text-error">
          {screen.error}
        </p>
      ) : null}
      {screen.state === 'ready' ? (
        <Form method="post" action={setup.actionPath} className="flex flex-col gap-4">
          <p>{texts.intro}</p>
          <input type="hidden" name="psc" value={screen.psc} />
          <button type="submit" name="intent" value="verifyEmail" className={buttonClasses('accent')}>
            {texts.button}
          </button>
        </Form>
      ) : screen.state === 'invalid' ? (
        <>
          <p>{texts.invalidLead}</p>
          <Link to={setup.actionPath} reloadDocument className={`${buttonClasses('accent')} self-start`}>
            {texts.startAgain}
          </Link>
        </>
      ) : (
        <>
          <p>{screen.state === 'used' ? texts.usedLead : texts.expiredLead}</p>
          {screen.stage === 'linkSent' ? (
            <p role="status" className="rounded-card bg-info-bg p-4 text-info">
              {texts.linkSent}
            </p>
          ) : null}
          {isCodeSent ? <CodeForm screen={screen} setup={setup} /> : null}
          <WaysToContinue screen={screen} setup={setup} />
        </>
      )}
    </section>
  );
}

/** The code from the SMS; a wrong, lapsed or exhausted code is told beside the field, which takes focus. */
function CodeForm({ screen, setup }: LinkScreenProps) {
  // Each answer is a new screen: a wrong code again (the same message) takes focus again too.
  const serverErrors = useMemo(() => (screen.error ? { otp: screen.error } : undefined), [screen]);
  const { errors, formProps } = useCheckedForm({ formId: CODE_FORM, schema: importCodeRules, serverErrors });
  return (
    <Form
      {...formProps}
      method="post"
      action={setup.actionPath}
      className="flex flex-col gap-3 rounded-card border border-border p-4"
    >
      {screen.error ? null : (
        <p role="status" className="text-sm">
          {texts.codeSent}
        </p>
      )}
      <input type="hidden" name="psc" value={screen.psc} />
      <input type="hidden" name="linkState" value={screen.state} />
      <Field id={fieldId(CODE_FORM, 'otp')} label={texts.codeLabel} required error={errors.otp}>
        {(control) => (
          <input
            {...control}
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            // Without JavaScript the answer's page focuses the field itself.
            autoFocus={screen.error !== undefined}
            className={controlClasses()}
          />
        )}
      </Field>
      <button
        type="submit"
        name="intent"
        value="deviceCodeConfirm"
        className={`${buttonClasses('primary')} self-start`}
      >
        {texts.confirmCode}
      </button>
    </Form>
  );
}

/** 'Email me a new link' and 'Text a code to my phone', each with where it goes. */
function WaysToContinue({ screen, setup }: LinkScreenProps) {
  const ways = [
    { intent: 'newLink', label: texts.newLink, hint: texts.newLinkHint },
    {
      intent: 'deviceCode',
      label: screen.stage === 'codeSent' ? texts.resendCode : texts.sendCode,
      hint: texts.sendCodeHint,
    },
  ];
  return (
    <div className="flex flex-col gap-3 rounded-card border border-border p-4">
      <h3 className="text-lg font-bold">{texts.waysHeading}</h3>
      {ways.map(({ intent, label, hint }) => (
        <Form key={intent} method="post" action={setup.actionPath} className="flex flex-col items-start gap-1">
          <input type="hidden" name="psc" value={screen.psc} />
          <input type="hidden" name="linkState" value={screen.state} />
          <button
            type="submit"
            name="intent"
            value={intent}
            aria-describedby={`wizard-${intent}-hint`}
            className={buttonClasses('outline')}
          >
            {label}
          </button>
          <p id={`wizard-${intent}-hint`} className="text-sm text-muted">
            {hint}
          </p>
        </Form>
      ))}
    </div>
  );
}
