/**
 * The bank's services (/service-detail/{id}), the mortgage journey explained on /loan-step and
 * /loan-dashboard, and the construction and asset finance overview of /finance. Terms that depend
 * on the customer or the project (rates, amounts beyond the product facts) are given in writing by
 * the bank, never promised here.
 * Relative imports: react-router.config.ts loads this file without the path aliases.
 */
import type { z } from 'zod';
import { parseContent, toContentId } from './schemas/common';
import {
  FinanceOverviewSchema,
  MortgageJourneySchema,
  ServiceListSchema,
  type FinanceOverview,
  type MortgageJourney,
  type Service,
} from './schemas/service';

export type { FinanceOverview, MortgageJourney, Service } from './schemas/service';

const image = (file: string, alt: string) => ({ src: `/images/services/${file}.svg`, alt, width: 960, height: 540 });

const SERVICES: z.input<typeof ServiceListSchema> = [
  {
    id: 1,
    title: 'Mortgage Origination',
    summary: 'Home loans to buy, build, complete or improve your home, from application to keys.',
    image: image('mortgage-origination', 'A family home beside an approved loan document and a key'),
    intro:
      'A mortgage lets you live in your home while you pay for it over many years. We assess your application, check the property and its title, make you an offer in writing and pay the seller when the title is secured, so you know what you are signing at every stage.',
    sections: [
      {
        heading: 'What we finance',
        points: [
          'Buying a completed home from a developer or an owner',
          'Building a home on land you already own',
          'Completing a building project you have started',
          'Renovating or extending the home you live in',
        ],
      },
      {
        heading: 'How much you can borrow',
        paragraphs: [
          'What you can borrow depends on your income, your other commitments and the value of the property. As a guide, your monthly repayment should not take more than a third of your take-home pay.',
          'You bring part of the price as equity; the rest is the loan. NHF loans need no equity up to ₦5 million, and the Mortgage Calculator shows how equity, rate and tenor change your repayment.',
        ],
      },
      {
        heading: 'Why a mortgage bank',
        paragraphs: [
          'Mortgages are what we do. We are licensed by the Central Bank of Nigeria as a primary mortgage bank, we are an accredited lender of the National Housing Fund, and our mortgage officers know the land registries and title documents of the states where we lend.',
        ],
      },
    ],
    steps: [
      {
        title: 'Check what you can afford',
        text: 'Use the Mortgage Calculator with the price of the home you have in mind.',
      },
      {
        title: 'Open an account and apply',
        text: 'Open an account with us and bring your application and documents to a branch.',
      },
      {
        title: 'Valuation and legal search',
        text: 'An independent valuer inspects the property and our lawyers confirm its title.',
      },
      {
        title: 'Offer and acceptance',
        text: 'We send you an offer letter with the amount, rate, tenor and repayment; you accept in writing.',
      },
      {
        title: 'Disbursement',
        text: 'We pay the seller or the builder once the mortgage is registered, and you move in.',
      },
    ],
    relatedProductIds: [5, 6, 9],
    primaryAction: { label: 'Start your mortgage application', to: '/loan-step' },
    secondaryAction: { label: 'Work out your repayment', to: '/loan-calculator' },
  },
  {
    id: 2,
    title: 'Construction Finance',
    summary: 'Funding for developers building homes, released in stages as the work is done.',
    image: image('construction-finance', 'A tower crane beside a building under construction'),
    intro:
      'We finance the construction of residential estates and housing projects by registered developers. Funds are released in stages against work certified on site, and buyers of the finished homes can take mortgages with us, which repays the construction loan.',
    sections: [
      {
        heading: 'Who it is for',
        points: [
          'Real-estate developers registered with the Corporate Affairs Commission',
          'Housing cooperatives building homes for their members',
          'Employers and state housing agencies building staff or public housing with a developer',
        ],
      },
      {
        heading: 'How the money is released',
        paragraphs: [
          'We agree a budget and a schedule of milestones with you before work starts. At each milestone our quantity surveyor inspects the site and certifies the work done; we then release the next tranche, paid towards the project rather than as cash in hand.',
          'Because we also lend to home buyers, we can agree in advance to offer mortgages to qualifying buyers of your units. Their mortgages pay down your construction loan as the homes are sold.',
        ],
      },
      {
        heading: 'What we look at',
        points: [
          'Clean title to the land and an approved building plan',
          'A feasibility study with costs, prices and the expected pace of sales',
          'Your equity in the project and your record of completed projects',
          'Bills of quantities prepared by a registered quantity surveyor',
        ],
      },
    ],
    steps: [
      { title: 'Talk to us', text: 'Share your project summary with our construction finance team.' },
      { title: 'Appraisal', text: 'We review the land, the plans, the budget and the market for the homes.' },
      { title: 'Term sheet', text: 'We set out the amount, the milestones, the pricing and the security in writing.' },
      { title: 'Staged drawdown', text: 'Funds are released as each milestone is certified on site.' },
      { title: 'Sales and repayment', text: 'Sales and buyers’ mortgages repay the facility.' },
    ],
    relatedProductIds: [10, 13],
    primaryAction: { label: 'Contact our construction finance team', to: '/contact' },
    secondaryAction: { label: 'See our finance overview', to: '/finance' },
  },
  {
    id: 3,
    title: 'NHF Loans',
    summary: 'Borrow up to ₦15 million at 6% a year for up to 30 years through the National Housing Fund.',
    image: image('nhf-loans', 'A bungalow with a 6% badge and a calendar marked 30 years'),
    intro:
      'The National Housing Fund (NHF) is the Federal Government’s scheme to help Nigerians own homes. Workers contribute to the Fund, and contributors can borrow from it at 6% a year. The Federal Mortgage Bank of Nigeria manages the Fund, and primary mortgage banks like us take the applications and manage the mortgages.',
    sections: [
      {
        heading: 'The terms',
        points: [
          'Loans of up to ₦15,000,000',
          'Interest of 6% a year',
          'Up to 30 years to repay',
          'No equity on loans up to ₦5,000,000; 10% equity above ₦5,000,000 up to ₦15,000,000',
        ],
      },
      {
        heading: 'Who can apply',
        paragraphs: [
          'Employees and self-employed people aged 18 to 60 who have contributed to the Fund for at least six months. Employees contribute 2.5% of their basic monthly salary through their employer; self-employed people contribute directly into their NHF account with us.',
        ],
      },
      {
        heading: 'What you can use it for',
        points: ['Buying a completed home', 'Building a home on your own land', 'Completing or renovating your home'],
      },
    ],
    steps: [
      {
        title: 'Open an NHF account',
        text: 'Open an NHF savings account with us and start or transfer your contributions.',
      },
      { title: 'Contribute for six months', text: 'Your application needs at least six months of contributions.' },
      { title: 'Choose your home', text: 'Find a property with a good title and a price within your loan limit.' },
      {
        title: 'Apply through us',
        text: 'We check your documents and the property and present your application to the Fund.',
      },
      {
        title: 'Offer and disbursement',
        text: 'When the loan is approved you accept the offer and we pay the seller.',
      },
    ],
    relatedProductIds: [5],
    primaryAction: { label: 'See the NHF mortgage', to: '/products/5' },
    secondaryAction: { label: 'Calculate an NHF repayment', to: '/loan-calculator?preset=nhf' },
  },
  {
    id: 4,
    title: 'Estate Development',
    summary: 'Partnerships that build estates and help their buyers own their homes with a mortgage.',
    image: image('estate-development', 'A new estate of bungalows along a paved road with palm trees'),
    intro:
      'We work with developers, landowners, employers and state housing agencies to deliver estates that ordinary working people can buy. We bring construction finance, mortgages for buyers and our knowledge of title and registration, so that the homes are finished and sold.',
    sections: [
      {
        heading: 'What we bring',
        points: [
          'Construction finance released in stages against certified work',
          'Mortgages and NHF loans for qualifying buyers of the homes',
          'Title checks and registration of mortgages with the state land registry',
          'Savings plans, such as Save-4-It, that help buyers build their equity',
        ],
      },
      {
        heading: 'Homes people can afford',
        paragraphs: [
          'An estate succeeds when its buyers can pay. We help partners plan unit types and prices around what buyers can borrow, including homes within the ₦15 million NHF limit.',
        ],
      },
      {
        heading: 'Selling the homes',
        paragraphs: [
          'Completed and off-plan homes from partner estates can be listed on our Property Mart, where buyers can see the price and work out their repayment straight away.',
        ],
      },
    ],
    steps: [
      { title: 'Share your project', text: 'Tell us about the land, the homes you plan and the buyers you expect.' },
      { title: 'Plan together', text: 'We agree unit mix, prices, finance and the off-take by mortgage buyers.' },
      { title: 'Build', text: 'Construction finance is released as the work is certified.' },
      { title: 'Sell and hand over', text: 'Buyers take mortgages with us and receive their keys.' },
    ],
    relatedProductIds: [5, 6],
    primaryAction: { label: 'Talk to us about a partnership', to: '/contact' },
    secondaryAction: { label: 'Browse the Property Mart', to: '/property' },
  },
  {
    id: 5,
    title: 'Retail Banking',
    summary: 'Savings and current accounts, cards and online banking with a bank that also finances homes.',
    image: image('retail-banking', 'The front of a bank branch with customers walking in'),
    intro:
      'Alongside mortgages we offer everyday banking: savings and current accounts, family and children’s savings, ATM cards and online banking. You can open most accounts online in minutes with your BVN and NIN.',
    sections: [
      {
        heading: 'Accounts for every need',
        points: [
          'Regular Savings with an ATM card',
          'Save-4-It goal savings at 3% above the savings rate',
          'Flexi, a current-account style account with cheque books',
          'Famsa family savings and the Kiddies Account for children',
        ],
      },
      {
        heading: 'Open online',
        paragraphs: [
          'Choose an account, validate your BVN with a one-time code sent to your phone, confirm your e-mail address and upload your photograph and ID. Your account number is sent to you by e-mail.',
        ],
      },
      {
        heading: 'Keep your account active',
        paragraphs: [
          'The Central Bank of Nigeria requires every account to carry both a BVN and a NIN. If yours lacks either, link them online on our Self Service Portal.',
        ],
      },
    ],
    steps: [
      { title: 'Choose your account', text: 'Compare our savings accounts and pick the one that fits.' },
      { title: 'Validate your BVN', text: 'Enter your BVN and the one-time code sent to your phone.' },
      { title: 'Verify your e-mail', text: 'Open the link we send to confirm your e-mail address.' },
      { title: 'Start banking', text: 'Receive your account number and make your first deposit.' },
    ],
    relatedProductIds: [1, 2, 3, 4, 12],
    primaryAction: { label: 'Open an account', to: '/accountopening' },
    secondaryAction: { label: 'Compare savings accounts', to: '/products/category/savings' },
  },
];

export const services: Service[] = parseContent('service', ServiceListSchema, SERVICES);

export function serviceById(id: number | string): Service | undefined {
  return services.find((service) => service.id === toContentId(id));
}

export const mortgageJourney: MortgageJourney = parseContent('mortgage journey', MortgageJourneySchema, {
  eligibility: [
    'You are 18 or older, and young enough for the loan to end before you retire (for NHF loans, 18 to 60)',
    'You have a steady income as an employee or from your own business, with evidence of it',
    'Your monthly repayment fits your income alongside your other commitments',
    'The property has a good title that can carry a mortgage, or you are buying from a developer we work with',
    'For NHF loans: at least six months of contributions to the National Housing Fund',
  ],
  steps: [
    {
      title: 'Work out what you can afford',
      text: 'Try the price, equity, rate and tenor that fit you in the Mortgage Calculator.',
      action: { label: 'Open the Mortgage Calculator', to: '/loan-calculator' },
    },
    {
      title: 'Open an account with us',
      text: 'Mortgage repayments and NHF contributions go through an account with us; open one online in minutes.',
      action: { label: 'Open an account', to: '/accountopening' },
    },
    {
      title: 'Gather your documents',
      text: 'Use the checklist below so that your application is complete the first time.',
    },
    {
      title: 'Submit your application',
      text: 'Bring your documents to any branch, or ask us to have a mortgage officer contact you.',
      action: { label: 'Contact us', to: '/contact' },
    },
    {
      title: 'Valuation, legal search and offer',
      text: 'We value the property, confirm its title and send you an offer letter to accept in writing.',
    },
    {
      title: 'Disbursement and keys',
      text: 'Once the mortgage is registered we pay the seller or builder, and your repayments begin.',
    },
  ],
  documents: [
    {
      heading: 'Everyone',
      items: [
        'BVN and NIN',
        "A valid means of identification (International Passport, National ID Card, Driver's License or Voter's Card)",
        'Two recent passport photographs',
        'A utility bill from the last three months',
        'Bank statements for the last six months',
      ],
    },
    {
      heading: 'If you are employed',
      items: [
        'Letter of employment or confirmation',
        'Your last six payslips',
        'A letter from your employer agreeing to deduct repayments, where the product asks for it',
      ],
    },
    {
      heading: 'If you are self-employed',
      items: [
        'CAC registration of your business',
        'Business bank statements for the last twelve months',
        'Tax clearance certificate',
      ],
    },
    {
      heading: 'The property',
      items: [
        'Title document: Certificate of Occupancy, Governor’s Consent or Deed of Assignment',
        'Offer letter or sale agreement from the seller or developer',
        'Approved building plan, for construction and completion loans',
        'Evidence of your equity contribution',
      ],
    },
    {
      heading: 'NHF loans only',
      items: ['Evidence of at least six months of NHF contributions', 'Your NHF registration number'],
    },
  ],
  statuses: [
    {
      name: 'Received',
      meaning: 'We have your application and are checking that every document is there.',
      yourPart: 'Keep your acknowledgement; its reference helps us find your application quickly.',
    },
    {
      name: 'Awaiting documents',
      meaning: 'Something is missing or out of date, and the application waits until we have it.',
      yourPart: 'Send or bring what your mortgage officer asked for; we tell you exactly what it is.',
    },
    {
      name: 'Under assessment',
      meaning: 'We are checking your income, your commitments and your credit history to size the loan.',
      yourPart: 'Nothing, unless we call; answer calls from our official number.',
    },
    {
      name: 'Valuation and legal search',
      meaning: 'An independent valuer inspects the property and our lawyers search its title at the land registry.',
      yourPart:
        'Help the valuer get access to the property, and pay the valuation and legal fees we have told you about.',
    },
    {
      name: 'With the Federal Mortgage Bank',
      meaning:
        'For NHF loans: we have presented your application to the Federal Mortgage Bank of Nigeria, which manages the Fund.',
      yourPart: 'Nothing; we follow it up and tell you the decision.',
    },
    {
      name: 'Offer issued',
      meaning: 'Your loan is approved and the offer letter sets out the amount, rate, tenor and monthly repayment.',
      yourPart:
        'Read the offer carefully, ask us about anything unclear and accept it in writing within the time it states.',
    },
    {
      name: 'Perfecting title',
      meaning:
        'The mortgage is being registered over the property, with the Governor’s Consent where the state requires it.',
      yourPart: 'Sign the mortgage deed and pay any registration costs you agreed to.',
    },
    {
      name: 'Disbursed',
      meaning: 'We have paid the seller or builder and your mortgage is running.',
      yourPart: 'Keep enough in your account, or make sure your employer deducts, on each repayment date.',
    },
    {
      name: 'Declined',
      meaning: 'We cannot lend on this application; we explain why in writing.',
      yourPart: 'Ask your mortgage officer what would change the answer, such as more equity or a different property.',
    },
    {
      name: 'Withdrawn',
      meaning: 'You withdrew the application before an offer was issued; nothing more happens on it.',
      yourPart: 'Nothing. Apply again whenever you are ready.',
    },
  ],
  trackingChecklist: [
    'Your full name as it appears on the application',
    'The reference on your acknowledgement, if you have it',
    'The phone number or e-mail address you gave on the application',
    'The branch where you submitted it',
  ],
});

export const financeOverview: FinanceOverview = parseContent('finance overview', FinanceOverviewSchema, {
  intro:
    'Beyond home loans, we finance the building of homes and help people and businesses build assets. Each facility is priced for the project or the customer and confirmed in writing before you commit.',
  offers: [
    {
      title: 'Construction finance',
      text: 'Staged funding for developers building residential estates, released against certified work and repaid by sales and buyers’ mortgages.',
      link: { label: 'About construction finance', to: '/service-detail/2' },
    },
    {
      title: 'Estate development partnerships',
      text: 'Finance for the estate and mortgages for its buyers, planned together from the start.',
      link: { label: 'About estate development', to: '/service-detail/4' },
    },
    {
      title: 'Home completion and improvement',
      text: 'Leap Into Mortgage: a revolving facility of ₦100,000 to ₦1,000,000 over five years for employees and cooperators.',
      link: { label: 'About Leap Into Mortgage', to: '/products/9' },
    },
    {
      title: 'School infrastructure',
      text: 'Acada: up to ₦5 million for new school infrastructure and up to ₦5 million for classroom renovation.',
      link: { label: 'About Acada', to: '/products/10' },
    },
    {
      title: 'Asset-backed investment',
      text: 'Assetbin: a five-year, asset-backed investment note paying interest every quarter.',
      link: { label: 'About Assetbin', to: '/products/7' },
    },
  ],
  criteria: [
    'A registered business or a verifiable personal income',
    'Clean title to the land or property, and approved plans for building work',
    'Your own contribution to the project',
    'A clear plan for repayment: sales, rent, salary or business income',
  ],
});
