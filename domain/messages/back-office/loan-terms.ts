/**
 * Texts of the credit figures and the offer's terms on the mortgage officer's loan page (issue 30,
 * point 2). The bank's to edit here.
 */
import type { CreditRule } from '../../loan-credit';

const years = (count: number) => `${count} ${count === 1 ? 'year' : 'years'}`;
const months = (count: number) => `${count} ${count === 1 ? 'month' : 'months'}`;

export const loanTermsTexts = {
  creditTitle: 'Credit figures',
  creditLead:
    'Computed from the application as it stands (the offered terms once an offer is issued), each against the product’s rule.',
  caption: 'Credit figures against the product’s rules',
  columns: { figure: 'Figure', value: 'Value', rule: 'Rule', meets: 'Meets the rule' },
  rules: {
    debtToIncome: 'Debt-to-income (all repayments over net monthly income)',
    loanToValue: 'Loan-to-value',
    ageAtMaturity: 'Age at maturity',
    ageNow: 'Age today',
    loanAmount: 'Loan amount',
    tenor: 'Tenor',
    contributions: 'NHF contributions',
  } satisfies Record<CreditRule, string>,
  unknown: 'Not known',
  meets: 'Yes',
  fails: 'No',
  cannotTell: 'Cannot tell',
  percent: (value: number) => `${value}%`,
  age: years,
  tenor: years,
  months,
  atMost: (limit: string) => `At most ${limit}`,
  atLeast: (limit: string) => `At least ${limit}`,
  between: (min: string, max: string) => `${min} to ${max}`,
  oneThird: 'At most one third',
  noLimit: 'No rule for this product',
  accountsTitle: 'The customer’s accounts',
  accountsCaption: 'The customer’s accounts and whether their BVN and NIN are linked',
  accountColumns: { number: 'Account number', product: 'Product', link: 'BVN and NIN' },
  linkStates: { linked: 'Linked', notLinked: 'Not linked', unknown: 'Cannot tell: the core banking did not answer' },
  noAccounts: 'No account on record.',
  accountsUnavailable: 'The customer’s accounts cannot be read now (the core banking did not answer).',
  terms: {
    legend: 'The terms of the offer',
    loanAmount: 'Loan amount (₦)',
    loanAmountHint: 'The amount the customer asked for, unless you offer another.',
    annualRatePercent: 'Interest rate (% a year)',
    rateInvalid: 'Enter the interest rate as a number from 0.01 to 60, with at most three decimals.',
    tenorYears: 'Tenor (years)',
    tenorInvalid: 'Enter the tenor in whole years, from 1 to 30.',
    conditions: 'Conditions of the offer',
    conditionsHint:
      'Optional. One a line, for example "Life assurance assigned to the bank". The offer letter lists them for the customer.',
    conditionsTooLong: 'The conditions must be 2,000 characters or fewer.',
    outsideProduct: (problems: string) => `These terms are outside the product’s limits: ${problems}`,
  },
  waitingTerms: 'Terms waiting for a second officer',
  offerTitle: 'The offer',
  offerFields: {
    loan: 'Loan amount',
    rate: 'Interest rate',
    tenor: 'Tenor',
    conditions: 'Conditions',
    issued: 'Issued',
    accepted: 'Accepted by the customer',
  },
  noConditions: 'None',
  notAccepted: 'Not yet: the customer accepts it from the Loan Dashboard.',
  acceptedBy: (name: string) => `by ${name}, signed in`,
} as const;
