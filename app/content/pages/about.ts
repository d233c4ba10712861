/** Texts of the About Us page. */
import { bank } from '@domain/bank';
import { YEARS_IN_BUSINESS } from './home';

export const aboutTexts = {
  meta: {
    title: 'About Us',
    description: `${bank.name} is a primary mortgage bank licensed by the ${bank.regulator} since ${bank.foundedYear}: our history, mission, values and branches.`,
  },
  lead: `A primary mortgage bank helping Nigerians save for, buy and build their homes since ${bank.foundedYear}.`,
  history: {
    title: 'Our story',
    paragraphs: [
      `${bank.name} opened its doors in ${bank.foundedYear} with one idea: that a Nigerian family with a steady income should be able to own its home without waiting a lifetime. ${YEARS_IN_BUSINESS} years on, that idea still decides what we do every day.`,
      'We started with savings accounts and home loans for salary earners in Lagos. Over the years we added National Housing Fund lending, estate and construction finance, rent-to-own mortgages and family savings plans, and opened branches in Abuja, Enugu and Aba.',
      'Today you can open an account online with your BVN, link your BVN and NIN on our Self Service Portal and work out a repayment on our Mortgage Calculator, while our branches remain where they have always been for the conversations that matter.',
    ],
  },
  purpose: [
    {
      title: 'Our mission',
      text: 'To make home ownership possible for every working Nigerian through simple savings, fair mortgages and honest advice.',
    },
    {
      title: 'Our vision',
      text: 'To be the mortgage bank Nigerian families trust first, in every region of the country.',
    },
  ],
  values: {
    title: 'What we stand for',
    items: [
      { title: 'Integrity', text: 'We say what a product costs and what it needs, and we keep our word.' },
      {
        title: 'Customer first',
        text: 'We explain, listen and call back. Your home is the point of everything we do.',
      },
      {
        title: 'Prudence',
        text: 'We check titles, value properties carefully and lend what you can repay, to protect your family and your savings.',
      },
      { title: 'Innovation', text: 'We bring banking to your phone so you visit a branch only when you want to.' },
      { title: 'Teamwork', text: 'Our branches, mortgage advisers and support group work as one team for you.' },
    ],
  },
  licence: {
    title: 'Licensed and regulated',
    paragraphs: [
      `${bank.name} holds a primary mortgage bank licence from the ${bank.regulator} (CBN) and is supervised by it. We are registered with the Corporate Affairs Commission (${bank.registrationNumber}).`,
      'As a primary mortgage bank we take savings and deposits, grant mortgages to buy, build or improve homes, and finance housing developments. Your personal data is handled under the rules of the ' +
        `${bank.dataProtectionRegulator}.`,
    ],
  },
  nhf: {
    title: 'National Housing Fund',
    paragraphs: [
      'We are an accredited lender of the National Housing Fund (NHF), the Federal Government’s housing scheme managed by the Federal Mortgage Bank of Nigeria.',
      'We help employers register their staff, receive applications at every branch, and manage the mortgage for its whole life.',
    ],
    cta: 'Read about NHF loans',
  },
  branches: {
    title: 'Our branches',
    lead: 'Visit us in Lagos, Abuja, Enugu or Aba.',
    contactCta: 'Contact us',
  },
} as const;
