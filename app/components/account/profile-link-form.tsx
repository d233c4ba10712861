import { useState, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { Link } from '~/components/ui/link';
import { LINKING_STEP } from '@domain/constants';
import { isNinLinked, type AccountPayload } from '@domain/account-result';
import { PROFILE_LINK_FIELDS } from '@domain/forms/profile-link-fields';
import type { SelectOption } from '@domain/lists';
import { messages } from '@domain/messages';
import { wizardTexts } from '@domain/messages/wizard';
import { ErrorSummary } from '~/components/form-kit/error-summary';
import { Field, controlClasses } from '~/components/form-kit/field';
import { SubmitButton } from '~/components/form-kit/submit-button';
import { buttonClasses } from '~/components/ui/button-link';
import { ResultModal } from '~/components/ui/result-modal';

const texts = messages.account.profileLink;
const labels: Record<string, string> = texts.fieldLabels;

export type ProfileLinkOutcome =
  | { kind: 'linked'; payloadData: AccountPayload }
  | { kind: 'refused'; message: string; values: Record<string, string> }
  | { kind: 'invalid'; errors: Record<string, string>; values: Record<string, string> };

const INPUTS: Record<string, { type: string; inputMode?: 'numeric' | 'tel'; maxLength: number; autoComplete: string }> =
  {
    accountName: { type: 'text', maxLength: 255, autoComplete: 'name' },
    accountNo: { type: 'text', inputMode: 'numeric', maxLength: 10, autoComplete: 'off' },
    email: { type: 'email', maxLength: 254, autoComplete: 'email' },
    phoneNo: { type: 'tel', inputMode: 'tel', maxLength: 20, autoComplete: 'tel' },
    bvnNo: { type: 'text', inputMode: 'numeric', maxLength: 11, autoComplete: 'off' },
    nin: { type: 'text', inputMode: 'numeric', maxLength: 11, autoComplete: 'off' },
  };

/** Every field has a value and the authorisation is ticked: SUBMIT is highlighted (section 4). */
function isFilled(form: HTMLFormElement) {
  const data = new FormData(form);
  return PROFILE_LINK_FIELDS.every((field) =>
    field === 'terms'
      ? data.get('terms') === 'on'
      : String(data.get(field) ?? '').trim() !== '' && data.get(field) !== 'empty',
  );
}

/** The BVN and NIN linking form of /profileupdate (specification 2.8), and its two modals. */
export function ProfileLinkForm({
  outcome,
  prefill = {},
  backTo,
  branchOptions,
}: {
  outcome: ProfileLinkOutcome | undefined;
  prefill?: Record<string, string>;
  backTo: string;
  /** The published branches, as the account-opening forms offer them (decision 101). */
  branchOptions: readonly SelectOption[];
}) {
  const navigation = useNavigation();
  const isPending = navigation.state !== 'idle';
  const [isReady, setReady] = useState(false);
  if (outcome?.kind === 'linked' || outcome?.kind === 'refused') {
    const linked = outcome.kind === 'linked' && isNinLinked(outcome.payloadData);
    return (
      <ResultModal
        heading={linked ? texts.successHeading : messages.errors.submissionError}
        isError={!linked}
        greeting={linked && outcome.kind === 'linked' ? outcome.payloadData.accountName.toUpperCase() : ''}
        actions={
          <Link to={backTo} className={buttonClasses('accent')} reloadDocument>
            Close
          </Link>
        }
      >
        <p>{linked ? texts.success : outcome.kind === 'refused' ? outcome.message : messages.errors.submissionError}</p>
      </ResultModal>
    );
  }
  const errors = outcome?.kind === 'invalid' ? outcome.errors : {};
  const values = outcome?.kind === 'invalid' ? outcome.values : prefill;
  const onChange = (event: FormEvent<HTMLFormElement>) => setReady(isFilled(event.currentTarget));
  return (
    <Form
      method="post"
      noValidate
      onChange={onChange}
      className="flex flex-col gap-5"
      aria-labelledby="link-form-heading"
    >
      <ErrorSummary
        title={wizardTexts.errorSummary}
        errors={Object.entries(errors).map(([field, message]) => ({ fieldId: `link-${field}`, message }))}
      />
      <h2 id="link-form-heading" className="text-xl font-bold">
        {texts.alternativeTitle}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        {PROFILE_LINK_FIELDS.filter((field) => field !== 'terms').map((field) => (
          <Field
            key={field}
            id={`link-${field}`}
            label={labels[field]}
            required
            error={errors[field]}
            isSelect={field === 'preferredBranch'}
          >
            {(control) =>
              field === 'preferredBranch' ? (
                <select
                  {...control}
                  name={field}
                  defaultValue={values[field] || 'empty'}
                  className={controlClasses({ invalid: Boolean(errors[field]), isSelect: true })}
                >
                  <option value="empty">Select {labels[field]}</option>
                  {branchOptions.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...control}
                  name={field}
                  {...INPUTS[field]}
                  defaultValue={values[field] ?? ''}
                  className={controlClasses({ invalid: Boolean(errors[field]) })}
                />
              )
            }
          </Field>
        ))}
      </div>
      <label className="flex min-h-11 items-start gap-3">
        <input
          id="link-terms"
          type="checkbox"
          name="terms"
          className="mt-1 size-5"
          aria-describedby={errors.terms ? 'link-terms-message' : undefined}
        />
        <span>{labels.terms}</span>
      </label>
      {errors.terms ? (
        <p id="link-terms-message" className="text-xs font-medium text-error">
          {errors.terms}
        </p>
      ) : null}
      <input type="hidden" name="step" value={LINKING_STEP} />
      <div>
        <SubmitButton isReady={isReady} isPending={isPending} pendingLabel={messages.errors.loading}>
          {texts.submit}
        </SubmitButton>
      </div>
    </Form>
  );
}
