import { WHISTLE_BLOWER_CATEGORIES } from '@domain/lists/whistle-blower-categories';
import { websiteFormTexts } from '@domain/messages/website-forms';
import { CheckedPageForm } from '~/components/form-kit/checked-page-form';
import type { FormFailure } from '~/components/form-kit/form-failure';
import { SelectField, TextAreaField, TextField } from '~/components/form-kit/form-fields';

const texts = websiteFormTexts.whistleBlower;
const FORM_ID = 'report';
const CATEGORY_OPTIONS = WHISTLE_BLOWER_CATEGORIES.map((value) => ({ value, label: texts.categories[value] }));
// The schema and its phone rules (libphonenumber-js) arrive when the visitor turns to the form.
const importReportSchema = () =>
  import('@domain/forms/whistle-blower').then((rules) => rules.WhistleBlowerReportSchema);

/** The report form: what happened first, then the optional "about you" that makes a report named. */
export function WhistleBlowerReportForm({ failure }: { failure?: FormFailure<'report'> }) {
  const { fields } = texts;
  return (
    <CheckedPageForm
      formId={FORM_ID}
      intent="report"
      schema={importReportSchema}
      failure={failure}
      card={{ titleId: 'report-form-title', title: texts.formHeading, lead: texts.formLead }}
      submitLabel={texts.submit}
    >
      {({ errors, values }) => (
        <>
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
            name="whatHappened"
            label={fields.whatHappened.label}
            hint={fields.whatHappened.hint}
            error={errors.whatHappened}
            defaultValue={values.whatHappened}
            rows={7}
          />
          <TextField
            formId={FORM_ID}
            name="whenHappened"
            label={fields.whenHappened.label}
            hint={fields.whenHappened.hint}
            autoComplete="off"
            error={errors.whenHappened}
            defaultValue={values.whenHappened}
          />
          <TextAreaField
            formId={FORM_ID}
            name="whoInvolved"
            label={fields.whoInvolved.label}
            hint={fields.whoInvolved.hint}
            isOptional
            error={errors.whoInvolved}
            defaultValue={values.whoInvolved}
            rows={3}
          />
          <TextAreaField
            formId={FORM_ID}
            name="evidence"
            label={fields.evidence.label}
            hint={fields.evidence.hint}
            isOptional
            error={errors.evidence}
            defaultValue={values.evidence}
            rows={4}
          />
          <fieldset
            className="flex flex-col gap-5 rounded-card border border-border bg-surface-subtle p-4 sm:p-5"
            aria-describedby="report-about-you-hint"
          >
            <legend className="px-1 text-lg font-semibold">{texts.aboutYouHeading}</legend>
            <p id="report-about-you-hint" className="-mt-2 text-sm text-muted">
              {texts.aboutYouHint}
            </p>
            <TextField
              formId={FORM_ID}
              name="reporterName"
              label={fields.reporterName.label}
              isOptional
              autoComplete="off"
              error={errors.reporterName}
              defaultValue={values.reporterName}
            />
            <TextField
              formId={FORM_ID}
              name="reporterContact"
              label={fields.reporterContact.label}
              hint={fields.reporterContact.hint}
              isOptional
              autoComplete="off"
              error={errors.reporterContact}
              defaultValue={values.reporterContact}
            />
          </fieldset>
        </>
      )}
    </CheckedPageForm>
  );
}
