import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { Link } from '~/components/ui/link';
import { CircleCheck } from 'lucide-react';
import { CONTACT_SUBJECTS } from '@domain/lists/contact-subjects';
import { websiteFormTexts } from '@domain/messages/website-forms';
import { ErrorSummary } from '~/components/form-kit/error-summary';
import { SubmitButton } from '~/components/form-kit/submit-button';
import { Alert } from '~/components/ui/alert';
import type { FormFailure } from '~/components/form-kit/form-action';
import { FormCard } from '~/components/form-kit/form-card';
import { SelectField, TextAreaField, TextField } from '~/components/form-kit/form-fields';
import { useCheckedForm } from '~/components/form-kit/use-checked-form';

const texts = websiteFormTexts.contact;
const FORM_ID = 'contact';
const SUBJECT_OPTIONS = CONTACT_SUBJECTS.map((value) => ({ value, label: texts.subjects[value] }));
// The schema and its phone rules (libphonenumber-js) arrive when the visitor turns to the form.
const importContactSchema = () => import('@domain/forms/contact').then((rules) => rules.ContactSchema);

export type ContactActionData = { intent: 'contact'; status: 'sent'; masked: boolean } | FormFailure<'contact'>;

/** The contact form: checked in the browser and again by the route's action (and without JavaScript). */
export function ContactForm({ result }: { result?: ContactActionData }) {
  const navigation = useNavigation();
  const isPending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'contact';
  const failure = result && result.status !== 'sent' ? result : undefined;
  const { errors, summary, formProps } = useCheckedForm({
    formId: FORM_ID,
    schema: importContactSchema,
    serverErrors: failure?.status === 'invalid' ? failure.errors : undefined,
  });
  const values = failure?.values ?? {};
  const sentHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (result?.status === 'sent') sentHeading.current?.focus();
  }, [result]);

  if (result?.status === 'sent') {
    return (
      <FormCard
        titleId="contact-form-title"
        title={texts.formHeading}
        className="lg:col-start-1 lg:row-span-2 lg:row-start-1"
      >
        <div role="status" className="mt-6 flex flex-col items-start gap-4 rounded-card bg-success-bg p-5 text-success">
          <CircleCheck className="size-8" aria-hidden="true" />
          <h3 ref={sentHeading} tabIndex={-1} className="text-lg font-semibold text-ink">
            {texts.success}
          </h3>
          {result.masked ? <p className="text-ink">{texts.maskedNotice}</p> : null}
          <Link
            to="/contact"
            className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-4"
          >
            {texts.sendAnother}
          </Link>
        </div>
      </FormCard>
    );
  }

  return (
    <FormCard
      titleId="contact-form-title"
      title={texts.formHeading}
      lead={texts.formLead}
      className="lg:col-start-1 lg:row-span-2 lg:row-start-1"
    >
      <Form method="post" {...formProps} className="mt-6 flex flex-col gap-5">
        <ErrorSummary title={websiteFormTexts.common.errorSummaryTitle} errors={summary} />
        <div role="alert">{failure?.status === 'refused' ? <Alert tone="error">{failure.message}</Alert> : null}</div>
        <input type="hidden" name="intent" value="contact" />
        <TextField
          formId={FORM_ID}
          name="name"
          label={texts.fields.name.label}
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
          label={texts.fields.email.label}
          hint={texts.fields.email.hint}
          error={errors.email}
          defaultValue={values.email}
        />
        <TextField
          formId={FORM_ID}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          label={texts.fields.phone.label}
          hint={texts.fields.phone.hint}
          isOptional
          error={errors.phone}
          defaultValue={values.phone}
        />
        <SelectField
          formId={FORM_ID}
          name="subject"
          label={texts.fields.subject.label}
          placeholder={texts.fields.subject.placeholder}
          options={SUBJECT_OPTIONS}
          error={errors.subject}
          defaultValue={values.subject}
        />
        <TextAreaField
          formId={FORM_ID}
          name="message"
          label={texts.fields.message.label}
          hint={texts.fields.message.hint}
          error={errors.message}
          defaultValue={values.message}
          rows={7}
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
