/**
 * Texts of /complaints, its form and its e-mails (issue 31 point 4). The figures come from
 * domain/complaint-promises.ts, so the page, the e-mail and the FAQ cannot disagree.
 */
import { CBN_CONSUMER_PROTECTION, COMPLAINT_PROMISES } from '../complaint-promises';
import { ACCOUNT_NUMBER_LENGTH } from '../constants';

const { acknowledgeWithinHours, resolveWithinDays } = COMPLAINT_PROMISES;
const acknowledgePromise = `We acknowledge every complaint within ${acknowledgeWithinHours} hours, with a reference to quote.`;
const resolvePromise = `We resolve most complaints within ${resolveWithinDays} days, as the Central Bank of Nigeria's consumer protection regulations expect, and tell you in writing what we found and what we will do.`;

export const complaintTexts = {
  title: 'Complaints',
  metaDescription: `Complain to AG Mortgage Bank online, at a branch, by phone or e-mail: acknowledged within ${acknowledgeWithinHours} hours, resolved within ${resolveWithinDays} days, with escalation to the Central Bank of Nigeria.`,
  lead: 'Something went wrong? Tell us. Every complaint gets a reference, an answer in writing and a named way forward if you are not satisfied.',
  howHeading: 'How to complain',
  howLead: 'Choose whichever suits you. Each way reaches the same customer care team and gets the same reference.',
  channels: {
    form: { title: 'Online', text: 'Use the form on this page. You get your reference on screen and by e-mail.' },
    branch: {
      title: 'At a branch',
      text: 'Speak to customer service at any of our branches. Ask for your complaint reference before you leave.',
      link: 'Find a branch',
    },
    phone: { title: 'By phone', text: 'Call customer care on working days, 8:00 am to 4:00 pm.' },
    email: {
      title: 'By e-mail',
      text: 'Write to customer care with your name, account number if you have one, and what happened.',
    },
  },
  promisesHeading: 'Our promise',
  promises: [acknowledgePromise, resolvePromise],
  escalationHeading: 'If you are not satisfied',
  escalation: [
    `If we have not resolved your complaint within ${resolveWithinDays} days, or you disagree with our answer, you can take it to the ${CBN_CONSUMER_PROTECTION.department}. Quote your complaint reference.`,
    'The Central Bank does not charge you for looking into a complaint.',
  ],
  escalationEmail: 'E-mail',
  escalationPhone: 'CBN contact centre',
  formHeading: 'Make a complaint',
  formLead: 'Fields marked (optional) can be left empty. Everything else is needed to look into your complaint.',
  fields: {
    name: { label: 'Full name' },
    email: { label: 'E-mail address', hint: 'We send your reference and our answer to this address.' },
    phone: { label: 'Phone number', hint: 'A Nigerian number, for example 0803 123 4567, if you would like a call.' },
    accountNumber: {
      label: 'Account number',
      hint: `Your ${ACCOUNT_NUMBER_LENGTH}-digit account number, if the complaint is about an account or a loan.`,
    },
    category: { label: 'What is your complaint about?', placeholder: 'Choose a category' },
    description: {
      label: 'What happened?',
      hint: 'Dates, amounts and what you would like us to do help us resolve it faster. Do not write your BVN, NIN, PIN or passwords.',
    },
  },
  categories: {
    account: 'Savings or current account',
    mortgage: 'Mortgage or loan',
    nhf: 'National Housing Fund (NHF)',
    charges: 'Charges, fees or interest',
    transfers: 'Transfers, deposits or withdrawals',
    'online-banking': 'Online banking or this website',
    'staff-service': 'Service from our staff',
    other: 'Something else',
  },
  errors: {
    accountNumber: `Enter your ${ACCOUNT_NUMBER_LENGTH}-digit account number, or leave it empty`,
    category: 'Choose what your complaint is about',
    descriptionTooShort: 'Tell us what happened in at least 20 characters',
    descriptionTooLong: 'Your description must be 3,000 characters or fewer',
  },
  submit: 'Send complaint',
  received: {
    heading: 'We have received your complaint',
    referenceLabel: 'Your complaint reference',
    next: [
      acknowledgePromise,
      resolvePromise,
      'We have e-mailed you the reference. Quote it whenever you contact us about this complaint.',
    ],
    another: 'Make another complaint',
  },
  email: {
    subject: (reference: string) => `Your complaint ${reference} - AG Mortgage Bank`,
    heading: 'We have received your complaint',
    body: (reference: string, category: string) => [
      `Thank you for telling us. Your complaint about "${category}" has the reference ${reference}. Please quote it whenever you contact us about it.`,
      resolvePromise,
      `If you are not satisfied with our answer, or have none within ${resolveWithinDays} days, you can write to the ${CBN_CONSUMER_PROTECTION.department} at ${CBN_CONSUMER_PROTECTION.email} or call the CBN contact centre on ${CBN_CONSUMER_PROTECTION.contactCentre}.`,
      'If you did not make this complaint, you can ignore this e-mail.',
    ],
  },
  toBank: {
    subject: (reference: string, category: string) => `Complaint ${reference}: ${category}`,
    heading: 'A complaint from the website',
    intro: `Acknowledge within ${acknowledgeWithinHours} hours and resolve within ${resolveWithinDays} days. It is in the back office's Contact messages.`,
    labels: { reference: 'Reference', category: 'Category', accountNumber: 'Account number' },
  },
};
