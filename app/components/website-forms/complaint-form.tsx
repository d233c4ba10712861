import { Form, useNavigation } from 'react-router';
import { COMPLAINT_CATEGORIES } from '@domain/lists/complaint-categories';
import { complaintTexts } from '@domain/messages/complaints';
import { websiteFormTexts } from '@domain/messages/website-forms';
import { ErrorSummary } from '~/components/form-kit/error-summary';
import { SubmitButton } from '~/components/form-kit/submit-button';
import { Alert } from '~/components/ui/alert';
import type { FormFailure } from '~/components/form-kit/form-action';
import { FormCard } from '~/components/form-kit/form-card';
import { SelectField, TextAreaField, TextField } from '~/components/form-kit/form-fields';
import { useCheckedForm } from '~/components/form-kit/use-checked-form';

const texts = complaintTexts;
const FORM_ID = 'complaint';
const CATEGORY_OPTIONS = COMPLAINT_CATEGORIES.map((value) => ({ value, label: texts.categories[value] }));
// The schema and its phone rules (libphonenumber-js) arrive when the visitor turns to the form.
const importComplaintSchema = () => import('@domain/forms/complaint').then((rules) => rules.ComplaintSchema);

export type ComplaintActionData =
  { intent: 'complaint'; status: 'received'; reference: string; masked: boolean } | FormFailure<'complaint'>;

/** The complaint form: checked in the browser and again by the route's action (and without JavaScript). */
export function ComplaintForm({ failure }: { failure?: FormFailure<'complaint'> }) {
  const navigation = useNavigation();
  const isPending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'complaint';
  const { errors, summary, formProps } = useCheckedForm({
    formId: FORM_ID,
    schema: importComplaintSchema,
    serverErrors: failure?.status === 'invalid' ? failure.errors : undefined,
  });
  const values = failure?.values ?? {};
  const { fields } = texts;
  return (
    <FormCard titleId="complaint-form-title" title={texts.formHeading} lead={texts.formLead}>
      <Form method="post" {...formProps} className="mt-6 flex flex-col gap-5">
        <ErrorSummary title={websiteFormTexts.common.errorSummaryTitle} errors={summary} />
        <div role="alert">{failure?.status === 'refused' ? <Alert tone="error">{failure.message}</Alert> : null}</div>
        <input type="hidden" name="intent" value="complaint" />
        <TextField
          formId={FORM_ID}
          name="name"
          label={fields.name.label}
          autoComplete="name"
          error={errors.name}
          defaultValue={values.name}
        />
        <TextField
          formId={FORM_ID}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          label={fields.email.label}
          hint={fields.email.hint}
          error={errors.email}
          defaultValue={values.email}
        />
        <TextField
          formId={FORM_ID}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          label={fields.phone.label}
          hint={fields.phone.hint}
          isOptional
          error={errors.phone}
          defaultValue={values.phone}
        />
        <TextField
          formId={FORM_ID}
          name="accountNumber"
          inputMode="numeric"
          autoComplete="off"
          label={fields.accountNumber.label}
          hint={fields.accountNumber.hint}
          isOptional
          error={errors.accountNumber}
          defaultValue={values.accountNumber}
        />
        <SelectField
          formId={FORM_ID}
          name="category"
          label={fields.category.label}
          placeholder={fields.category.placeholder}
          options={CATEGORY_OPTIONS}
          error={errors.category}
          defaultValue={values.category}
        />
        <TextAreaField
          formId={FORM_ID}
          name="description"
          label={fields.description.label}
          hint={fields.description.hint}
          error={errors.description}
          defaultValue={values.description}
          rows={8}
        />
        <div>
          <SubmitButton isReady isPending={isPending} pendingLabel={websiteFormTexts.common.sending}>
            {texts.submit}
          </SubmitButton>
        </div>
      </Form>
    </FormCard>
  );
}
