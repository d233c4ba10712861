import { type Newsletter, NewsletterSchema, parseContent, uniqueIds } from './article-schemas';
import { AUTHORS } from '../../domain/content/post';
import { BANK_REPLY } from './blog';

/*
 * Home Matters, the bank's quarterly newsletter (same fields as a blog post, plus the issue label).
 * Relative imports only: read by react-router.config.ts for the prerender paths.
 */

const issues: Newsletter[] = [
  {
    id: 'home-matters-issue-4',
    issue: 'Issue 4 · April 2025',
    photo: '/images/blog/newsletter-4.svg',
    photoalt: 'An envelope with the number 4 and a party streamer',
    postdate: '2025-04-07',
    title: 'Home Matters: twenty years, and the Big Family Dream',
    shortdesc:
      'Our anniversary year begins: how to take part in the Big Family Dream, a reminder of your data rights, and the easiest way to bank from your phone.',
    author: AUTHORS.communications,
    tags: [7, 3, 10],
    views: 1480,
    comments: 2,
    longdescription: `
## From the MD's desk
Twenty years ago we opened our doors with a promise to help Nigerian families own their homes. This issue marks the start of our anniversary year, and I want to begin it with thanks: to every customer who saved with us, borrowed with us and told a friend about us. Everything we celebrate this year, we celebrate with you.

— Managing Director/CEO

## The Big Family Dream
Our anniversary celebration rewards families who save together for a home. Open or fund a FAMSA family savings account, keep saving every month, and you take part. Full details and dates are on the [Big Family Dream](/bigfamilydream) page, and the story of our twenty years is on the [20th Anniversary](/anniversary) page.

## Your data, your rights
Under the Nigeria Data Protection Act 2023 you can ask us for a copy of the personal data we hold about you, ask us to correct it, or object to marketing at any time. We answer every request within 30 days. Our [privacy policy](/privacy-policy) explains how, and who to contact.

## Bank from your phone
Check balances, transfer funds and follow your mortgage from the AG Mortgage Bank app. Download it from the [apps page](/apps), and switch on transaction alerts while you are there.

## Tip of the quarter
Set your savings transfer for the day after payday, not the end of the month. What you never see, you never spend.
`,
    reviews: [
      {
        id: 1,
        img: '',
        name: 'Adaobi Chukwu',
        comment: 'Just opened FAMSA Gold for the Big Family Dream. Happy anniversary!',
        commentdate: '2025-04-09',
        replies: [
          {
            id: 2,
            ...BANK_REPLY,
            comment: 'Thank you, Adaobi, and welcome to the celebration!',
            commentdate: '2025-04-09',
          },
        ],
      },
    ],
  },
  {
    id: 'home-matters-issue-3',
    issue: 'Issue 3 · January 2025',
    photo: '/images/blog/newsletter-3.svg',
    photoalt: 'An envelope with the number 3 and a calendar page',
    postdate: '2025-01-13',
    title: 'Home Matters: a savings plan for the new year',
    shortdesc:
      'Turn a new-year resolution into a plan: FAMSA family savings, a new desk for Nigerians abroad, and what we learned from festive-season fraud attempts.',
    author: AUTHORS.communications,
    tags: [3, 6, 5],
    views: 1722,
    comments: 1,
    longdescription: `
## From the MD's desk
Every January, many of us promise ourselves that this will be the year we start building towards a home. This issue is about keeping that promise past February: small, automatic steps, and the right accounts working for you.

— Managing Director/CEO

## Product spotlight: FAMSA family savings
[FAMSA](/products/4) asks for a fixed monthly saving for one year and pays an interest rate of not less than 5%. Choose the tier that suits your family: Bronze from ₦10,000 a month, Silver from ₦25,000 or Gold from ₦50,000. At the end of the year, your savings can become the equity for your home. [Open an account online](/accountopening) in minutes.

## For Nigerians abroad
Our Mortgage Advisory Desk now holds appointments by video call for customers who live outside Nigeria. Read [Own a home in Nigeria while you live abroad](/blog-single/diaspora-mortgages) to see how we protect your money when you buy from afar.

## Lessons from the festive season
Fraud attempts rise every December. The most common this season were fake “account upgrade” calls and SMS messages with links. Remember: we will never ask for your PIN, password or OTP. Our [fraud awareness guide](/blog-single/fraud-awareness-protect-your-account) lists the seven tricks to recognise.

## Tip of the quarter
Write your home target on paper: the price, the equity and the date. A goal you can see is a goal you keep.
`,
    reviews: [
      {
        id: 1,
        img: '',
        name: 'Peter Ugwu',
        comment: 'The video-call appointments are a great idea for those of us in the Gulf.',
        commentdate: '2025-01-15',
        replies: [],
      },
    ],
  },
  {
    id: 'home-matters-issue-2',
    issue: 'Issue 2 · October 2024',
    photo: '/images/blog/newsletter-2.svg',
    photoalt: 'An envelope with the number 2 and a house key',
    postdate: '2024-10-14',
    title: 'Home Matters: rent to own, and staying safe online',
    shortdesc:
      'How the Tenant Ownership Mortgage turns rent into ownership, our cyber-security awareness month, and answers to your most asked question about NHF loans.',
    author: AUTHORS.communications,
    tags: [9, 5, 2],
    views: 1935,
    comments: 2,
    longdescription: `
## From the MD's desk
Rent is the largest bill most families pay, and it builds nothing. This quarter we are talking about how to change that, and about keeping your money safe while you do it.

— Managing Director/CEO

## Product spotlight: Tenant Ownership Mortgage
With our [Tenant Ownership Mortgage](/products/6) you live in the home as a tenant, pay monthly, quarterly or annually, and buy it at a price fixed on the first day. Employers can deduct the payments from salary. Read the full guide: [Rent to own](/blog-single/rent-to-own-tenant-ownership-mortgage).

## October is cyber-security awareness month
Our Information Security Team visited branches and employers across the country to explain the tricks fraudsters use. The three warning signs to remember: urgency, secrecy and a request for a code. If you see any of them, stop and call us on the number on our [Contact Us](/contact) page.

## You asked: “Can I get an NHF loan if I changed jobs?”
Yes. Your contributions follow your NHF number, not your employer. Make sure your new employer remits under the same number, and you keep your eligibility. Read [The National Housing Fund, explained](/blog-single/national-housing-fund-explained).

## Tip of the quarter
Check your payslip for the NHF line, then ask for your contribution statement. Missing remittances are easier to fix early than at loan time.
`,
    reviews: [
      {
        id: 1,
        img: '',
        name: 'Rukayat Lawal',
        comment: 'The NHF question is exactly what I wanted to ask. Thank you.',
        commentdate: '2024-10-16',
        replies: [
          {
            id: 2,
            ...BANK_REPLY,
            comment: 'You are welcome, Rukayat. Send us your next question by e-mail!',
            commentdate: '2024-10-16',
          },
        ],
      },
    ],
  },
  {
    id: 'home-matters-issue-1',
    issue: 'Issue 1 · July 2024',
    photo: '/images/blog/newsletter-1.svg',
    photoalt: 'An envelope with the number 1 and a small house',
    postdate: '2024-07-08',
    title: 'Home Matters: welcome to our newsletter',
    shortdesc:
      'Our first quarterly newsletter: why we are writing to you, the NHF loan in one page, thank you for linking your BVN and NIN, and account opening online.',
    author: AUTHORS.communications,
    tags: [7, 2, 8],
    views: 2210,
    comments: 2,
    longdescription: `
## From the MD's desk
Welcome to Home Matters, our newsletter for customers and friends of AG Mortgage Bank. Four times a year we will share what is new, answer your questions, and pass on practical advice for saving, borrowing and owning a home. Thank you for reading.

— Managing Director/CEO

## Product spotlight: the NHF loan in one page
- Borrow up to ₦15 million over up to 30 years.
- No equity for loans up to ₦5 million; 10% above ₦5 million.
- Contributors aged 18 to 60 with at least 6 months of contributions, employed or self-employed.

The full guide is on our blog: [The National Housing Fund, explained](/blog-single/national-housing-fund-explained).

## Thank you for linking your BVN and NIN
The Central Bank's deadline for linking both numbers to every account was 1 March 2024. Thank you to the many customers who linked theirs on time. If you have not yet, use our [Self Service Portal](/profileupdate) today to keep your account active.

## Open an account from your phone
You no longer need to visit a branch to open an account. With your BVN, an e-mail address and a photo of your ID, you can [open an account online](/accountopening) in a few minutes.

## Tip of the quarter
Keep three months of expenses in an emergency fund, separate from your home savings.
`,
    reviews: [
      {
        id: 1,
        img: '',
        name: 'Samuel Ojo',
        comment: 'Nice first issue. Please keep the one-page product summaries coming.',
        commentdate: '2024-07-10',
        replies: [
          { id: 2, ...BANK_REPLY, comment: 'We will, Samuel. Thank you for reading.', commentdate: '2024-07-10' },
        ],
      },
    ],
  },
];

/** The issues, newest first. */
export const newsletters: readonly Newsletter[] = parseContent(
  uniqueIds(NewsletterSchema),
  issues,
  'app/content/newsletters.ts',
).sort((a, b) => b.postdate.localeCompare(a.postdate));

export function findNewsletter(id: string): Newsletter | undefined {
  return newsletters.find((issue) => issue.id === id);
}
