import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { greetingName, hasAccountNumber } from '@domain/account-result';
import { fieldMessage, wizardStepFields, type WizardStep } from '@domain/forms';
import { isIdNumberOfType } from '@domain/lists';
import { messages } from '@domain/messages';
import { ErrorSummary } from '~/components/forms/error-summary';
import { Field, controlClasses } from '~/components/forms/field';
import { SubmitButton } from '~/components/forms/submit-button';
import { buttonClasses } from '~/components/ui/button-link';
import { notify } from '~/lib/notify';
import type { WizardScreen, WizardValues } from '~/routes/new-account.server';
import { WizardField, LockedValue } from './wizard-field';
import { fieldCheck, fieldKind, isRequiredField } from './wizard-step-fields';
import { clearDraft, useWizardDraft } from './use-wizard-draft';

const texts = messages.account.wizard;
const modal = messages.account.resultModal;
const STEP_HEADINGS = [texts.basicInfo.heading, texts.bioData.heading, texts.personalData.heading, texts.nextOfKin.heading, texts.documents.heading];
const LOCKED_FROM_RECORD = ['lastname', 'firstname', 'middlename'];

export interface WizardSetup {
  actionPath: string;
  isCorporate: boolean;
  productOptions: readonly { value: string; label: string }[];
  /** Where closing a result goes: one level up. */
  backTo: string;
}

/**
 * The summary comes into view whole (below the sticky header), then the field takes focus: without
 * scrolling when it is in view already, else scrolled to as the browser does.
 */
function focusBelowSummary(field: HTMLElement | null) {
  document.getElementById('error-summary-title')?.parentElement?.scrollIntoView({ block: 'start' });
  if (!field) return;
  const { top, bottom } = field.getBoundingClientRect();
  field.focus({ preventScroll: top >= 0 && bottom <= window.innerHeight });
}

/** idNO's length depends on the ID type chosen beside it (section 5). */
function idNumberProblem(form: HTMLFormElement | null, idNO: string) {
  const idType = form ? String(new FormData(form).get('idType') ?? '') : '';
  return idType && idType !== 'empty' && !isIdNumberOfType(idType, idNO) ? fieldMessage('idNO') : undefined;
}

const REQUIRED_DOCUMENTS = ['signature', 'utilityBill', 'scannedIDCard'];

/** Section 4: COMPLETE REGISTRATION waits for the signature, utility bill, ID scan and terms. */
function isCompleteDocuments(form: FormData) {
  return REQUIRED_DOCUMENTS.every((field) => {
    const file = form.get(field);
    return file instanceof File && file.size > 0;
  }) && form.get('terms') === 'true';
}

/** The stepper: where the customer is, not a way to jump (its items are not links). */
function Stepper({ current }: { current: number }) {
  return (
    <ol aria-label="Registration steps" className="mb-6 grid grid-cols-5 gap-1 text-center text-xs sm:text-sm">
      {texts.steps.map((label, index) => {
        const state = index + 1 < current ? 'bg-primary-700 text-white' : index + 1 === current ? 'bg-accent-500 text-ink' : 'bg-surface-sunken text-muted';
        return (
          <li key={label} aria-current={index + 1 === current ? 'step' : undefined} className="flex flex-col items-center gap-1">
            <span aria-hidden="true" className={`flex size-8 items-center justify-center rounded-full font-bold tabular ${state}`}>
              {index + 1}
            </span>
            <span className="font-medium">{label}</span>
          </li>
        );
      })}
    </ol>
  );
}

function StepForm({ screen, setup }: { screen: Extract<WizardScreen, { kind: 'step' }>; setup: WizardSetup }) {
  const step = screen.step as WizardStep;
  const navigation = useNavigation();
  const isPending = navigation.state !== 'idle';
  // The terms checkbox is drawn apart, with its link and notice.
  const fields = [...(step === 1 && setup.isCorporate ? ['businessName', 'cacNumber'] : []), ...wizardStepFields(step, setup.isCorporate).filter((field) => field !== 'terms')];
  const errors = Object.entries(screen.errors).filter(([field]) => field !== 'form');
  const firstError = errors[0]?.[0];
  const hasErrors = errors.length > 0 || Boolean(screen.errors.form);
  const draft = useWizardDraft({ path: setup.actionPath, step, hasErrors });
  const values = { ...screen.values, ...(draft.restored ?? {}) };
  const [stateOfOrigin, setStateOfOrigin] = useState(String(values.stateOfOrigin ?? ''));
  const [lgaKey, setLgaKey] = useState(0);
  useEffect(() => {
    if (!firstError) return;
    // Section 5: the first failing field's message as a notice; the field is marked and takes focus.
    notify.error(screen.errors[firstError], { id: `wizard-${firstError}` });
    focusBelowSummary(document.getElementById(`wizard-${firstError}`));
  }, [firstError, screen.errors]);
  useEffect(() => {
    if (draft.restored?.stateOfOrigin) setStateOfOrigin(String(draft.restored.stateOfOrigin));
  }, [draft.restored]);
  const [isReadyToComplete, setReadyToComplete] = useState(false);
  const onFormChange = (event: FormEvent<HTMLFormElement>) => {
    draft.onChange(event);
    if (step === 5) setReadyToComplete(isCompleteDocuments(new FormData(event.currentTarget)));
  };
  // Section 4: validity shows continuously in steps 3 and 4, after a first attempt in steps 1 and 2.
  const isLive = step === 3 || step === 4 || hasErrors;
  const check = fieldCheck(step, setup.isCorporate);

  return (
    <Form
      ref={draft.formRef}
      method="post"
      action={setup.actionPath}
      encType={step === 5 ? 'multipart/form-data' : undefined}
      noValidate
      onChange={onFormChange}
      className="flex flex-col gap-5"
      aria-labelledby="wizard-step-heading"
    >
      <div>
        <ErrorSummary title={texts.errorSummary} errors={errors.map(([field, message]) => ({ fieldId: `wizard-${field}`, message }))} />
        {screen.errors.form ? (
          <p role="alert" className="rounded-card border-2 border-error bg-error-bg p-4 font-medium text-error">
            {screen.errors.form}
          </p>
        ) : null}
      </div>
      <h2 id="wizard-step-heading" className="text-2xl font-bold">
        {STEP_HEADINGS[step - 1]}
      </h2>
      {step === 2 ? <p className="text-muted">{texts.bioData.intro}</p> : null}
      {step === 4 ? <p className="text-muted">{texts.nextOfKin.intro}</p> : null}
      {step === 2 && screen.emailVerified ? (
        <p role="status" className="rounded-card bg-success-bg p-3 font-semibold text-success">
          {texts.bioData.emailVerified}
        </p>
      ) : null}
      {step === 1 ? <p className="text-sm text-muted">{messages.forms.hints.bvn}</p> : null}
      {draft.restored ? (
        <p role="status" className="rounded-card bg-info-bg p-3 text-sm">
          {texts.draftRestored}
        </p>
      ) : null}
      <input type="hidden" name="step" value={step} />
      {step > 1 ? <input type="hidden" name="acctType" value={String(screen.values.acctType ?? '')} /> : null}
      <div key={draft.restored ? 'restored' : 'sent'} className="grid gap-5 sm:grid-cols-2">
        {fields.map((name) => {
          const locked = step === 2 && (LOCKED_FROM_RECORD.includes(name) || (name === 'gender' && Boolean(screen.values.gender)));
          const value = values[name] as string | string[] | undefined;
          return (
            <div key={name === 'lga' ? `lga-${lgaKey}` : name}>
              <WizardField
                name={name}
                kind={fieldKind(name, { productOptions: setup.productOptions, stateOfOrigin })}
                required={isRequiredField(step, name, setup.isCorporate)}
                value={name === 'lga' && lgaKey > 0 ? '' : value}
                error={screen.errors[name]}
                locked={locked}
                autoFocus={name === firstError}
                check={(typed) => check(name, typed) ?? (name === 'idNO' ? idNumberProblem(draft.formRef.current, typed) : undefined)}
                isLive={isLive}
                onChange={
                  name === 'stateOfOrigin'
                    ? (chosen) => {
                        // A new state of origin resets the LGA: one of its own must be picked.
                        setStateOfOrigin(chosen);
                        setLgaKey((key) => key + 1);
                      }
                    : undefined
                }
              />
              {locked && name === 'gender' ? <LockedValue name="gender" value={String(value)} /> : null}
            </div>
          );
        })}
      </div>
      {step === 5 ? (
        <div className="flex flex-col gap-2">
          <label className="flex min-h-11 items-start gap-3">
            <input type="checkbox" name="terms" value="true" className="mt-1 size-5" aria-describedby="wizard-terms-notice" id="wizard-terms" />
            <span>
              <Link to="/terms-of-service" className="font-semibold text-primary-700 underline">
                {texts.documents.terms}
              </Link>
              <span className="ml-0.5 text-magenta" aria-hidden="true">*</span>
            </span>
          </label>
          {screen.errors.terms ? <p className="text-xs font-medium text-error">{screen.errors.terms}</p> : null}
          <p id="wizard-terms-notice" className="text-sm text-muted">
            {texts.documents.accuracyNotice}
          </p>
        </div>
      ) : null}
      {step === 1 ? <p className="text-sm font-medium">{texts.basicInfo.alterStepOne}</p> : null}
      {/* The main button comes first in the form, so that Enter moves on (implicit submission takes the first). */}
      <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-between">
        <SubmitButton
          name="intent"
          value={step === 1 ? 'begin' : 'save'}
          isReady={step !== 5 || isReadyToComplete}
          isEnabledOnlyWhenReady={step === 5}
          isPending={isPending}
          pendingLabel={messages.errors.loading}
        >
          {step === 1 ? texts.basicInfo.beginRegistration : step === 5 ? texts.documents.submit : texts.continue}
        </SubmitButton>
        {step > 2 ? (
          <button type="submit" name="intent" value="previous" formNoValidate className={buttonClasses('outline')}>
            {texts.previous}
          </button>
        ) : null}
      </div>
    </Form>
  );
}

/** 'Enter 6 Digits OTP Code Here' with its countdown; step 1's values ride along unchanged. */
function OtpForm({ screen, setup }: { screen: Extract<WizardScreen, { kind: 'otp' }>; setup: WizardSetup }) {
  const [secondsLeft, setSecondsLeft] = useState(screen.resendAfterSeconds);
  useEffect(() => {
    setSecondsLeft(screen.resendAfterSeconds);
    const timer = setInterval(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [screen]);
  const carried = Object.entries(screen.values).filter(([name]) => !['intent', 'otp', 'signupToken'].includes(name));
  return (
    <Form method="post" action={setup.actionPath} className="flex flex-col gap-4" aria-labelledby="otp-heading">
      <h2 id="otp-heading" className="text-2xl font-bold">
        {texts.basicInfo.heading}
      </h2>
      <p role="status">{screen.notice}</p>
      {carried.map(([name, value]) => (Array.isArray(value) ? null : <input key={name} type="hidden" name={name} value={value} />))}
      <input type="hidden" name="signupToken" value={screen.signupToken} />
      <WizardField name="otp" kind={{ type: 'digits', maxLength: 6, autoComplete: 'one-time-code' }} required value="" error={screen.error} />
      <p className="text-sm text-muted" aria-live="polite">
        <span className="font-bold tabular">{secondsLeft}</span> {texts.basicInfo.secondsRemaining}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-between">
        <SubmitButton name="intent" value="otp" isReady isPending={false} pendingLabel={messages.errors.loading}>
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
    </Form>
  );
}

/** 'Nice Job!...': step 1 is saved on the server, so the typed draft (BVN included) is dropped. */
function EmailSent({ screen, setup }: { screen: Extract<WizardScreen, { kind: 'emailSent' }>; setup: WizardSetup }) {
  useEffect(() => clearDraft(), []);
  const change = messages.onboarding.emailChange;
  const result = messages.accountScreens.result;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6">
      <p role="status" className="text-center text-xl font-bold text-primary-700">
        {texts.basicInfo.emailSent}
      </p>
      {screen.notice ? <p className="text-center">{screen.notice}</p> : null}
      {screen.error ? (
        <p role="alert" className="font-medium text-error">
          {screen.error}
        </p>
      ) : null}
      <Form method="post" action={setup.actionPath} className="flex flex-col items-center gap-2">
        <input type="hidden" name="customerId" value={screen.customerId} />
        <p>{messages.account.instantResult.resendPrompt}</p>
        <button type="submit" name="intent" value="resendEmail" className={buttonClasses('outline')}>
          {messages.account.instantResult.resendEmail}
        </button>
      </Form>
      <Form method="post" action={setup.actionPath} className="flex flex-col gap-3 rounded-card border border-border p-4" aria-labelledby="wizard-different-email">
        <h2 id="wizard-different-email" className="text-lg font-bold">
          {result.differentEmailTitle}
        </h2>
        <input type="hidden" name="customerId" value={screen.customerId} />
        {screen.emailChange ? (
          <>
            <input type="hidden" name="email" value={screen.emailChange.email} />
            <input type="hidden" name="maskedPhone" value={screen.emailChange.maskedPhone} />
            <p role="status" className="text-sm">
              {change.codeSent(screen.emailChange.maskedPhone)}
            </p>
            <Field id="wizard-email-code" label={change.codeLabel} required>
              {(control) => <input {...control} name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} className={controlClasses()} />}
            </Field>
            <button type="submit" name="intent" value="utilizeDiffConfirmationEmail" className={buttonClasses('primary')}>
              {change.confirm}
            </button>
          </>
        ) : (
          <>
            <Field id="wizard-different-email-address" label={result.differentEmailLabel} required>
              {(control) => <input {...control} type="email" name="email" autoComplete="email" maxLength={254} className={controlClasses()} />}
            </Field>
            <button type="submit" name="intent" value="utilizeDiffConfirmationEmail" className={buttonClasses('primary')}>
              {result.differentEmailSubmit}
            </button>
          </>
        )}
      </Form>
    </div>
  );
}

function ResultModal({ heading, greeting, children, actions }: { heading: string; greeting: string; children: React.ReactNode; actions: React.ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section role="dialog" aria-modal="true" aria-labelledby="wizard-result-heading" className="mx-auto flex max-w-xl flex-col gap-4 rounded-card border border-border p-6 text-center shadow-raised">
      <h2 id="wizard-result-heading" ref={ref} tabIndex={-1} className="break-words text-xl font-bold text-primary-700 sm:text-2xl">
        {heading}
      </h2>
      {greeting ? <p className="text-lg font-semibold">{greeting}</p> : null}
      {children}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">{actions}</div>
    </section>
  );
}

export function NewAccountWizard({ screen, setup }: { screen: WizardScreen; setup: WizardSetup }) {
  switch (screen.kind) {
    case 'verifyLink':
      return (
        <Form method="post" action={setup.actionPath} className="mx-auto flex max-w-xl flex-col gap-4">
          <h2 className="text-2xl font-bold">{texts.verifyLink.heading}</h2>
          {screen.state === 'ready' ? (
            <>
              <p>{texts.verifyLink.intro}</p>
              <input type="hidden" name="psc" value={screen.psc} />
              <button type="submit" name="intent" value="verifyEmail" className={buttonClasses('accent')}>
                {texts.verifyLink.button}
              </button>
            </>
          ) : (
            <p role="alert">{messages.onboarding.verificationLinkInvalid}</p>
          )}
        </Form>
      );
    case 'emailSent':
      return <EmailSent screen={screen} setup={setup} />;
    case 'otp':
      return (
        <>
          <Stepper current={1} />
          <OtpForm screen={screen} setup={setup} />
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

export type { WizardValues };
