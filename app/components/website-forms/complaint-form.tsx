import { COMPLAINT_CATEGORIES } from '@domain/lists/complaint-categories';
import { complaintTexts } from '@domain/messages/complaints';
import { CheckedPageForm } from '~/components/form-kit/checked-page-form';
import type { FormFailure } from '~/components/form-kit/form-failure';
import { SelectField, TextAreaField, TextField } from '~/components/form-kit/form-fields';
import { SenderFields } from '~/components/form-kit/sender-fields';

const texts = complaintTexts;
const FORM_ID = 'complaint';
const CATEGORY_OPTIONS = COMPLAINT_CATEGORIES.map((value) => ({ value, label: texts.categories[value] }));
// The schema and its phone rules (libphonenumber-js) arrive when the visitor turns to the form.
const importComplaintSchema = () => import('@domain/forms/complaint').then((rules) => rules.ComplaintSchema);

export type ComplaintActionData =
  { intent: 'complaint'; status: 'received'; reference: string; masked: boolean } | FormFailure<'complaint'>;

/** The complaint form: checked in the browser and again by the route's action (and without JavaScript). */
export function ComplaintForm({ failure }: { failure?: FormFailure<'complaint'> }) {
  const { fields } = texts;
  return (
    <CheckedPageForm
      formId={FORM_ID}
      intent="complaint"
      schema={importComplaintSchema}
      failure={failure}
      card={{ titleId: 'complaint-form-title', title: texts.formHeading, lead: texts.formLead }}
      submitLabel={texts.submit}
    >
      {({ errors, values }) => (
        <>
          <SenderFields formId={FORM_ID} texts={fields} errors={errors} values={values} />
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
        </>
      )}
    </CheckedPageForm>
  );
}
