import { EMPLOYMENT_STATUSES } from '@domain/lists/personal';
import { NIGERIAN_STATES } from '@domain/geography';
import { PROPERTY_STATUSES, loanStepSchema, needsContributionMonths, type LoanValueStep } from '@domain/forms';
import { MORTGAGE_PRODUCTS } from '@domain/mortgage-products';
import { loanTexts } from '@domain/messages/loans';
import { AreaForm, type AreaOutcome } from '~/components/form-kit/area-form';
import { SelectField, TextAreaField, TextField } from '~/components/form-kit/form-fields';

const { fields, hints } = loanTexts;
const options = (values: readonly string[], labels?: Record<string, string>) =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }));

type Values = Record<string, string>;

interface StepContext {
  /** The application's product: an NHF application asks for the months of contributions. */
  productId: string;
  /** The date of birth the bank holds, written out; not asked again when there is one. */
  recordedBirthDate: string | null;
}

/** The fields of steps 1 to 4, filled with what was saved (or typed, after a refusal). */
function StepFields({
  step,
  formId,
  errors,
  values,
  context,
}: {
  step: LoanValueStep;
  formId: string;
  errors: Values;
  values: Values;
  context: StepContext;
}) {
  const text = (
    name: string,
    props: { label: string; hint?: string; inputMode?: 'numeric' | 'text'; type?: string; isOptional?: boolean },
  ) => <TextField key={name} formId={formId} name={name} error={errors[name]} defaultValue={values[name]} {...props} />;
  const select = (
    name: string,
    label: string,
    choices: { value: string; label: string }[],
    placeholder = loanTexts.errors.choose(label),
  ) => (
    <SelectField
      key={name}
      formId={formId}
      name={name}
      label={label}
      error={errors[name]}
      defaultValue={values[name]}
      placeholder={placeholder}
      options={choices}
    />
  );
  switch (step) {
    case 1:
      return [
        select(
          'productId',
          fields.productId,
          MORTGAGE_PRODUCTS.map((product) => ({ value: product.id, label: product.name })),
        ),
        text('loanAmount', { label: fields.loanAmount, hint: hints.loanAmount, inputMode: 'numeric' }),
        text('tenorYears', { label: fields.tenorYears, hint: hints.tenorYears, inputMode: 'numeric' }),
      ];
    case 2:
      return [
        select(
          'propertyStatus',
          fields.propertyStatus,
          options(PROPERTY_STATUSES, fields.propertyStatuses),
          hints.propertyStatus,
        ),
        text('propertyPrice', { label: fields.propertyPrice, inputMode: 'numeric' }),
        select('propertyType', fields.propertyType, options(fields.propertyTypes)),
        text('propertyAddress', { label: fields.propertyAddress, isOptional: true }),
        select('propertyState', fields.propertyState, options(NIGERIAN_STATES)),
      ];
    case 3:
      return [
        select('employmentStatus', fields.employmentStatus, options(EMPLOYMENT_STATUSES)),
        text('employerName', { label: fields.employerName, hint: hints.employerName }),
        text('jobTitle', { label: fields.jobTitle, isOptional: true }),
        text('netMonthlyIncome', {
          label: fields.netMonthlyIncome,
          hint: hints.netMonthlyIncome,
          inputMode: 'numeric',
        }),
        context.recordedBirthDate ? (
          <p key="birthDate">{loanTexts.step.birthDateOnRecord(context.recordedBirthDate)}</p>
        ) : (
          text('birthDate', { label: fields.birthDate, type: 'date' })
        ),
        needsContributionMonths(context.productId)
          ? text('nhfContributionMonths', {
              label: fields.nhfContributionMonths,
              hint: hints.nhfContributionMonths,
              inputMode: 'numeric',
            })
          : null,
      ];
    case 4:
      return [
        text('existingMonthlyRepayments', {
          label: fields.existingMonthlyRepayments,
          hint: hints.existingMonthlyRepayments,
          inputMode: 'numeric',
        }),
        text('dependants', { label: fields.dependants, inputMode: 'numeric' }),
        <TextAreaField
          key="otherObligations"
          formId={formId}
          name="otherObligations"
          label={fields.otherObligations}
          error={errors.otherObligations}
          defaultValue={values.otherObligations}
          isOptional
          rows={3}
        />,
      ];
  }
}

/**
 * A step of values: checked in the browser by the step's schema for the product, saved by the page's
 * action. A date of birth the bank holds travels hidden for the browser's check; the server uses its own record.
 */
export function LoanStepForm({
  step,
  saved,
  outcome,
  applicationId,
  productId,
  recordedBirthDate,
  recordedBirthDateValue,
}: {
  step: LoanValueStep;
  saved: Values;
  outcome?: AreaOutcome;
  applicationId: string;
  recordedBirthDateValue: string | null;
} & StepContext) {
  const formId = `loan-step-${step}`;
  const hidden: Record<string, string> =
    step === 3 && recordedBirthDateValue ? { applicationId, birthDate: recordedBirthDateValue } : { applicationId };
  return (
    <AreaForm
      formId={formId}
      intent={`step-${step}`}
      schema={loanStepSchema(step, productId)}
      outcome={outcome}
      hidden={hidden}
      submitLabel={loanTexts.step.continue}
    >
      {({ errors, values }) => (
        <StepFields
          step={step}
          formId={formId}
          errors={errors}
          values={{ ...saved, ...values }}
          context={{ productId, recordedBirthDate }}
        />
      )}
    </AreaForm>
  );
}
