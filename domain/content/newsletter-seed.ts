/**
 * Home Matters' issues and the video posts as the site first shows them: seed content (decision
 * 103), loaded on a fresh database as each item's version 1, marked sample; production refuses to
 * start while one is published. Each shows a sample drawing (`drawing`) rather than a picture of the
 * library. Readers' comments on the issues are sample content too, kept with the pages
 * (app/content/newsletters.ts). Relative imports: react-router.config.ts loads this file without the
 * path aliases.
 */
import type { NewsletterBody, VideoBody } from './newsletter';

/** SAMPLE: the film's own address on YouTube; the ids are placeholders for the bank to replace with its films'. */
const film = (id: string) => `https://www.youtube.com/watch?v=${id}`;

/** In the order they were written: an item's key is its address, /newsletter-single/{key}, one space for both kinds. */
export const NEWSLETTER_SEED: { key: string; body: NewsletterBody }[] = [
  {
    key: 'home-matters-issue-1',
    body: {
      issue: 'Issue 1 · July 2024',
      title: 'Home Matters: welcome to our newsletter',
      date: '2024-07-08',
      author: 'communications',
      summary:
        'Our first quarterly newsletter: why we are writing to you, the NHF loan in one page, thank you for linking your BVN and NIN, and account opening online.',
      body: `
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
      drawing: { src: '/images/blog/newsletter-1.svg', alt: 'An envelope with the number 1 and a small house' },
      tags: [7, 2, 8],
    },
  },
  {
    key: 'home-matters-issue-2',
    body: {
      issue: 'Issue 2 · October 2024',
      title: 'Home Matters: rent to own, and staying safe online',
      date: '2024-10-14',
      author: 'communications',
      summary:
        'How the Tenant Ownership Mortgage turns rent into ownership, our cyber-security awareness month, and answers to your most asked question about NHF loans.',
      body: `
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
      drawing: { src: '/images/blog/newsletter-2.svg', alt: 'An envelope with the number 2 and a house key' },
      tags: [9, 5, 2],
    },
  },
  {
    key: 'home-matters-issue-3',
    body: {
      issue: 'Issue 3 · January 2025',
      title: 'Home Matters: a savings plan for the new year',
      date: '2025-01-13',
      author: 'communications',
      summary:
        'Turn a new-year resolution into a plan: FAMSA family savings, a new desk for Nigerians abroad, and what we learned from festive-season fraud attempts.',
      body: `
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
      drawing: { src: '/images/blog/newsletter-3.svg', alt: 'An envelope with the number 3 and a calendar page' },
      tags: [3, 6, 5],
    },
  },
  {
    key: 'home-matters-issue-4',
    body: {
      issue: 'Issue 4 · April 2025',
      title: 'Home Matters: twenty years, and the Big Family Dream',
      date: '2025-04-07',
      author: 'communications',
      summary:
        'Our anniversary year begins: how to take part in the Big Family Dream, a reminder of your data rights, and the easiest way to bank from your phone.',
      body: `
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
      drawing: { src: '/images/blog/newsletter-4.svg', alt: 'An envelope with the number 4 and a party streamer' },
      tags: [7, 3, 10],
    },
  },
];

export const VIDEO_SEED: { key: string; body: VideoBody }[] = [
  {
    key: 'video-open-an-account-online',
    body: {
      title: 'How to open an account online in five minutes',
      date: '2023-11-06',
      author: 'customerExperience',
      summary: 'Everything you need, and every screen you will see, to open a savings account with us from your phone.',
      body: `
You can open an AG Mortgage Bank account without visiting a branch. This video follows a customer from the first screen to the congratulations message.

## Have these ready
- Your BVN (dial *565*0# to retrieve it) and your NIN.
- An e-mail address you can open on your phone.
- A passport photograph and a scanned or photographed ID card.

## What happens
1. Choose the account you want on the [account opening page](/accountopening).
2. Validate your BVN; details from your BVN record fill in for you.
3. Complete the remaining fields and accept the terms and conditions.
4. Verify your e-mail address. Your account number arrives by e-mail.
`,
      drawing: {
        src: '/images/blog/open-account.svg',
        alt: 'Poster of the account opening video: a phone showing a new account',
      },
      film: { url: film('agmb-open01'), title: 'Open an account online' },
    },
  },
  {
    key: 'video-link-bvn-and-nin',
    body: {
      title: 'Linking your BVN and NIN on the Self Service Portal',
      date: '2024-01-22',
      author: 'customerExperience',
      summary:
        'A screen-by-screen guide to linking both identity numbers to your account, as the Central Bank requires.',
      body: `
The Central Bank of Nigeria requires both your BVN and your NIN on every account (circular PSM/DIR/PUB/CIR/001/053 of 1 December 2023). This video shows how to link them yourself in about two minutes.

## What you need
- Your account name and account number.
- Your 11-digit BVN: dial *565*0# from your registered phone number to retrieve it.
- Your 11-digit NIN, from your NIN slip or national identity card.

## The steps
1. Open the [Self Service Portal](/profileupdate).
2. Fill in your account details, branch, e-mail address and phone number.
3. Enter your BVN and NIN, tick the authorisation box and press SUBMIT.

If you have already linked both numbers, you do not need to do anything.
`,
      drawing: {
        src: '/images/blog/bvn-nin.svg',
        alt: 'Poster of the BVN and NIN linking video: an identity card and a phone',
      },
      film: { url: film('agmb-bvnnin'), title: 'Link your BVN and NIN in two minutes' },
    },
  },
  {
    key: 'video-nhf-loan-step-by-step',
    body: {
      title: 'Your NHF loan, step by step',
      date: '2024-02-26',
      author: 'mortgageDesk',
      summary: 'Who can borrow from the National Housing Fund, how much, and the five steps from application to keys.',
      body: `
The National Housing Fund offers working Nigerians one of the most affordable mortgages in the country. In this video our Mortgage Advisory Desk explains who qualifies and walks through the application.

## Key facts
- Contributors aged 18 to 60 with at least 6 months of contributions.
- Loans of up to ₦15 million, repaid over up to 30 years.
- No equity for loans up to ₦5 million; 10% above ₦5 million.

## The five steps
Open or name your NHF account, check eligibility with us, submit your documents, let us present your file to the Federal Mortgage Bank of Nigeria, and start repaying once the home is yours.

The written guide is on our blog: [The National Housing Fund, explained](/blog-single/national-housing-fund-explained).
`,
      drawing: {
        src: '/images/blog/nhf-explained.svg',
        alt: 'Poster of the NHF video: a family in front of a new house',
      },
      film: { url: film('agmb-nhf001'), title: 'The NHF loan, step by step' },
    },
  },
  {
    key: 'video-mortgage-calculator',
    body: {
      title: 'Using the Mortgage Calculator',
      date: '2024-05-13',
      author: 'mortgageDesk',
      summary:
        'Work out a monthly repayment for any amount, rate and tenor, and see how a larger deposit or a longer tenor changes it.',
      body: `
Before you visit a property or speak to a lender, it helps to know what a loan would cost you each month. This short walkthrough shows how to use our Mortgage Calculator.

## In the video
1. Enter the price of the home and your deposit.
2. Choose the interest rate and the tenor in years.
3. Read the monthly repayment, and see how it changes when you adjust the deposit or the tenor.

The calculator gives an estimate; your actual offer depends on your income, the property and the product. Try it now on the [Mortgage Calculator](/loan-calculator) page, then talk to our Mortgage Advisory Desk.
`,
      drawing: {
        src: '/images/blog/calculator.svg',
        alt: 'Poster of the calculator video: a calculator beside a house',
      },
      film: { url: film('agmb-calc01'), title: 'How to use the Mortgage Calculator' },
    },
  },
  {
    key: 'video-rent-to-own',
    body: {
      title: 'Rent to own with the Tenant Ownership Mortgage',
      date: '2024-08-26',
      author: 'mortgageDesk',
      summary:
        'Live in the home now and buy it at a price fixed on day one. Our mortgage desk explains rent-to-own in three minutes.',
      body: `
Paying a year or two of rent in advance builds nothing for you. In this video our Mortgage Advisory Desk explains how the Tenant Ownership Mortgage lets your payments move you towards owning the home you live in.

## What you will learn
- How the purchase price is fixed when you move in.
- How to pay monthly, quarterly or annually, including deduction through your employer.
- When rent-to-own suits you better than a mortgage, and when it does not.

Read the written guide, [Rent to own](/blog-single/rent-to-own-tenant-ownership-mortgage), or try the numbers on our [Mortgage Calculator](/loan-calculator).
`,
      drawing: {
        src: '/images/blog/rent-to-own.svg',
        alt: 'Poster of the rent-to-own video: a calendar beside a house',
      },
      film: { url: film('agmb-rent01'), title: 'Rent to own, explained' },
    },
  },
  {
    key: 'video-spot-the-scam',
    body: {
      title: 'Spot the scam: three calls you should end at once',
      date: '2024-10-21',
      author: 'security',
      summary: 'Our Information Security Team acts out three real fraud calls and shows the exact moment to hang up.',
      body: `
Most fraud starts with a friendly voice and a sense of urgency. In this short video our Information Security Team plays out three calls that customers have really received, and stops each one at the moment you should hang up.

## The three calls
1. **“Your account will be blocked today.”** The caller wants you to “confirm” your BVN and card details.
2. **“A code is coming to your phone.”** The caller asks you to read back the OTP, which would authorise a transfer.
3. **“Your loan is approved.”** The caller asks for a processing fee paid into a personal account.

## Remember
We will never ask for your PIN, password, OTP or full card details. If in doubt, end the call and ring us on the number on our [Contact Us](/contact) page. Read the full [fraud awareness guide](/blog-single/fraud-awareness-protect-your-account) on our blog.
`,
      drawing: {
        src: '/images/blog/fraud-awareness.svg',
        alt: 'Poster of the fraud awareness video: a shield with a padlock in front of a phone',
      },
      film: { url: film('agmb-scam01'), title: 'Spot the scam' },
    },
  },
  {
    key: 'video-twenty-years-in-two-minutes',
    body: {
      title: 'Twenty years in two minutes: our anniversary film',
      date: '2025-03-24',
      author: 'communications',
      summary:
        'From one office in 2005 to customers across Nigeria: the people and the homes behind our first twenty years.',
      body: `
Our anniversary film tells the story of AG Mortgage Bank through the people who built it: the staff who opened our first branch in 2005, the families who saved with us for their first home, and the teams who check every title before we lend.

## In this film
- How a savings habit became a family home, told by the people who lived it.
- Why we check land and property titles before any money moves.
- What changed when account opening, BVN and NIN linking and repayment estimates moved online.

## Celebrate with us
The anniversary year brings customer events, community projects and the Big Family Dream. See what is on at our [20th Anniversary page](/anniversary), and read the [anniversary letter](/blog-single/celebrating-20-years) on our blog.
`,
      drawing: {
        src: '/images/blog/anniversary.svg',
        alt: 'Poster of the anniversary film: the number 20 above a row of houses',
      },
      film: { url: film('agmb-anni20'), title: 'AG Mortgage Bank at 20' },
    },
  },
];
