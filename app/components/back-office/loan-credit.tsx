import { formatKobo } from '@domain/kobo';
import { lagosDateTime } from '@domain/lagos-time';
import type { CreditCheck } from '@domain/loan-credit';
import { loanTermsTexts as texts } from '@domain/messages/back-office/loan-terms';
import { loanOfficeTexts } from '@domain/messages/back-office/loans';
import { formatNaira } from '@domain/mortgage';
import { DetailList, ItemSection, StateTag } from './customer-service-parts';
import type { StaffLoan } from './loan-overview';
import { QueueTable, type Column } from './queue-controls';

const naira = (kobo: number) => formatKobo(kobo, { wholeNaira: kobo % 100 === 0 });

/** A figure in its rule's unit. */
function shown(rule: CreditCheck['rule'], value: number): string {
  switch (rule) {
    case 'debtToIncome':
    case 'loanToValue':
      return texts.percent(value);
    case 'ageAtMaturity':
    case 'ageNow':
      return texts.age(value);
    case 'loanAmount':
      return naira(value);
    case 'tenor':
      return texts.tenor(value);
    case 'contributions':
      return texts.months(value);
  }
}

function ruleText({ rule, min, max }: CreditCheck): string {
  if (rule === 'debtToIncome') return texts.oneThird;
  if (min !== null && max !== null) return texts.between(shown(rule, min), shown(rule, max));
  if (max !== null) return texts.atMost(shown(rule, max));
  if (min !== null) return texts.atLeast(shown(rule, min));
  return texts.noLimit;
}

const COLUMNS: Column<CreditCheck & { id: string }>[] = [
  { label: texts.columns.figure, cell: (check) => texts.rules[check.rule] },
  {
    label: texts.columns.value,
    cell: (check) => (check.value === null ? texts.unknown : shown(check.rule, check.value)),
  },
  { label: texts.columns.rule, cell: ruleText },
  {
    label: texts.columns.meets,
    cell: ({ meets }) =>
      meets === null ? (
        <StateTag tone="waiting">{texts.cannotTell}</StateTag>
      ) : (
        <StateTag tone={meets ? 'good' : 'bad'}>{meets ? texts.meets : texts.fails}</StateTag>
      ),
  },
];

type Account = NonNullable<StaffLoan['accounts']>[number];
const ACCOUNT_COLUMNS: Column<Account & { id: string }>[] = [
  { label: texts.accountColumns.number, cell: (account) => <span className="tabular">{account.accountNumber}</span> },
  { label: texts.accountColumns.product, cell: (account) => account.productName },
  {
    label: texts.accountColumns.link,
    cell: ({ link }) => (
      <StateTag tone={link === 'linked' ? 'good' : link === 'notLinked' ? 'bad' : 'waiting'}>
        {texts.linkStates[link]}
      </StateTag>
    ),
  },
];

/** Debt-to-income, loan-to-value, ages and the product's limits, each against its rule, with the customer's accounts. */
export function LoanCreditFigures({ loan }: { loan: StaffLoan }) {
  return (
    <>
      <ItemSection id="credit-title" title={texts.creditTitle}>
        <p className="mb-4 text-sm text-muted">{texts.creditLead}</p>
        <QueueTable
          caption={texts.caption}
          columns={COLUMNS}
          rows={loan.credit.map((check) => ({ ...check, id: check.rule }))}
        />
      </ItemSection>
      <ItemSection id="accounts-title" title={texts.accountsTitle}>
        {loan.accounts === null ? (
          <p className="text-muted">{texts.accountsUnavailable}</p>
        ) : loan.accounts.length === 0 ? (
          <p className="text-muted">{texts.noAccounts}</p>
        ) : (
          <QueueTable
            caption={texts.accountsCaption}
            columns={ACCOUNT_COLUMNS}
            rows={loan.accounts.map((account) => ({ ...account, id: account.accountNumber }))}
          />
        )}
      </ItemSection>
    </>
  );
}

type Terms = { loanKobo: number; annualRatePercent: number; tenorYears: number; conditions: string };

const termsRows = (terms: Terms) => [
  { label: texts.offerFields.loan, value: formatNaira(terms.loanKobo / 100, { kobo: terms.loanKobo % 100 !== 0 }) },
  { label: texts.offerFields.rate, value: loanOfficeTexts.figures.ratePercent(terms.annualRatePercent) },
  { label: texts.offerFields.tenor, value: texts.tenor(terms.tenorYears) },
  {
    label: texts.offerFields.conditions,
    value: <span className="whitespace-pre-line">{terms.conditions || texts.noConditions}</span>,
  },
];

/** The terms of an offer waiting for a second officer. */
export function OfferTermsList({ terms }: { terms: Terms }) {
  return <DetailList rows={termsRows(terms)} />;
}

/** The offer issued on the application, its letter, and whether (when, by whom) the customer accepted it. */
export function LoanOfferSection({
  loanId,
  offer,
  customerName,
}: {
  loanId: string;
  offer: NonNullable<StaffLoan['offer']>;
  customerName: string;
}) {
  return (
    <ItemSection id="offer-title" title={texts.offerTitle}>
      <a
        href={`/staff/loans/${loanId}/offer-letter`}
        download
        className="mb-4 inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-2"
      >
        {loanOfficeTexts.offerLetter}
      </a>
      <DetailList
        rows={[
          ...termsRows(offer),
          {
            label: texts.offerFields.issued,
            value: <time dateTime={offer.issuedAt}>{lagosDateTime(offer.issuedAt)}</time>,
          },
          {
            label: texts.offerFields.accepted,
            value: offer.acceptedAt ? (
              <>
                <StateTag tone="good">
                  <time dateTime={offer.acceptedAt}>{lagosDateTime(offer.acceptedAt)}</time>
                </StateTag>{' '}
                {customerName ? texts.acceptedBy(customerName) : null}
              </>
            ) : (
              texts.notAccepted
            ),
          },
        ]}
      />
    </ItemSection>
  );
}
