import { Link } from '~/components/ui/link';
import { LoanConsentSchema } from '@domain/forms';
import { formatNaira } from '@domain/mortgage';
import { loanTexts } from '@domain/messages/loans';
import { AreaForm, type AreaOutcome } from '~/components/form-kit/area-form';
import { CheckboxField } from '~/components/form-kit/form-fields';
import type { LoanApplicationView } from '@server/loans/loan-applications';

const texts = loanTexts;
const naira = (kobo: number | null) => (kobo === null ? '' : formatNaira(kobo / 100, { kobo: kobo % 100 !== 0 }));

/** Reasons the application does not fit its product, announced as an alert. */
export function ProblemList({ title, problems }: { title: string; problems: string[] }) {
  return (
    <div role="alert" className="rounded-card border-2 border-error bg-error-bg p-4 text-error">
      <p className="font-semibold">{title}</p>
      <ul className="mt-2 list-disc pl-5">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}

/** Step 6: everything the customer gave, each part with a link back to change it, then the consents. */
export function LoanReview({ draft, outcome }: { draft: LoanApplicationView; outcome?: AreaOutcome }) {
  const { values } = draft;
  const sections: { step: number; rows: [string, string][] }[] = [
    {
      step: 1,
      rows: [
        [texts.fields.productId, draft.productName],
        [texts.fields.loanAmount, naira(draft.loanKobo)],
        [texts.fields.tenorYears, String(draft.tenorYears ?? '')],
        ['Monthly repayment (estimate)', naira(draft.monthlyRepaymentKobo)],
      ],
    },
    {
      step: 2,
      rows: [
        [
          texts.fields.propertyStatus,
          values.propertyStatus
            ? texts.fields.propertyStatuses[values.propertyStatus as 'identified' | 'searching']
            : '',
        ],
        [texts.fields.propertyPrice, naira(draft.priceKobo)],
        [texts.fields.propertyType, values.propertyType ?? ''],
        [texts.fields.propertyAddress, [values.propertyAddress, values.propertyState].filter(Boolean).join(', ')],
      ],
    },
    {
      step: 3,
      rows: [
        [
          texts.fields.employmentStatus,
          [values.employmentStatus, values.employerName, values.jobTitle].filter(Boolean).join(' · '),
        ],
        [texts.fields.netMonthlyIncome, values.netMonthlyIncome ? formatNaira(Number(values.netMonthlyIncome)) : ''],
        [texts.fields.birthDate, values.birthDate ?? ''],
        [texts.fields.nhfContributionMonths, values.nhfContributionMonths ?? ''],
      ],
    },
    {
      step: 4,
      rows: [
        [
          texts.fields.existingMonthlyRepayments,
          values.existingMonthlyRepayments ? formatNaira(Number(values.existingMonthlyRepayments)) : '',
        ],
        [texts.fields.dependants, values.dependants ?? ''],
      ],
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      {draft.problems.length > 0 ? <ProblemList title={texts.step.notEligible} problems={draft.problems} /> : null}
      {sections.map(({ step, rows }) => (
        <section key={step} aria-labelledby={`review-${step}`} className="rounded-card border border-border p-5">
          <div className="flex items-center justify-between gap-4">
            <h3 id={`review-${step}`} className="font-bold">
              {texts.step.steps[step - 1]}
            </h3>
            <Link
              to={`?step=${step}`}
              className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-2"
            >
              {texts.step.change}
              <span className="sr-only"> {texts.step.steps[step - 1]}</span>
            </Link>
          </div>
          <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm text-muted">{label}</dt>
                <dd className="font-medium">{value || '—'}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {draft.missing.length > 0 ? (
        <section aria-labelledby="review-outstanding" className="rounded-card border border-warning p-5">
          <div className="flex items-center justify-between gap-4">
            <h3 id="review-outstanding" className="font-bold">
              {texts.step.outstandingTitle}
            </h3>
            <Link
              to={`?step=5`}
              className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-2"
            >
              {texts.step.change}
              <span className="sr-only"> {texts.step.steps[4]}</span>
            </Link>
          </div>
          <p className="mt-2">{texts.step.outstandingLead}</p>
          <ul className="mt-2 list-disc pl-5">
            {draft.missing.map((item) => (
              <li key={`${item.kind}-${item.note}`}>{texts.documents[item.kind]}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <AreaForm
        formId="loan-submit"
        intent="submit"
        schema={LoanConsentSchema}
        outcome={outcome}
        hidden={{ applicationId: draft.id }}
        submitLabel={texts.step.submit}
      >
        {({ errors }) => (
          <>
            <CheckboxField
              formId="loan-submit"
              name="declaration"
              label={texts.fields.declaration}
              error={errors.declaration}
            />
            <CheckboxField
              formId="loan-submit"
              name="creditCheck"
              label={texts.fields.creditCheck}
              error={errors.creditCheck}
            />
          </>
        )}
      </AreaForm>
    </div>
  );
}
