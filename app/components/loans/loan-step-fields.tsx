import { EMPLOYMENT_STATUSES } from '@domain/lists/personal';
import { NIGERIAN_STATES } from '@domain/geography';
import { LOAN_STEP_SCHEMAS, PROPERTY_STATUSES, type LoanValueStep } from '@domain/forms';
import { MORTGAGE_PRODUCTS } from '@domain/mortgage-products';
import { loans } from '@domain/messages/loans';
import { AreaForm, type AreaOutcome } from '~/components/customer-area/area-form';
import { SelectField, TextAreaField, TextField } from '~/components/website-forms/form-fields';

const { fields, hints } = loans;
const options = (values: readonly string[], labels?: Record<string, string>) => values.map((value) => ({ value, label: labels?.[value] ?? value }));

type Values = Record<string, string>;

/** The fields of steps 1 to 4, filled with what was saved (or typed, after a refusal). */
function StepFields({ step, formId, errors, values }: { step: LoanValueStep; formId: string; errors: Values; values: Values }) {
  const text = (name: string, props: { label: string; hint?: string; inputMode?: 'numeric' | 'text'; type?: string; isOptional?: boolean }) => (
    <TextField key={name} formId={formId} name={name} error={errors[name]} defaultValue={values[name]} {...props} />
  );
  const select = (name: string, label: string, choices: { value: string; label: string }[]) => (
    <SelectField key={name} formId={formId} name={name} label={label} error={errors[name]} defaultValue={values[name]} placeholder={loans.errors.choose(label)} options={choices} />
  );
  switch (step) {
    case 1:
      return [
        select('productId', fields.productId, MORTGAGE_PRODUCTS.map((product) => ({ value: product.id, label: product.name }))),
        text('loanAmount', { label: fields.loanAmount, hint: hints.loanAmount, inputMode: 'numeric' }),
        text('tenorYears', { label: fields.tenorYears, inputMode: 'numeric' }),
      ];
    case 2:
      return [
        select('propertyStatus', fields.propertyStatus, options(PROPERTY_STATUSES, fields.propertyStatuses)),
        text('propertyPrice', { label: fields.propertyPrice, inputMode: 'numeric' }),
        select('propertyType', fields.propertyType, options(fields.propertyTypes)),
        text('propertyAddress', { label: fields.propertyAddress, isOptional: true }),
        select('propertyState', fields.propertyState, options(NIGERIAN_STATES)),
      ];
    case 3:
      return [
        select('employmentStatus', fields.employmentStatus, options(EMPLOYMENT_STATUSES)),
        text('employerName', { label: fields.employerName, isOptional: true }),
        text('jobTitle', { label: fields.jobTitle, isOptional: true }),
        text('netMonthlyIncome', { label: fields.netMonthlyIncome, hint: hints.netMonthlyIncome, inputMode: 'numeric' }),
        text('birthDate', { label: fields.birthDate, type: 'date' }),
        text('nhfContributionMonths', { label: fields.nhfContributionMonths, hint: hints.nhfContributionMonths, inputMode: 'numeric', isOptional: true }),
      ];
    case 4:
      return [
        text('existingMonthlyRepayments', { label: fields.existingMonthlyRepayments, hint: hints.existingMonthlyRepayments, inputMode: 'numeric' }),
        text('dependants', { label: fields.dependants, inputMode: 'numeric' }),
        <TextAreaField key="otherObligations" formId={formId} name="otherObligations" label={fields.otherObligations} error={errors.otherObligations} defaultValue={values.otherObligations} isOptional rows={3} />,
      ];
  }
}

/** A step of values: checked in the browser by the step's schema, saved by the page's action. */
export function LoanStepForm({ step, saved, outcome, applicationId }: { step: LoanValueStep; saved: Values; outcome?: AreaOutcome; applicationId: string }) {
  const formId = `loan-step-${step}`;
  return (
    <AreaForm formId={formId} intent={`step-${step}`} schema={LOAN_STEP_SCHEMAS[step]} outcome={outcome} hidden={{ applicationId }} submitLabel={loans.step.continue}>
      {({ errors, values }) => <StepFields step={step} formId={formId} errors={errors} values={{ ...saved, ...values }} />}
    </AreaForm>
  );
}
