import { QUICK_STEP } from '@domain/constants';
import { messages } from '@domain/messages';
import { ErrorSummary } from '~/components/form-kit/error-summary';
import { SubmitButton } from '~/components/form-kit/submit-button';
import { BvnStatusNotice } from './bvn-status-notice';
import { BvnValidationDialog } from './bvn-validation-dialog';
import type { InstantFormSetup } from './instant-account-setup';
import { SCREEN_ORDER } from './instant-account-values';
import { InstantFormError } from './instant-form-error';
import { InstantFormSections } from './instant-form-sections';
import { TermsField } from './terms-field';
import type { InstantAccountForm as FormState } from './use-instant-account-form';

const texts = messages.accountScreens.form;

/** The Instant Account form (specification 2.6). Posts to the route action without JavaScript. */
export function InstantAccountForm({ setup, form }: { setup: InstantFormSetup; form: FormState }) {
  const summary = SCREEN_ORDER.filter((field) => form.errors[field]).map((field) => ({
    fieldId: field,
    message: form.errors[field]!,
  }));
  return (
    <form
      {...form.formProps}
      method="post"
      action={setup.actionPath}
      encType="multipart/form-data"
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
      <InstantFormSections setup={setup} form={form} />
      <TermsField checked={form.terms} onChange={form.setTerms} error={form.errors.terms} disabled={!form.isUnlocked} />

      <div className="flex flex-col gap-3">
        <InstantFormError message={form.formError} />
        <SubmitButton isReady={form.isReady} isPending={form.isPending} pendingLabel={texts.pending}>
          {messages.account.instant.submit}
        </SubmitButton>
      </div>
    </form>
  );
}
