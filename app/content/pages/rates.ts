/** Texts of the rates and fees page (/rates) and of the rates section of product pages. */
import type { FeeBasis, FeeFrequency, FeeKind, RateKind } from '../../../domain/content/pricing';

export const ratesTexts = {
  title: 'Rates and Fees',
  lead: 'Our interest rates and every fee we charge, each with the day it took effect.',
  meta: {
    description:
      'Savings, fixed-deposit, investment and mortgage rates of AG Mortgage Bank, and every fee, each with the day it took effect.',
  },
  sampleNotice:
    'Sample figures: these rates and fees show how this page will look. They are examples, not the bank’s tariff; your account terms or offer letter state the figures that apply to you.',
  captions: {
    savings: 'Savings accounts',
    'fixed-deposit': 'Fixed deposits',
    investment: 'Investments',
    mortgage: 'Mortgages',
  } satisfies Record<RateKind, string>,
  feesCaption: 'Fees',
  columns: {
    product: 'Product',
    term: 'Term',
    rate: 'Rate a year',
    effective: 'Effective',
    fee: 'Fee',
    charge: 'Charge',
  },
  noFixedTerm: 'No fixed term',
  atLeast: (rate: string) => `At least ${rate}`,
  days: (count: number) => `${count} days`,
  years: (count: number) => (count === 1 ? '1 year' : `${count} years`),
  upToYears: (count: number) => `Up to ${count} years`,
  fees: {
    processing: 'Processing fee',
    management: 'Management fee',
    legal: 'Legal fee',
    valuation: 'Valuation fee',
    insurance: 'Insurance',
    'account-maintenance': 'Account maintenance',
  } satisfies Record<FeeKind, string>,
  feeBases: {
    loan: 'of the loan',
    'property-value': 'of the property’s value',
    debits: 'of withdrawals and transfers',
  } satisfies Record<FeeBasis, string>,
  frequencies: { once: 'once', yearly: 'a year', monthly: 'a month' } satisfies Record<FeeFrequency, string>,
  productSection: {
    title: 'Rates and fees',
    allRates: 'See all our rates and fees',
  },
} as const;
