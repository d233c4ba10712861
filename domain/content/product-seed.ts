/**
 * Each product's rates, fees and requirements as the site first shows them: seed content (issue 31
 * point 3, decision 092), loaded on a fresh database as each product's version 1, marked sample,
 * and the catalogue's words for a product without a published version (app/content/products.ts).
 * SAMPLE RATES AND FEES: every figure is an illustrative one for a Nigerian primary mortgage bank,
 * not the bank's tariff; production refuses to start while one is published.
 */
import { mortgageProduct, type MortgageProductId } from '../mortgage-products';
import type { Fee, FeeBasis, Rate } from './pricing';
import type { ProductBody } from './product';

/** What every account asks for (know-your-customer rules of the Central Bank of Nigeria). */
export const STANDARD_REQUIREMENTS = [
  'Bank Verification Number (BVN). Dial *565*0# to retrieve it',
  'National Identification Number (NIN)',
  "A valid means of identification: International Passport, National ID Card, Driver's License or Voter's Card",
  'A recent passport photograph',
  'A utility bill from the last three months as proof of address',
  'Your specimen signature',
  'A phone number linked to your BVN, for the one-time code',
  'An e-mail address you can open, for the verification link',
] as const;

const withStandard = (...specific: string[]) => [...STANDARD_REQUIREMENTS, ...specific];

/** The regular savings rate (% a year), from which Save-4-It and Mortgage Focus Deposits are set. */
const SAVINGS_RATE_PERCENT = 4;

const savingsRate = (annualRatePercent: number, effectiveFrom: string, more: Partial<Rate> = {}): Rate => ({
  kind: 'savings',
  annualRatePercent,
  effectiveFrom,
  ...more,
});

/** A mortgage's rate and longest tenor as the calculator and the loan application apply them (domain/mortgage-products). */
function mortgageRate(id: MortgageProductId, effectiveFrom: string): Rate {
  const product = mortgageProduct(id);
  if (!product) throw new Error(`No mortgage product ${id}`);
  return {
    kind: 'mortgage',
    annualRatePercent: product.annualRatePercent,
    tenor: { unit: 'years', count: product.maxTenorYears, isMaximum: true },
    effectiveFrom,
  };
}

const percentOf = (percent: number, of: FeeBasis) => ({ unit: 'percent', percent, of }) as const;
const naira = (amount: number) => ({ unit: 'naira', amount }) as const;

/** The fees of a commercial mortgage (Tenant Ownership, Acada). */
const COMMERCIAL_MORTGAGE_FEES: Fee[] = [
  { kind: 'processing', charge: percentOf(1, 'loan'), frequency: 'once', effectiveFrom: '2026-04-01' },
  { kind: 'management', charge: percentOf(1, 'loan'), frequency: 'once', effectiveFrom: '2026-04-01' },
  { kind: 'legal', charge: percentOf(1, 'loan'), frequency: 'once', effectiveFrom: '2026-04-01' },
  { kind: 'valuation', charge: naira(100_000), frequency: 'once', effectiveFrom: '2026-04-01' },
  { kind: 'insurance', charge: percentOf(0.5, 'loan'), frequency: 'yearly', effectiveFrom: '2026-04-01' },
];

/** By product id (the content item's key). */
export const PRODUCT_SEED: Record<number, ProductBody> = {
  1: {
    pricing: { rates: [savingsRate(SAVINGS_RATE_PERCENT, '2026-10-01')], fees: [] },
    requirements: withStandard('Tell us whether you want an ATM card when you open the account'),
  },
  2: {
    pricing: { rates: [savingsRate(SAVINGS_RATE_PERCENT + 3, '2026-10-01')], fees: [] },
    requirements: withStandard('A minimum initial deposit of ₦5,000'),
  },
  3: {
    pricing: {
      rates: [],
      // The Central Bank's Guide to Charges caps a current account's maintenance at ₦1 per ₦1,000 of debits.
      fees: [
        {
          kind: 'account-maintenance',
          charge: percentOf(0.1, 'debits'),
          frequency: 'monthly',
          effectiveFrom: '2026-01-05',
        },
      ],
    },
    requirements: withStandard(
      'A minimum initial deposit of ₦10,000',
      'Two references from holders of current accounts, for the cheque book',
    ),
  },
  4: {
    pricing: {
      rates: [savingsRate(5, '2026-10-01', { isMinimum: true, tenor: { unit: 'years', count: 1, isMaximum: false } })],
      fees: [],
    },
    requirements: withStandard(
      'Your chosen tier: Gold (₦50,000), Silver (₦25,000) or Bronze (₦10,000) minimum monthly savings',
    ),
  },
  5: {
    pricing: {
      rates: [mortgageRate('nhf', '2025-01-02')],
      fees: [
        { kind: 'processing', charge: percentOf(1, 'loan'), frequency: 'once', effectiveFrom: '2025-01-02' },
        { kind: 'legal', charge: naira(100_000), frequency: 'once', effectiveFrom: '2025-01-02' },
        { kind: 'valuation', charge: naira(50_000), frequency: 'once', effectiveFrom: '2025-01-02' },
        {
          kind: 'insurance',
          charge: percentOf(0.25, 'property-value'),
          frequency: 'yearly',
          effectiveFrom: '2025-01-02',
        },
      ],
    },
    requirements: withStandard(
      'Age between 18 and 60',
      'Evidence of at least 6 months of NHF contributions',
      'For employees: a letter of employment and your last 6 payslips',
      'For the self-employed: business registration and 6 months of bank statements',
      'Title documents of the property (Certificate of Occupancy, Governor’s Consent or Deed of Assignment)',
      'Evidence of your 10% equity when the loan is above ₦5,000,000',
    ),
  },
  6: {
    pricing: { rates: [mortgageRate('tom', '2026-09-01')], fees: COMMERCIAL_MORTGAGE_FEES },
    requirements: withStandard(
      'A letter of employment and your last 6 payslips',
      'Your employer’s agreement to deduct payments from your salary',
    ),
  },
  7: {
    pricing: {
      rates: [
        {
          kind: 'investment',
          annualRatePercent: 16,
          tenor: { unit: 'years', count: 5, isMaximum: false },
          condition: 'Interest paid quarterly',
          effectiveFrom: '2026-07-01',
        },
      ],
      fees: [],
    },
    requirements: withStandard(
      'A funded account with us from which the investment is booked',
      'A signed investment instruction stating the amount and whether to reinvest interest',
    ),
  },
  8: {
    pricing: {
      rates: [savingsRate(6, '2026-10-01', { tenor: { unit: 'days', count: 360 } })],
      fees: [],
    },
    requirements: withStandard(
      'Your chosen tier: Premium (₦5,000), Standard (₦3,000) or Kiddies (₦1,000) minimum',
      'For the Kiddies tier: the child’s birth certificate, opened by a parent or guardian',
    ),
  },
  9: {
    pricing: {
      rates: [mortgageRate('leap', '2026-09-01')],
      fees: [
        { kind: 'processing', charge: percentOf(1, 'loan'), frequency: 'once', effectiveFrom: '2026-04-01' },
        { kind: 'management', charge: percentOf(0.5, 'loan'), frequency: 'once', effectiveFrom: '2026-04-01' },
        { kind: 'insurance', charge: percentOf(0.5, 'loan'), frequency: 'yearly', effectiveFrom: '2026-04-01' },
      ],
    },
    requirements: withStandard(
      'A letter of employment, or a letter from your registered cooperative confirming your membership',
      'Your employer’s or cooperative’s agreement to deduct repayments',
      'Title documents of the property for the mortgage lien',
    ),
  },
  10: {
    pricing: { rates: [mortgageRate('acada', '2026-09-01')], fees: COMMERCIAL_MORTGAGE_FEES },
    requirements: withStandard(
      'For the school: CAC registration and approval of the state ministry of education',
      'For the school: 12 months of bank statements showing fee collections',
      'For teachers in the group mortgage: a letter of employment from the school and your last 6 payslips',
    ),
  },
  11: {
    pricing: {
      rates: [
        savingsRate(SAVINGS_RATE_PERCENT + 2, '2026-10-01'),
        ...(
          [
            [30, 10],
            [60, 11],
            [90, 12.5],
            [180, 13.5],
            [365, 15],
          ] as const
        ).map(([days, annualRatePercent]): Rate => ({
          kind: 'fixed-deposit',
          annualRatePercent,
          tenor: { unit: 'days', count: days },
          condition: 'From ₦100,000',
          effectiveFrom: '2026-11-02',
        })),
      ],
      fees: [],
    },
    requirements: withStandard('An opening deposit of at least ₦2,000, or ₦100,000 for a fixed deposit'),
  },
  12: {
    pricing: { rates: [savingsRate(SAVINGS_RATE_PERCENT, '2026-10-01')], fees: [] },
    requirements: withStandard(
      'The requirements above are for the parent or guardian who opens the account',
      'The child’s birth certificate',
      'A recent passport photograph of the child',
    ),
  },
  13: {
    requirements: withStandard(
      'The requirements above for each director or signatory',
      'CAC certificate of registration and status report',
      'A board resolution or letter of authority to open the account and use the platform',
      'The business’s Tax Identification Number (TIN)',
    ),
  },
};

/** Each seeded product's name, for what names it (the production refusal, the audit trail); app/content/products.test.ts holds them to the catalogue's. */
export const PRODUCT_SEED_NAMES: Record<number, string> = {
  1: 'Regular Savings',
  2: 'Save-4-It',
  3: 'Flexi',
  4: 'Famsa',
  5: 'NHF',
  6: 'Tenant Ownership Mortgage',
  7: 'Assetbin',
  8: 'Visa',
  9: 'Leap Into Mortgage',
  10: 'Acada',
  11: 'Mortgage Focus Deposits',
  12: 'Kiddies Account',
  13: 'AG-Sprint',
};
