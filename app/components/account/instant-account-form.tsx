import type { ReactNode } from 'react';
import { Link } from '~/components/ui/link';
import { DEFAULT_MAX_FILE_BYTES, IDENTITY_NUMBER_LENGTH, QUICK_STEP } from '@domain/constants';
import { BRANCH_OPTIONS, GENDERS, toSelectOptions, type SelectOption } from '@domain/lists';
import { messages } from '@domain/messages';
import { ErrorSummary } from '~/components/form-kit/error-summary';
import { Field, controlClasses, type ControlProps } from '~/components/form-kit/field';
import { SubmitButton } from '~/components/form-kit/submit-button';
import { ButtonLink } from '~/components/ui/button-link';
import { BvnStatusNotice } from './bvn-status-notice';
import { BvnValidationDialog } from './bvn-validation-dialog';
import { FileUploadField } from './file-upload-field';
import type { InstantFormSetup } from './instant-account-setup';
import { OPTIONAL_FIELDS, SCREEN_ORDER, type FileField, type TextField } from './instant-account-values';
import { PhoneInput } from './phone-input';
import type { InstantAccountForm as FormState } from './use-instant-account-form';

const labels = messages.account.fieldLabels;
const texts = messages.accountScreens.form;
const GENDER_OPTIONS = toSelectOptions(GENDERS);

/** The latest birth date the rule accepts, by the UTC calendar as the rule itself counts. */
function oneYearAgo(): string {
  const today = new Date().toISOString().slice(0, 10);
  return `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
}

/** The Instant Account form (specification 2.6). Posts to the route action without JavaScript. */
export function InstantAccountForm({ setup, form }: { setup: InstantFormSetup; form: FormState }) {
  const summary = SCREEN_ORDER.filter((field) => form.errors[field]).map((field) => ({
    fieldId: field,
    message: form.errors[field]!,
  }));

  function textField(
    field: TextField,
    render: (args: { control: ControlProps; locked: boolean; disabled: boolean; invalid: boolean }) => ReactNode,
    extra: { hint?: ReactNode; isSelect?: boolean } = {},
  ) {
    const value = form.values[field];
    const locked = form.locked.includes(field);
    const disabled = !form.isUnlocked;
    const problem = value.trim() ? form.rules?.textFieldProblem(field, value) : undefined;
    const error = form.errors[field];
    return (
      <Field
        key={field}
        id={field}
        label={labels[field]}
        required={!OPTIONAL_FIELDS.has(field)}
        hint={extra.hint}
        error={error}
        instruction={!error && form.focused === field && !locked ? problem : undefined}
        validity={!form.rules || disabled || !value.trim() ? undefined : problem ? 'invalid' : 'valid'}
        locked={locked || disabled}
        lockedNote={locked ? texts.lockedNote : undefined}
        isSelect={extra.isSelect && !locked}
      >
        {(control) => render({ control, locked, disabled, invalid: Boolean(error) })}
      </Field>
    );
  }

  function inputField(
    field: TextField,
    options: {
      type?: string;
      inputMode?: 'numeric' | 'email' | 'text';
      autoComplete?: string;
      maxLength?: number;
      max?: string;
      hint?: ReactNode;
    } = {},
  ) {
    return textField(
      field,
      ({ control, locked, disabled, invalid }) => (
        <input
          {...control}
          name={field}
          type={options.type ?? 'text'}
          inputMode={options.inputMode}
          autoComplete={options.autoComplete ?? 'off'}
          maxLength={options.maxLength}
          max={options.max}
          value={form.values[field]}
          readOnly={locked}
          disabled={disabled}
          onChange={(event) =>
            form.setValue(
              field,
              options.inputMode === 'numeric' ? event.target.value.replace(/\D/g, '') : event.target.value,
            )
          }
          onFocus={() => form.setFocused(field)}
          onBlur={() => form.setFocused(undefined)}
          className={`${controlClasses({ invalid, locked: locked || disabled })} ${options.inputMode === 'numeric' ? 'tabular' : ''}`}
        />
      ),
      { hint: options.hint },
    );
  }

  function selectField(field: TextField, options: readonly SelectOption[]) {
    return textField(
      field,
      ({ control, locked, disabled, invalid }) =>
        locked ? (
          <input
            {...control}
            name={field}
            type="text"
            readOnly
            value={form.values[field]}
            className={controlClasses({ locked: true })}
          />
        ) : (
          <select
            {...control}
            name={field}
            value={form.values[field]}
            disabled={disabled}
            onChange={(event) => form.setValue(field, event.target.value)}
            onFocus={() => form.setFocused(field)}
            onBlur={() => form.setFocused(undefined)}
            className={controlClasses({ invalid, locked: disabled, isSelect: true })}
          >
            <option value="">{texts.selectPlaceholder}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ),
      { isSelect: true },
    );
  }

  function fileField(field: FileField) {
    return (
      <FileUploadField
        key={field}
        name={field}
        label={labels[field]}
        required
        error={form.errors[field]}
        file={form.files[field]}
        progress={form.progress[field]}
        disabled={!form.isUnlocked}
        maxBytes={DEFAULT_MAX_FILE_BYTES}
        onChange={(file) => form.setFile(field, file)}
      />
    );
  }

  return (
    <form
      {...form.fetchingProps}
      method="post"
      action={setup.actionPath}
      encType="multipart/form-data"
      noValidate
      onSubmit={form.submit}
      aria-labelledby="instant-form-title"
      className="flex flex-col gap-8"
    >
      <input type="hidden" name="intent" value="instantAccount" />
      <input type="hidden" name="cbBy" value={setup.cbBy} />
      <input type="hidden" name="acctType" value={setup.acctType} />
      <input type="hidden" name="step" value={QUICK_STEP} />
      <input type="hidden" name="bvnRef" value={form.bvnRef} />
      <input type="hidden" name="idempotencyKey" value={form.idempotencyKey} />
      <input type="hidden" name="lockedFields" value={form.locked.join(',')} />

      <div className="flex flex-col gap-2">
        <h2 id="instant-form-title" className="text-2xl font-bold text-ink">
          {messages.account.instant.intro}
        </h2>
        {setup.acctType === 'Corporate' ? <p className="text-muted">{texts.corporateIntro}</p> : null}
        <p className="text-sm text-muted">{texts.required}</p>
      </div>

      <BvnStatusNotice
        notice={setup.bvnNotice}
        problem={setup.bvnProblem}
        isUnlocked={form.isUnlocked}
        action={
          <BvnValidationDialog
            returnTo={setup.actionPath}
            initialBvn={form.values.bvnNo}
            onBeforeRedirect={form.saveDraftNow}
          />
        }
      />

      <ErrorSummary title={texts.errorSummaryTitle} errors={summary} />

      {setup.acctType === 'Corporate' ? (
        <Group legend={texts.companyDetails}>
          {inputField('businessName', { autoComplete: 'organization' })}
          {inputField('cacNumber', { autoComplete: 'off', hint: texts.cacNumberHint })}
        </Group>
      ) : null}

      <Group legend={setup.acctType === 'Corporate' ? texts.directorDetails : texts.yourDetails}>
        {inputField('bvnNo', {
          inputMode: 'numeric',
          maxLength: IDENTITY_NUMBER_LENGTH,
          hint: messages.forms.hints.bvn,
        })}
        {inputField('nin', { inputMode: 'numeric', maxLength: IDENTITY_NUMBER_LENGTH })}
        {inputField('lastname', { autoComplete: 'family-name' })}
        {inputField('firstname', { autoComplete: 'given-name' })}
        {inputField('middlename', { autoComplete: 'additional-name' })}
        {selectField('gender', GENDER_OPTIONS)}
        {inputField('birthDate', { type: 'date', autoComplete: 'bday', max: oneYearAgo() })}
      </Group>

      <Group legend={texts.accountDetails}>
        {selectField('accountProduct', setup.productOptions)}
        {selectField('preferredBranch', BRANCH_OPTIONS)}
      </Group>

      <Group legend={texts.contactDetails}>
        {inputField('email', {
          type: 'email',
          inputMode: 'email',
          autoComplete: 'email',
          hint: messages.account.instant.emailNote,
        })}
        {textField('phoneNo', ({ control, locked, disabled, invalid }) => (
          <PhoneInput
            control={control}
            name="phoneNo"
            value={form.values.phoneNo}
            onChange={(value) => form.setValue('phoneNo', value)}
            onFocus={() => form.setFocused('phoneNo')}
            onBlur={() => form.setFocused(undefined)}
            locked={locked}
            disabled={disabled}
            invalid={invalid}
          />
        ))}
      </Group>

      <Group legend={texts.documents}>
        {fileField('photo')}
        {fileField('scannedIDCard')}
      </Group>

      <TermsField checked={form.terms} onChange={form.setTerms} error={form.errors.terms} disabled={!form.isUnlocked} />

      <div className="flex flex-col gap-3">
        {form.formError ? (
          <div role="alert" className="flex flex-col gap-3 rounded-input bg-error-bg p-3">
            <p className="font-semibold text-error">{form.formError}</p>
            {form.formError === messages.errors.accountAlreadyOpened ? <AlreadyOpenedNextSteps /> : null}
          </div>
        ) : null}
        <SubmitButton isReady={form.isReady} isPending={form.isPending} pendingLabel={texts.pending}>
          {messages.account.instant.submit}
        </SubmitButton>
      </div>
    </form>
  );
}

/** A product already opened is no dead end: sign in to see it, or choose another (issue 27 point 22). */
function AlreadyOpenedNextSteps() {
  return (
    <>
      <p className="text-ink">{texts.alreadyOpenedNext}</p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/login">{texts.signIn}</ButtonLink>
        <ButtonLink to="/accountopening#best-selling" variant="outline">
          {texts.otherProducts}
        </ButtonLink>
      </div>
    </>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-card border border-border p-4 sm:p-6">
      <legend className="px-1 text-lg font-bold text-ink">{legend}</legend>
      <div className="grid gap-5 md:grid-cols-2">{children}</div>
    </fieldset>
  );
}

function TermsField({
  checked,
  onChange,
  error,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  disabled: boolean;
}) {
  const terms = messages.account.instant.terms;
  return (
    <div className="flex flex-col gap-2">
      {error ? (
        <p id="terms-message" className="text-xs font-medium text-error">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      ) : null}
      <div className="flex items-start gap-3">
        <input
          id="terms"
          name="terms"
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'terms-message' : undefined}
          aria-required
          className="mt-0.5 size-6 shrink-0 accent-primary-700"
        />
        <label htmlFor="terms" className="text-sm">
          {terms.beforeTerms}
          <Link
            to="/terms-and-conditions"
            target="_blank"
            rel="noopener"
            className="font-semibold text-primary-700 underline underline-offset-2"
          >
            {terms.termsLink}
            <span className="sr-only"> {texts.opensInNewTab}</span>
          </Link>
          {terms.beforePrivacy}
          <Link
            to="/privacy-policy"
            target="_blank"
            rel="noopener"
            className="font-semibold text-primary-700 underline underline-offset-2"
          >
            {terms.privacyLink}
            <span className="sr-only"> {texts.opensInNewTab}</span>
          </Link>
          {terms.consent}
          <span className="ml-0.5 text-magenta" aria-hidden="true">
            *
          </span>
        </label>
      </div>
    </div>
  );
}
