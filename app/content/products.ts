/**
 * The product catalogue (specification 3 and 9): thirteen products in four buckets. Facts come
 * from the specification; the bank words and checks the copy before launch. Ids 1 to 4 are the
 * best-selling products of the account-opening chooser (specification 2.4).
 *
 * Each product's rates, fees and requirements are content in the database (decision 092): here
 * are their seed versions (domain/content/product-seed.ts), which the pages show only for a product
 * without a published version.
 *
 * Imported by loaders only (and by the prerender list), so neither the copy nor zod ships to the
 * browser. Relative imports: react-router.config.ts loads this file without the path aliases.
 */
import { PRODUCT_SEED } from '../../domain/content/product-seed';
import { parseContent, toContentId } from './schemas/common';
import { PRODUCT_CATEGORIES, ProductCatalogueSchema, type Product, type ProductCategory } from './schemas/product';

export { STANDARD_REQUIREMENTS } from '../../domain/content/product-seed';
export { PRODUCT_CATEGORIES, type Product, type ProductBucket, type ProductCategory } from './schemas/product';

export const BEST_SELLING_PRODUCT_IDS = [1, 2, 3, 4] as const;

function illustration(file: string, alt: string): Pick<Product, 'photo' | 'bigPhoto'> {
  return {
    photo: { src: `/images/products/${file}.svg`, alt, width: 640, height: 480 },
    bigPhoto: { src: `/images/products/${file}-wide.svg`, alt, width: 1280, height: 560 },
  };
}

const CATALOGUE: Product[] = [
  {
    id: 1,
    name: 'Regular Savings',
    code: '001',
    bucket: 'savings',
    isDepositInsured: true,
    bannerTitle: 'A simple savings account with an ATM card, for every day.',
    ...illustration('regular-savings', 'A piggy bank with naira coins and a debit card'),
    title: 'Regular Savings Account',
    description:
      'The Regular Savings Account keeps your money safe, earns interest on your balance and gives you an ATM card to reach it whenever you need it. It is the easiest way to start a banking relationship with a mortgage bank that can later finance your home.',
    benefits: [
      { title: 'ATM card', shortdesc: 'Ask for an ATM card and withdraw or pay at any ATM and point of sale.' },
      { title: 'Interest on your balance', shortdesc: 'Your savings earn interest at the bank’s savings rate.' },
      {
        title: 'Open online in minutes',
        shortdesc: 'Open with your BVN and NIN from your phone; no branch visit is needed to start.',
      },
      {
        title: 'A path to a mortgage',
        shortdesc: 'A steady savings history with us counts when you later apply for a home loan.',
      },
    ],
    attractions: ['ATM card available', 'Interest on your savings', 'Opens online with your BVN'],
    slider: [
      { heading: 'Save at your own pace', text: 'Pay in whenever you can; there is no fixed monthly amount.' },
      { heading: 'Your money within reach', text: 'Withdraw with your ATM card, at a branch or by transfer.' },
      {
        heading: 'Grow into a home owner',
        text: 'Move to Save-4-It or an NHF account when you are ready to save for a home.',
      },
    ],
    ...PRODUCT_SEED[1],
  },
  {
    id: 2,
    name: 'Save-4-It',
    code: '002',
    bucket: 'savings',
    isDepositInsured: true,
    bannerTitle: 'Save for your home and earn 3% above the savings rate.',
    ...illustration('save-4-it', 'A house beside a growing stack of naira coins and a savings progress bar'),
    title: 'Save-4-It Savings Account',
    description:
      'Save-4-It is a goal savings account for the home, land or project you have in mind. It pays interest 3% above our savings rate, sends you a statement every quarter and lets you lodge cheques and have someone you trust withdraw for you.',
    benefits: [
      {
        title: '3% above the savings rate',
        shortdesc: 'Your balance earns interest three percentage points above our regular savings rate.',
      },
      { title: 'Start with ₦5,000', shortdesc: 'Open the account with a minimum initial deposit of ₦5,000.' },
      {
        title: 'Quarterly statement',
        shortdesc: 'A statement every three months shows how close you are to your goal.',
      },
      {
        title: 'Cheques and third-party withdrawal',
        shortdesc: 'Lodge cheques into the account and let a person you name withdraw on your behalf.',
      },
    ],
    attractions: ['Minimum initial deposit ₦5,000', 'Interest 3% above the savings rate', 'Quarterly statement'],
    slider: [
      {
        heading: 'Name your goal',
        text: 'A plot of land, a deposit on a home or your building project: Save-4-It is for it.',
      },
      { heading: 'Earn more on every naira', text: 'Your savings earn 3% more than in a regular savings account.' },
      { heading: 'Turn savings into a home', text: 'Use your savings as equity for a mortgage with us.' },
    ],
    ...PRODUCT_SEED[2],
  },
  {
    id: 3,
    name: 'Flexi',
    code: '101',
    bucket: 'savings',
    isDepositInsured: true,
    bannerTitle: 'The flexibility of a current account, with your own cheque book.',
    ...illustration('flexi', 'A personalised cheque book, a debit card and a mobile phone'),
    title: 'Flexi Account',
    description:
      'Flexi works like a current account: pay in and pay out as often as you need, write personalised cheques and run your day-to-day finances in one place. It is exempt from VAT, so more of your money stays yours.',
    benefits: [
      {
        title: 'Personalised cheque books',
        shortdesc: 'Cheque books printed with your name for payments that need a cheque.',
      },
      { title: 'Move money freely', shortdesc: 'Current-account style: no limit on how often you pay in or withdraw.' },
      { title: 'VAT exemption', shortdesc: 'The account is exempt from value added tax.' },
      { title: 'Start with ₦10,000', shortdesc: 'Open the account with a minimum initial deposit of ₦10,000.' },
    ],
    attractions: ['Minimum initial deposit ₦10,000', 'Personalised cheque books', 'VAT exemption'],
    slider: [
      { heading: 'For busy accounts', text: 'Salary in, bills out, transfers every day: Flexi keeps up.' },
      { heading: 'Cheques with your name', text: 'Pay landlords, schools and suppliers who still ask for a cheque.' },
      {
        heading: 'One bank for home and money',
        text: 'Keep your everyday account with the bank that can finance your home.',
      },
    ],
    ...PRODUCT_SEED[3],
  },
  {
    id: 4,
    name: 'Famsa',
    code: '013',
    bucket: 'savings',
    isDepositInsured: true,
    bannerTitle: 'Family savings that pay at least 5% over one year.',
    ...illustration('famsa', 'A family of four in front of their home beside a stack of coins'),
    title: 'Famsa Family Savings',
    description:
      'Famsa is a one-year savings plan for the whole family. You choose a tier, save the same amount every month for twelve months, and earn interest of not less than 5%. Gold, Silver and Bronze tiers fit different family budgets.',
    benefits: [
      {
        title: 'Interest of at least 5%',
        shortdesc: 'Famsa pays interest of not less than 5% on your family’s savings.',
      },
      {
        title: 'A tier for every budget',
        shortdesc: 'Gold from ₦50,000, Silver from ₦25,000 and Bronze from ₦10,000 a month.',
      },
      {
        title: 'A habit in twelve months',
        shortdesc: 'Monthly savings over one year build a reserve for school fees, rent or a home.',
      },
    ],
    attractions: [
      'Interest not below 5%',
      'Monthly savings for 1 year',
      'Gold ₦50,000 · Silver ₦25,000 · Bronze ₦10,000 minimum',
    ],
    slider: [
      { heading: 'Save together', text: 'Parents and children work towards one family goal.' },
      { heading: 'Choose Gold, Silver or Bronze', text: 'Pick the monthly amount your family can keep up for a year.' },
      { heading: 'Plan the next step', text: 'At the end of the year, roll over or put your savings towards a home.' },
    ],
    ...PRODUCT_SEED[4],
  },
  {
    id: 5,
    name: 'NHF',
    code: '003',
    bucket: 'mortgage',
    bannerTitle: 'Own your home with a National Housing Fund loan at 6% a year.',
    ...illustration('nhf', 'A house with a golden key and a 6% badge'),
    title: 'National Housing Fund (NHF) Mortgage',
    description:
      'The National Housing Fund is the Federal Government’s housing scheme. Contributors can borrow up to ₦15 million at 6% a year for up to 30 years to buy, build or improve a home. As a primary mortgage bank we open your NHF savings account, take your loan application and manage your mortgage.',
    benefits: [
      { title: 'Up to ₦15 million', shortdesc: 'Borrow up to ₦15,000,000 for your home.' },
      { title: 'Up to 30 years to repay', shortdesc: 'A tenor of up to 30 years keeps your monthly repayment low.' },
      {
        title: 'Little or no equity',
        shortdesc: 'No equity on loans up to ₦5 million; 10% equity on loans above ₦5 million up to ₦15 million.',
      },
      {
        title: 'Employees and the self-employed',
        shortdesc: 'Open to employees and self-employed contributors aged 18 to 60.',
      },
    ],
    attractions: [
      'Maximum loan ₦15,000,000',
      'Tenor up to 30 years',
      'Contributors aged 18 to 60',
      'At least 6 months of contributions',
    ],
    slider: [
      { heading: 'Contribute', text: 'Open an NHF savings account and contribute for at least six months.' },
      { heading: 'Apply through us', text: 'We check your documents and the property, then present your application.' },
      { heading: 'Move in', text: 'Repay monthly over up to 30 years at the NHF rate of 6% a year.' },
    ],
    ...PRODUCT_SEED[5],
  },
  {
    id: 6,
    name: 'Tenant Ownership Mortgage',
    code: '106',
    bucket: 'mortgage',
    bannerTitle: 'Rent the home you live in today, and own it at a price fixed now.',
    ...illustration('tenant-ownership', 'A couple handing over a house key in front of a home'),
    title: 'Tenant Ownership Mortgage (TOM)',
    description:
      'The Tenant Ownership Mortgage turns rent into ownership. You move in as a tenant, pay monthly, quarterly or yearly through your employer, and hold the option to buy the home at a price agreed at the start, so rising prices do not move your goal away.',
    benefits: [
      { title: 'Rent to own', shortdesc: 'Your payments build towards owning the home you already live in.' },
      { title: 'A price fixed today', shortdesc: 'The option to buy is at a fixed price agreed when you start.' },
      { title: 'Pay as you are paid', shortdesc: 'Choose monthly, quarterly or annual payments.' },
      {
        title: 'Deducted by your employer',
        shortdesc: 'Payments come straight from your salary, so you never miss one.',
      },
    ],
    attractions: [
      'Rent-to-own',
      'Option to buy at a fixed price',
      'Monthly, quarterly or annual payments',
      'Deduction through your employer',
    ],
    slider: [
      { heading: 'Move in now', text: 'Live in the home while you pay towards it.' },
      { heading: 'Lock the price', text: 'The purchase price is agreed at the start of the plan.' },
      { heading: 'Become the owner', text: 'Exercise your option to buy and the home is yours.' },
    ],
    ...PRODUCT_SEED[6],
  },
  {
    id: 7,
    name: 'Assetbin',
    code: '004',
    bucket: 'investment',
    bannerTitle: 'An asset-backed investment note paying interest every quarter.',
    ...illustration('assetbin', 'An investment certificate with a seal beside a rising bar chart'),
    title: 'Assetbin Investment Note',
    description:
      'Assetbin is an asset-backed investment note with a five-year tenor, renewable every year. Interest is paid every quarter, or added to your investment if you choose to reinvest, and you hold an investment note certificate as evidence of your holding.',
    benefits: [
      { title: 'Backed by assets', shortdesc: 'Your investment is backed by real assets, not by promises alone.' },
      { title: 'Quarterly interest', shortdesc: 'Receive interest every quarter or reinvest it to grow your holding.' },
      { title: 'Renewable every year', shortdesc: 'A five-year tenor that you renew each year.' },
      {
        title: 'Investment note certificate',
        shortdesc: 'A certificate records your investment, its amount and its terms.',
      },
    ],
    attractions: [
      'Five-year tenor, renewable annually',
      'Asset-backed',
      'Quarterly interest with reinvest option',
      'Investment note certificate',
    ],
    slider: [
      { heading: 'Invest with confidence', text: 'Assetbin notes are backed by assets held by the bank.' },
      { heading: 'Income or growth', text: 'Take your interest each quarter or reinvest it.' },
      { heading: 'Plan for five years', text: 'A five-year horizon for your long-term goals, renewed annually.' },
    ],
    ...PRODUCT_SEED[7],
  },
  {
    id: 8,
    name: 'Visa',
    code: '007',
    bucket: 'savings',
    isDepositInsured: true,
    bannerTitle: 'A 360-day savings plan in three tiers, with rollover.',
    ...illustration('visa', 'A calendar showing 360 beside stacked naira coins'),
    title: 'Visa Savings Plan',
    description:
      'Visa is a 360-day savings plan that rolls over when it ends, so your savings keep working. Choose the Premium, Standard or Kiddies tier, and lodge cheques of up to ₦2 million into your plan.',
    benefits: [
      { title: '360-day tenor', shortdesc: 'A plan that runs for 360 days and rolls over at the end if you wish.' },
      { title: 'Three tiers', shortdesc: 'Premium from ₦5,000, Standard from ₦3,000 and Kiddies from ₦1,000.' },
      { title: 'Cheque lodgement', shortdesc: 'Lodge cheques of up to ₦2,000,000 into your plan.' },
    ],
    attractions: [
      '360-day tenor with rollover',
      'Cheque lodgement up to ₦2,000,000',
      'Premium ₦5,000 · Standard ₦3,000 · Kiddies ₦1,000 minimum',
    ],
    slider: [
      { heading: 'Pick your tier', text: 'Premium, Standard or Kiddies: start from ₦1,000.' },
      { heading: 'Save for a year', text: 'Keep saving for 360 days towards what matters to you.' },
      { heading: 'Roll over', text: 'At the end of the plan, roll it over and keep growing.' },
    ],
    ...PRODUCT_SEED[8],
  },
  {
    id: 9,
    name: 'Leap Into Mortgage',
    bucket: 'mortgage',
    bannerTitle: 'A revolving home loan of ₦100,000 to ₦1,000,000 for workers and cooperators.',
    ...illustration('leap-into-mortgage', 'A person climbing steps towards a house'),
    title: 'Leap Into Mortgage',
    description:
      'Leap Into Mortgage is a revolving facility from ₦100,000 to ₦1,000,000 over five years for employees and members of registered cooperatives. Use it to improve, complete or furnish your home; as you repay, the facility becomes available to use again.',
    benefits: [
      { title: '₦100,000 to ₦1,000,000', shortdesc: 'A facility sized for home improvements and finishing work.' },
      { title: 'Revolving', shortdesc: 'What you repay becomes available to use again during the tenor.' },
      { title: 'Five-year tenor', shortdesc: 'Five years to use and repay the facility.' },
      {
        title: 'Secured by a mortgage lien',
        shortdesc: 'A lien on the property secures the facility, so no other collateral is needed.',
      },
    ],
    attractions: ['₦100,000 to ₦1,000,000', 'Revolving facility', '5-year tenor', 'Mortgage lien as collateral'],
    slider: [
      { heading: 'For workers and cooperators', text: 'Employees and members of registered cooperatives can apply.' },
      { heading: 'Build in stages', text: 'Draw what you need for each stage of your project.' },
      { heading: 'Your first step to a mortgage', text: 'A good repayment record opens the way to a full home loan.' },
    ],
    ...PRODUCT_SEED[9],
  },
  {
    id: 10,
    name: 'Acada',
    bucket: 'mortgage',
    bannerTitle: 'Finance for schools and homes for their teachers.',
    ...illustration('acada', 'A school building with a teacher and two pupils'),
    title: 'Acada School Mortgage',
    description:
      'Acada supports private schools and the people who teach in them. Schools collect fees through us and can finance new infrastructure or classroom renovation of up to ₦5 million each, while their teachers can buy homes through a group mortgage.',
    benefits: [
      {
        title: 'School fee collection',
        shortdesc: 'Parents pay school fees into the school’s account with us, and every payment is accounted for.',
      },
      {
        title: 'Infrastructure up to ₦5 million',
        shortdesc: 'Finance for new school buildings and facilities of up to ₦5,000,000.',
      },
      {
        title: 'Classroom renovation up to ₦5 million',
        shortdesc: 'Finance to renovate classrooms of up to ₦5,000,000.',
      },
      {
        title: 'Group mortgage for teachers',
        shortdesc: 'Teachers of the school buy homes together on group mortgage terms.',
      },
    ],
    attractions: [
      'School fee collection',
      'Infrastructure support up to ₦5,000,000',
      'Classroom renovation up to ₦5,000,000',
      'Group mortgage for teachers',
    ],
    slider: [
      { heading: 'Collect fees with ease', text: 'Fees arrive in one account, ready to reconcile.' },
      { heading: 'Build better classrooms', text: 'Renovate or expand without draining the school’s cash.' },
      { heading: 'Keep good teachers', text: 'Help your staff own their homes through a group mortgage.' },
    ],
    ...PRODUCT_SEED[10],
  },
  {
    id: 11,
    name: 'Mortgage Focus Deposits',
    bucket: 'mortgage',
    isDepositInsured: true,
    bannerTitle: 'Save towards your mortgage from ₦2,000 and earn 2% above regular savings.',
    ...illustration('mortgage-focus-deposits', 'A safe, a raffle ticket and a small house'),
    title: 'Mortgage Focus Deposits',
    description:
      'Mortgage Focus Deposits help you build the equity for a home. Open with as little as ₦2,000, or place a fixed deposit from ₦100,000, earn interest 2% above regular savings, and receive a raffle ticket for every deposit of ₦150,000 or more.',
    benefits: [
      { title: 'Open from ₦2,000', shortdesc: 'Start saving towards your mortgage with ₦2,000.' },
      { title: 'Fixed deposit from ₦100,000', shortdesc: 'Lock larger sums away from ₦100,000 for a better return.' },
      {
        title: '2% above regular savings',
        shortdesc: 'Interest two percentage points above our regular savings rate.',
      },
      { title: 'Raffle tickets', shortdesc: 'Every deposit of ₦150,000 or more earns a raffle ticket.' },
    ],
    attractions: [
      'Open from ₦2,000',
      'Fixed deposit from ₦100,000',
      'Interest 2% above regular savings',
      'Raffle ticket for deposits of ₦150,000 or more',
    ],
    slider: [
      { heading: 'Start small', text: 'Open with ₦2,000 and add whenever you can.' },
      { heading: 'Earn more', text: 'Your deposits earn 2% above regular savings.' },
      { heading: 'Build your equity', text: 'Your savings become the equity for your mortgage.' },
    ],
    ...PRODUCT_SEED[11],
  },
  {
    id: 12,
    name: 'Kiddies Account',
    bucket: 'savings',
    isDepositInsured: true,
    bannerTitle: 'A savings account for your child, with a statement every quarter.',
    ...illustration('kiddies', 'A child beside a large golden piggy bank and coins'),
    title: 'Kiddies Account',
    description:
      'The Kiddies Account teaches children to save while their parents or guardians look after the account. You receive a statement every quarter, can lodge cheques from family and friends, and can let a person you trust withdraw for the child.',
    benefits: [
      { title: 'Quarterly statement', shortdesc: 'See your child’s savings grow every three months.' },
      { title: 'Cheque lodgement', shortdesc: 'Pay in gift cheques from family and friends.' },
      { title: 'Third-party withdrawal', shortdesc: 'A person you name can withdraw for school fees or other needs.' },
    ],
    attractions: ['Quarterly statement', 'Cheque lodgement', 'Third-party withdrawal'],
    slider: [
      { heading: 'Start a habit early', text: 'Children learn the value of saving by watching their balance grow.' },
      { heading: 'Gifts that last', text: 'Birthday and festive gifts go straight into the account.' },
      { heading: 'Ready for school fees', text: 'Withdraw when it is time to pay fees and books.' },
    ],
    ...PRODUCT_SEED[12],
  },
  {
    id: 13,
    name: 'AG-Sprint',
    bucket: 'sme_investment',
    bannerTitle: 'E-banking and collections for small and growing businesses.',
    ...illustration('ag-sprint', 'A shop front with a mobile phone showing a confirmed payment'),
    title: 'AG-Sprint for Businesses',
    description:
      'AG-Sprint is an e-banking and collections platform for small and medium-sized businesses. Receive payments from your customers into your account, see each payment as it arrives and manage your business account online.',
    benefits: [
      {
        title: 'Collections made simple',
        shortdesc: 'Customers pay into your business account and each payment is identified.',
      },
      { title: 'E-banking', shortdesc: 'Check balances, view transactions and make payments online.' },
      { title: 'Easy reconciliation', shortdesc: 'Match every payment to a customer or invoice without paperwork.' },
    ],
    attractions: ['E-banking platform', 'Collections platform', 'For small and medium-sized businesses'],
    slider: [
      { heading: 'Get paid faster', text: 'Your customers pay straight into your account.' },
      { heading: 'Know who paid', text: 'Every collection arrives with the payer’s details.' },
      { heading: 'Bank from your desk', text: 'Run your business account online, without queues.' },
    ],
    ...PRODUCT_SEED[13],
  },
];

export const products: Product[] = parseContent('product', ProductCatalogueSchema, CATALOGUE);

export function productById(id: number | string): Product | undefined {
  const wanted = toContentId(id);
  return products.find((product) => product.id === wanted);
}

export function isProductCategory(value: string): value is ProductCategory {
  return (PRODUCT_CATEGORIES as readonly string[]).includes(value);
}

export function productsInCategory(category: ProductCategory): Product[] {
  return category === 'all' ? products : products.filter((product) => product.bucket === category);
}

/** Headings of the category pages (/products/category/{category}). */
export const PRODUCT_CATEGORY_COPY: Record<ProductCategory, { title: string; lead: string }> = {
  all: {
    title: 'Our Products',
    lead: 'Savings, mortgages and investments from a mortgage bank licensed by the Central Bank of Nigeria.',
  },
  savings: {
    title: 'Savings Accounts',
    lead: 'Accounts for every day, for the family and for the home you are saving towards.',
  },
  mortgage: { title: 'Mortgages', lead: 'Loans and plans that take you from renting to owning your home.' },
  investment: { title: 'Investments', lead: 'Put your money to work in asset-backed investment notes.' },
  sme_investment: { title: 'SME Banking', lead: 'Collections and online banking for small and growing businesses.' },
};
