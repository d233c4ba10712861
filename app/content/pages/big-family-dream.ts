/** Texts of the Big Family Dream campaign page: family savings (FAMSA) on the way to a home. */
import { bank } from '@domain/bank';
import { BVN_USSD_CODE } from '@domain/constants';
import { FAMILY_PLAY } from '@domain/lists/account-products';

/** The instant account for an individual, offering Family Savings only (specification 2.1, 9). */
export const FAMILY_SAVINGS_OPENING_PATH = `/instantaccount/ind/${FAMILY_PLAY}`;

export const bigFamilyDreamTexts = {
  meta: {
    title: 'Big Family Dream',
    description: `Save as a family for twelve months with ${bank.shortName}'s Family Savings plan, earn at least 5% interest and take the first step to a home of your own.`,
  },
  lead: 'Save together for twelve months, earn at least 5% interest, and turn your family’s savings into the first step to a home of your own.',
  primaryAction: 'Start Family Savings',
  secondaryAction: 'Read about Family Savings',
  illustrationAlt:
    'Drawing of a family of four in front of their new home, beside a savings jar full of coins and the Gold, Silver and Bronze tiers',
  stepsTitle: 'How the Big Family Dream works',
  steps: [
    {
      title: 'Open Family Savings',
      text: `Open the account online in a few minutes with your BVN, phone number and e-mail address. Dial ${BVN_USSD_CODE} if you do not know your BVN.`,
    },
    {
      title: 'Save every month',
      text: 'Choose Gold, Silver or Bronze and save at least that amount every month for one year. Interest is not less than 5%.',
    },
    {
      title: 'Plan your home',
      text: 'At the end of the year, roll your savings over or put them towards the equity of a mortgage with us.',
    },
  ],
  tiersTitle: 'Choose your tier',
  tiersLead: 'The minimum monthly savings of each tier, and what twelve months of it add up to before interest.',
  homeTitle: 'From savings to keys',
  homeText:
    'A year of steady savings shows that your family can keep up monthly repayments, and builds the equity a mortgage asks for. When you are ready, our mortgage advisers help you choose between a National Housing Fund loan, a tenant ownership mortgage and a regular mortgage.',
  calculatorAction: 'Work out a repayment',
  faqTitle: 'Questions families ask',
  faqs: [
    {
      question: 'Who can open Family Savings?',
      answer:
        'Any individual with a Bank Verification Number can open it for the family. The account is opened online in your name.',
    },
    {
      question: 'What do I need to open it?',
      answer: 'Your BVN, the phone number linked to it (for a one-time code) and an e-mail address you can open.',
    },
    {
      question: 'How much interest will we earn?',
      answer: 'Family Savings pays interest of not less than 5% over the year.',
    },
    {
      question: 'Can we save more than the minimum?',
      answer: 'Yes. The tier sets the least you save each month; saving more helps you reach your home sooner.',
    },
  ],
} as const;

/** Minimum monthly savings of the Family Savings tiers (specification 9). */
export const FAMILY_SAVINGS_TIERS = [
  { name: 'Gold', monthlyMinimum: 50_000 },
  { name: 'Silver', monthlyMinimum: 25_000 },
  { name: 'Bronze', monthlyMinimum: 10_000 },
] as const;

export const FAMILY_SAVINGS_MONTHS = 12;
