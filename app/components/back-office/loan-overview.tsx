import { formatPhone } from '@domain/phone';
import { lagosDate, lagosDateTime } from '@domain/lagos-time';
import { loanOfficeTexts as texts } from '@domain/messages/back-office/loans';
import { loanTexts } from '@domain/messages/loans';
import { formatNaira } from '@domain/mortgage';
import type { openLoanApplication } from '@server/back-office/loans/loan-work';
import { DetailList, ItemSection, StateTag } from './customer-service-parts';

/** An application as the staff loan page shows it. */
export type StaffLoan = Awaited<ReturnType<typeof openLoanApplication>>;

const fieldLabels = loanTexts.fields as unknown as Record<string, string>;
/** The customer's answers shown under 'What the customer told us' (the figures have their own section). */
const DETAIL_FIELDS = [
  'propertyStatus',
  'propertyPrice',
  'propertyType',
  'propertyAddress',
  'propertyState',
  'employmentStatus',
  'employerName',
  'jobTitle',
  'netMonthlyIncome',
  'birthDate',
  'nhfContributionMonths',
  'existingMonthlyRepayments',
  'dependants',
  'otherObligations',
];
const NAIRA_FIELDS = ['propertyPrice', 'netMonthlyIncome', 'existingMonthlyRepayments'];

function detailValue(field: string, value: string) {
  if (!value) return texts.notGiven;
  if (NAIRA_FIELDS.includes(field)) return formatNaira(Number(value));
  if (field === 'propertyStatus') return (loanTexts.fields.propertyStatuses as Record<string, string>)[value] ?? value;
  if (field === 'birthDate') return lagosDate(`${value}T12:00:00Z`);
  return value;
}

const naira = (kobo: number | null) => (kobo === null ? texts.notGiven : formatNaira(kobo / 100));

/** The loan's figures and where it stands, beside the customer's contact details. */
export function LoanOverview({ loan }: { loan: StaffLoan }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ItemSection id="figures-title" title={texts.figuresTitle}>
        <DetailList
          rows={[
            {
              label: texts.figures.status,
              value: (
                <StateTag tone={loan.status === 'declined' ? 'bad' : 'neutral'}>
                  {loanTexts.statuses[loan.status]}
                </StateTag>
              ),
            },
            { label: texts.figures.product, value: loan.productName },
            { label: texts.figures.loan, value: naira(loan.loanKobo) },
            { label: texts.figures.price, value: naira(loan.priceKobo) },
            {
              label: texts.figures.tenor,
              value: loan.tenorYears === null ? texts.notGiven : texts.figures.tenorYears(loan.tenorYears),
            },
            {
              label: texts.figures.rate,
              value:
                loan.annualRatePercent === null ? texts.notGiven : texts.figures.ratePercent(loan.annualRatePercent),
            },
            { label: texts.figures.monthly, value: naira(loan.monthlyRepaymentKobo) },
            {
              label: texts.figures.submitted,
              value: loan.submittedAt ? (
                <time dateTime={loan.submittedAt}>{lagosDateTime(loan.submittedAt)}</time>
              ) : (
                texts.notGiven
              ),
            },
            { label: texts.officerTitle, value: loan.officerName ?? texts.officerNone },
          ]}
        />
      </ItemSection>
      <ItemSection id="customer-title" title={texts.customerTitle}>
        {loan.customer ? (
          <DetailList
            rows={[
              { label: texts.customerFields.name, value: loan.customer.name || texts.notGiven },
              { label: texts.customerFields.email, value: <span className="break-all">{loan.customer.email}</span> },
              {
                label: texts.customerFields.phoneNo,
                value: formatPhone(loan.customer.phoneNo ?? '') || texts.notGiven,
              },
            ]}
          />
        ) : (
          <p className="text-muted">{texts.customerUnavailable}</p>
        )}
      </ItemSection>
    </div>
  );
}

/** What the customer told us, and what the application's rules found wrong with it. */
export function LoanDetails({ loan }: { loan: StaffLoan }) {
  return (
    <ItemSection id="details-title" title={texts.detailsTitle}>
      <DetailList
        rows={DETAIL_FIELDS.filter((field) => field in loan.values).map((field) => ({
          label: fieldLabels[field] ?? field,
          value: detailValue(field, loan.values[field]),
        }))}
      />
      {loan.problems.length > 0 ? (
        <div className="mt-5">
          <h3 className="font-bold">{texts.problemsTitle}</h3>
          <ul className="mt-2 list-disc pl-5">
            {loan.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </ItemSection>
  );
}
