/** Texts of the 20th Anniversary page. */
import { bank } from '@domain/bank';

export const anniversaryTexts = {
  meta: {
    description: `${bank.shortName} turns 20: the story of two decades of savings, mortgages and homes for Nigerian families, and how we are celebrating with you.`,
  },
  lead: `Twenty years of helping Nigerians save, build and own their homes. Thank you for trusting us since ${bank.foundedYear}.`,
  story: {
    title: 'Twenty years, one idea',
    paragraphs: [
      'When we opened in 2005, owning a home in Nigeria too often meant saving for decades or building one block at a time. We set out to change that with savings that grow into a deposit, mortgages that fit a monthly salary, and advice you can trust.',
      'Thousands of families later, the idea is the same. What has changed is how we reach you: from a single office in Lagos to branches in Abuja, Enugu and Aba, and now to your phone.',
      'Our anniversary is your achievement too: every key we have handed over started with a customer who decided to begin.',
    ],
  },
  milestonesTitle: 'Milestones',
  /** SAMPLE: the bank confirms or replaces these dates before launch. */
  milestones: [
    {
      year: '2005',
      title: 'A licensed mortgage bank',
      text: 'Licensed by the Central Bank of Nigeria as a primary mortgage bank; first branch opens in Lagos.',
    },
    {
      year: '2008',
      title: 'National Housing Fund lender',
      text: 'Accredited to originate National Housing Fund loans for contributors.',
    },
    {
      year: '2011',
      title: 'Abuja',
      text: 'The Abuja branch opens to serve public servants and cooperatives in the North.',
    },
    {
      year: '2014',
      title: 'Enugu and Aba',
      text: 'Branches in Enugu and Aba bring mortgages and savings to the South East.',
    },
    {
      year: '2016',
      title: 'Rent to own',
      text: 'The Tenant Ownership Mortgage lets tenants pay towards a home they already live in.',
    },
    {
      year: '2019',
      title: 'Mobile banking',
      text: 'The mobile app puts savings, transfers and mortgage repayments on customers’ phones.',
    },
    {
      year: '2022',
      title: 'Family savings',
      text: 'FAMSA family savings plans help households save monthly towards a home.',
    },
    {
      year: '2024',
      title: 'Open an account online',
      text: 'Accounts open online in minutes with a BVN; BVN and NIN linking moves to the Self Service Portal.',
    },
    { year: '2025', title: 'Twenty years', text: 'We celebrate two decades with our customers, staff and partners.' },
  ],
  celebrate: {
    title: 'Celebrate with us',
    text: 'Through the year we are holding customer days at every branch and sharing stories of the homes we have financed together.',
    storyCta: 'Read the anniversary story',
  },
} as const;
