/**
 * Today's FAQ as seed content (issue 31 point 3): loaded on a fresh database as the first published
 * version of each entry, marked sample. Figures come from the constants the product itself applies,
 * so the seed agrees with what the forms, the calculator and the complaint desk do; from then on
 * the entries are the bank's to edit in the back office.
 */
import { COMPLAINT_PROMISES } from '../../domain/complaint-promises';
import {
  ACCOUNT_NUMBER_LENGTH,
  BVN_USSD_CODE,
  CBN_LINKING_CIRCULAR,
  DEFAULT_MAX_FILE_BYTES,
  fileLimitLabel,
  IDENTITY_NUMBER_LENGTH,
  LOGIN_PASSWORD_LENGTH,
  OTP_LENGTH,
  WIZARD_MAX_FILE_BYTES,
} from '../../domain/constants';
import type { FaqBody, FaqGroupId } from '../../domain/content/faq';
import { escapeMarkdown } from '../../domain/content/markdown';
import { formatKobo } from '../../domain/kobo';
import { ID_TYPES } from '../../domain/lists/id-types';
import { NHF_TERMS } from '../../domain/mortgage';
import { mortgageProduct, MORTGAGE_PRODUCTS, REPAYMENT_SHARE_OF_INCOME } from '../../domain/mortgage-products';
import { MAX_LOAN_DOCUMENT_BYTES } from '../../domain/forms/loan-application';
import { loanTexts } from '../../domain/messages/loans';

const naira = (amount: number) => `₦${amount.toLocaleString('en-NG')}`;
const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(isoDate));
const mortgageLines = MORTGAGE_PRODUCTS.map(
  (product) =>
    `${product.name}: ${product.minTenorYears} to ${product.maxTenorYears} years, from ${formatKobo(product.minLoanKobo, { wholeNaira: true })}${
      product.maxLoanKobo ? ` up to ${formatKobo(product.maxLoanKobo, { wholeNaira: true })}` : ''
    }.`,
);
const incomeShare =
  REPAYMENT_SHARE_OF_INCOME.numerator === 1 && REPAYMENT_SHARE_OF_INCOME.denominator === 3
    ? 'one third'
    : `${REPAYMENT_SHARE_OF_INCOME.numerator}/${REPAYMENT_SHARE_OF_INCOME.denominator}`;
const loanSteps = loanTexts.step.steps;
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

interface SeedEntry {
  id: string;
  question: string;
  answer: string[];
  links?: { label: string; to: string }[];
}

const GROUPS: { id: FaqGroupId; entries: SeedEntry[] }[] = [
  {
    id: 'borrowing',
    entries: [
      {
        id: 'which-mortgages',
        question: 'Which mortgages do you offer?',
        answer: [
          'We offer five kinds of home loan, each with its own limits.',
          ...mortgageLines,
          'The mortgage calculator applies these limits and shows what you would repay each month.',
        ],
        links: [{ label: 'Mortgage calculator', to: '/loan-calculator' }],
      },
      {
        id: 'how-much-can-i-borrow',
        question: 'How much can I borrow?',
        answer: [
          `Your monthly repayments, together with any loans you already repay, must stay within ${incomeShare} of your net monthly income.`,
          'The loan is also limited by the product you choose and by the price of the home. The calculator works out both before you apply.',
        ],
        links: [{ label: 'Mortgage calculator', to: '/loan-calculator' }],
      },
      {
        id: 'how-to-apply-for-a-mortgage',
        question: 'How do I apply for a mortgage?',
        answer: [
          `Sign in and open the mortgage application. It has ${loanSteps.length} steps: ${loanSteps.join(', ')}. Each step is saved as you go, so you can finish later.`,
          'You can send the application with documents still to come. The Loan Dashboard then lists what we still need, takes the documents, names your mortgage officer and keeps your messages with them.',
        ],
        links: [
          { label: 'Apply for a mortgage', to: '/loan-step' },
          { label: 'Track your mortgage', to: '/loan-dashboard' },
        ],
      },
      {
        id: 'withdraw-an-application',
        question: 'Can I withdraw my mortgage application?',
        answer: ['Yes. You can withdraw it on the Loan Dashboard at any time until we issue you an offer.'],
        links: [{ label: 'Loan Dashboard', to: '/loan-dashboard' }],
      },
    ],
  },
  {
    id: 'nhf',
    entries: [
      {
        id: 'who-can-get-an-nhf-loan',
        question: 'Who can get an NHF loan?',
        answer: [
          `NHF contributors aged ${NHF_TERMS.minAge} to ${NHF_TERMS.maxAge}, employed or self-employed, who have contributed to the National Housing Fund for at least ${NHF_TERMS.minContributionMonths} months.`,
          `An NHF loan is up to ${naira(NHF_TERMS.maxLoan)}, at ${NHF_TERMS.annualRatePercent}% a year, repaid over up to ${NHF_TERMS.maxTenorYears} years.`,
        ],
        links: [{ label: 'NHF mortgage', to: mortgageProduct('nhf')?.productPath ?? '/loan-calculator' }],
      },
      {
        id: 'nhf-equity',
        question: 'How much equity do I need for an NHF loan?',
        answer: [
          `None for a home of up to ${naira(NHF_TERMS.noEquityUpTo)}. Above that, and up to the ${naira(NHF_TERMS.maxLoan)} limit, you contribute ${NHF_TERMS.equityPercentAbove}% of the price.`,
          'The calculator shows the equity for the price you enter.',
        ],
        links: [{ label: 'Mortgage calculator', to: '/loan-calculator' }],
      },
      {
        id: 'nhf-savings-account',
        question: 'How do I start contributing to the NHF with you?',
        answer: [
          `Open an NHF Savings account (product ${NHF_TERMS.accountProductCode}) online or at a branch. Your contributions count towards the ${NHF_TERMS.minContributionMonths} months an NHF loan needs.`,
        ],
        links: [{ label: 'Open an account', to: '/accountopening' }],
      },
      {
        id: 'nhf-fmbn',
        question: 'Who approves an NHF loan?',
        answer: [
          'We assess your application first. NHF loans are funded by the Federal Mortgage Bank of Nigeria, so an application we recommend then goes to it, and the Loan Dashboard shows when it is there.',
        ],
      },
    ],
  },
  {
    id: 'accounts',
    entries: [
      {
        id: 'open-an-account-online',
        question: 'How do I open an account online?',
        answer: [
          'Two ways. The Instant Account is one page: you allow us to read your BVN record, confirm your e-mail address, and the account is opened at once.',
          'The New Account registration takes five steps: we send a code to the phone on your BVN record, then a link to your e-mail that opens your application. Everything is kept as you go, and you can continue on another device.',
        ],
        links: [{ label: 'Open an account', to: '/accountopening' }],
      },
      {
        id: 'sign-in',
        question: 'How do I sign in to see my account?',
        answer: [
          `Sign in with your account number or e-mail address and your ${LOGIN_PASSWORD_LENGTH}-digit password, then the ${OTP_LENGTH}-digit code we send by SMS to the phone on record.`,
          'The first time, set your password with the codes we send to your phone and your e-mail address.',
        ],
        links: [
          { label: 'Sign in', to: '/login' },
          { label: 'Set or reset your password', to: '/login/password' },
        ],
      },
      {
        id: 'no-code-received',
        question: 'The code was not sent to my phone. What can I do?',
        answer: [
          'We send codes to the phone number on your BVN record. If that number is out of date, ask us for help: we check your identity another way.',
        ],
        links: [{ label: 'No code on your BVN phone', to: '/bvnphonehelp' }],
      },
    ],
  },
  {
    id: 'bvn-nin',
    entries: [
      {
        id: 'why-link-bvn-and-nin',
        question: 'Why must I link my BVN and NIN to my account?',
        answer: [
          `The Central Bank of Nigeria requires both on every account to keep it active (circular ${CBN_LINKING_CIRCULAR.reference} of ${longDate(CBN_LINKING_CIRCULAR.issuedOn)}; the deadline was ${longDate(CBN_LINKING_CIRCULAR.linkingDeadline)}). If you have linked both already, nothing more is needed.`,
        ],
        links: [{ label: 'Link BVN and NIN', to: '/profileupdate' }],
      },
      {
        id: 'how-to-link',
        question: 'How do I link my BVN and NIN?',
        answer: [
          `Fill in the Self Service Portal form with your account name and ${ACCOUNT_NUMBER_LENGTH}-digit account number, your BVN and your NIN (${IDENTITY_NUMBER_LENGTH} digits each). Signed in, your account page shows whether both are linked and fills the form for you.`,
        ],
        links: [{ label: 'Link BVN and NIN', to: '/profileupdate' }],
      },
      {
        id: 'find-my-bvn',
        question: 'I do not know my BVN. How do I find it?',
        answer: [`Dial ${BVN_USSD_CODE} from the phone number you registered your BVN with.`],
      },
      {
        id: 'bvn-safety',
        question: 'Is my BVN safe with you?',
        answer: [
          'Your BVN and NIN are stored encrypted and shown only with their last four digits. We never ask for your PIN, password or a one-time code by phone, e-mail or social media.',
        ],
      },
    ],
  },
  {
    id: 'documents',
    entries: [
      {
        id: 'documents-to-open-an-account',
        question: 'Which documents do I need to open an account?',
        answer: [
          `For the Instant Account: a passport photograph and a scanned ID card, as image files of up to ${fileLimitLabel(DEFAULT_MAX_FILE_BYTES)} each.`,
          `For the New Account registration: your signature and a utility bill not older than three months, as image files of up to ${fileLimitLabel(WIZARD_MAX_FILE_BYTES)} each. A corporate account also needs two referee letters.`,
          'Originals of your ID are seen at a branch.',
        ],
        links: [{ label: 'Open an account', to: '/accountopening' }],
      },
      {
        id: 'accepted-ids',
        question: 'Which means of identification do you accept?',
        answer: [`${ID_TYPES.join(', ')}.`],
      },
      {
        id: 'mortgage-documents',
        question: 'Which documents does a mortgage application need?',
        answer: [
          `Payslips for the last 3 months, bank statements for the last 6 months, the title documents of the property and your ID, each up to ${megabytes(MAX_LOAN_DOCUMENT_BYTES)}. Your mortgage officer may ask for more on the Loan Dashboard.`,
        ],
        links: [{ label: 'Loan Dashboard', to: '/loan-dashboard' }],
      },
    ],
  },
  {
    id: 'timelines',
    entries: [
      {
        id: 'account-opening-time',
        question: 'How soon do I get my account number?',
        answer: [
          'Usually at once, on the screen. If our banking system is slow to answer, the screen says so and we e-mail you the account details shortly after.',
        ],
      },
      {
        id: 'mortgage-time',
        question: 'How long does a mortgage application take?',
        answer: [
          'A mortgage officer checks your documents and contacts you within 5 working days of your application. Assessment starts once every document is in; the Loan Dashboard shows each stage.',
        ],
        links: [{ label: 'Loan Dashboard', to: '/loan-dashboard' }],
      },
      {
        id: 'message-reply-time',
        question: 'How soon do you answer a message or a complaint?',
        answer: [
          'A message sent with the contact form is answered within two working days.',
          `A complaint is acknowledged within ${COMPLAINT_PROMISES.acknowledgeWithinHours} hours with a reference, and most are resolved within ${COMPLAINT_PROMISES.resolveWithinDays} days.`,
        ],
        links: [
          { label: 'Contact us', to: '/contact' },
          { label: 'Make a complaint', to: '/complaints' },
        ],
      },
      {
        id: 'data-request-time',
        question: 'How long does a request about my personal data take?',
        answer: ['We answer requests to see, correct or erase your personal data within 30 days.'],
        links: [{ label: 'Privacy policy', to: '/privacy-policy' }],
      },
    ],
  },
];

/** An entry's paragraphs (as plain text: `*565*0#` stays as typed) and links as one Markdown answer, the links last. */
function markdownAnswer({ answer, links = [] }: SeedEntry): string {
  const seeAlso = links.map((link) => `[${escapeMarkdown(link.label)}](${link.to})`).join(' · ');
  return [...answer.map(escapeMarkdown), ...(seeAlso ? [`See also: ${seeAlso}`] : [])].join('\n\n');
}

/** Each entry of the seed, in the page's order: its key (the anchor on /faq) and its first version's body. */
export const FAQ_SEED: { key: string; body: FaqBody }[] = GROUPS.flatMap((group) =>
  group.entries.map((entry) => ({
    key: entry.id,
    body: { group: group.id, question: entry.question, answer: markdownAnswer(entry) },
  })),
);
