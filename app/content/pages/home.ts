/** Texts of the home page (design brief: Home). Plain data: the page ships no content library. */
import { bank } from '@domain/bank';
import type { ProductBucket } from '../schemas/product';
import type { BranchCard } from './branches';

export const YEARS_IN_BUSINESS = bank.copyrightYear - bank.foundedYear;

export const homeTexts = {
  meta: {
    title: 'Own your home with a licensed mortgage bank',
    description: `Save, get a mortgage and own your home with ${bank.shortName}, a primary mortgage bank licensed by the ${bank.regulator} since ${bank.foundedYear}. NHF loans, savings and investments.`,
  },
  hero: {
    eyebrow: `Licensed by the ${bank.regulator} since ${bank.foundedYear}`,
    title: 'Own your home, one sure step at a time',
    lead: 'Save towards it, borrow for it through the National Housing Fund or a mortgage, and move in. We have helped Nigerian families do it for twenty years.',
    highlights: ['National Housing Fund lender', 'Open an account online in minutes'],
    /** The third highlight, from the published branches: "6 branches in Lagos, Abuja, Enugu and Abia". */
    branches: (count: number, places: string) => `${count} branches in ${places}`,
  },
  calculator: {
    title: 'What would I pay each month?',
    lead: 'Enter the price of the home you have in mind. The calculator shows the loan, your equity and the monthly repayment.',
    priceLabel: 'Home price (₦)',
    priceHint: 'In naira, for example 25,000,000',
    tenorLabel: 'Years to repay',
    submit: 'Calculate my repayment',
    example: (home: string, equityPercent: number, tenorYears: number, ratePercent: number, monthly: string) =>
      `A ${home} home with ${equityPercent}% equity over ${tenorYears} years at ${ratePercent}% a year costs about ${monthly} a month.`,
    exampleNeedsPrice: (lowest: string, highest: string) =>
      `Enter a price from ${lowest} to ${highest} to see what you would pay each month.`,
  },
  needs: {
    title: 'What would you like to do?',
    lead: 'Choose what matters to you now; every product can grow into a home of your own.',
  },
  nhf: {
    title: 'The National Housing Fund in three steps',
    lead: 'The NHF is the Federal Government’s housing scheme. As a primary mortgage bank we take your NHF loan application and manage your mortgage.',
    cta: 'Read about NHF loans',
  },
  properties: {
    title: 'Homes you can buy with a mortgage',
    lead: 'Listings from our Property Mart that you can finance with us.',
    cta: 'Visit the Property Mart',
    sampleNote: 'These listings are examples that show how the Property Mart works.',
  },
  whyUs: {
    title: 'Why families trust us',
  },
  news: {
    title: 'Latest news',
    lead: 'Housing tips, product news and announcements from the bank.',
    cta: 'Read the blog',
  },
  app: {
    title: 'Your bank in your pocket',
    lead: 'Check your savings, pay your mortgage, link your BVN and NIN and transfer money from the AG Mortgage Bank app.',
    cta: 'More about our apps',
  },
} as const;

export type NeedIcon = 'save' | 'home' | 'invest' | 'business';

/** Product cards by need, each opening its bucket of the catalogue (/products/category/{bucket}). */
export const homeNeeds: { icon: NeedIcon; title: string; text: string; bucket: ProductBucket }[] = [
  {
    icon: 'save',
    title: 'Save',
    text: 'Build the habit and the deposit for your home, with accounts for you, your family and your children.',
    bucket: 'savings',
  },
  {
    icon: 'home',
    title: 'Own a home',
    text: 'Buy, build or rent-to-own with a mortgage that fits your income, for up to 30 years.',
    bucket: 'mortgage',
  },
  {
    icon: 'invest',
    title: 'Invest',
    text: 'Grow your money with asset-backed investment notes that pay interest every quarter.',
    bucket: 'investment',
  },
  {
    icon: 'business',
    title: 'Run a business',
    text: 'Collect payments and manage your business account online, wherever your customers are.',
    bucket: 'sme_investment',
  },
];

export type WhyUsIcon = 'licence' | 'regulator' | 'years' | 'branches';

/** Where the branches are, by state (the capital's as Abuja): "Lagos, Abuja, Enugu and Abia". */
export function branchPlaces(branches: readonly BranchCard[]): string {
  const places = [
    ...new Set(
      branches.map(({ state }) => (state === 'Federal Capital Territory' ? 'Abuja' : state.replace(/ State$/, ''))),
    ),
  ];
  return places.length > 1 ? `${places.slice(0, -1).join(', ')} and ${places.at(-1)}` : (places[0] ?? '');
}

/** The four facts of "Why us", the branches' from the published ones. */
export const whyUs = (
  branches: readonly BranchCard[],
): { icon: WhyUsIcon; figure: string; title: string; text: string }[] => [
  {
    icon: 'licence',
    figure: 'Licensed',
    title: 'Primary mortgage bank',
    text: `Licensed by the ${bank.regulator} to take deposits and grant mortgages.`,
  },
  {
    icon: 'regulator',
    figure: 'Regulated',
    title: 'Supervised and protected',
    text: `Supervised by the ${bank.regulator}; your personal data is handled under the rules of the ${bank.dataProtectionRegulator}.`,
  },
  {
    icon: 'years',
    figure: `${YEARS_IN_BUSINESS} years`,
    title: `Since ${bank.foundedYear}`,
    text: 'Two decades of savings, mortgages and National Housing Fund loans for Nigerian families.',
  },
  {
    icon: 'branches',
    figure: `${branches.length} branches`,
    title: 'Near you',
    text: branches.map((branch) => branch.name).join(', '),
  },
];
