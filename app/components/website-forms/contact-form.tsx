import { useEffect, useRef } from 'react';
import { Link } from '~/components/ui/link';
import { CircleCheck } from 'lucide-react';
import { CONTACT_SUBJECTS } from '@domain/lists/contact-subjects';
import { websiteFormTexts } from '@domain/messages/website-forms';
import { CheckedPageForm } from '~/components/form-kit/checked-page-form';
import type { FormFailure } from '~/components/form-kit/form-failure';
import { FormCard } from '~/components/form-kit/form-card';
import { SelectField, TextAreaField } from '~/components/form-kit/form-fields';
import { SenderFields } from '~/components/form-kit/sender-fields';

const texts = websiteFormTexts.contact;
const FORM_ID = 'contact';
// Where the card sits in the contact page's grid.
const CARD_PLACE = 'lg:col-start-1 lg:row-span-2 lg:row-start-1';
const SUBJECT_OPTIONS = CONTACT_SUBJECTS.map((value) => ({ value, label: texts.subjects[value] }));
// The schema and its phone rules (libphonenumber-js) arrive when the visitor turns to the form.
const importContactSchema = () => import('@domain/forms/contact').then((rules) => rules.ContactSchema);

export type ContactActionData = { intent: 'contact'; status: 'sent'; masked: boolean } | FormFailure<'contact'>;

/** The contact form: checked in the browser and again by the route's action (and without JavaScript). */
export function ContactForm({ result }: { result?: ContactActionData }) {
  const failure = result && result.status !== 'sent' ? result : undefined;
  const sentHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (result?.status === 'sent') sentHeading.current?.focus();
  }, [result]);

  if (result?.status === 'sent') {
    return (
      <FormCard titleId="contact-form-title" title={texts.formHeading} className={CARD_PLACE}>
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
    <CheckedPageForm
      formId={FORM_ID}
      intent="contact"
      schema={importContactSchema}
      failure={failure}
      card={{ titleId: 'contact-form-title', title: texts.formHeading, lead: texts.formLead, className: CARD_PLACE }}
      submitLabel={texts.submit}
    >
      {({ errors, values }) => (
        <>
          <SenderFields formId={FORM_ID} texts={texts.fields} errors={errors} values={values} />
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
        </>
      )}
    </CheckedPageForm>
  );
}
