import { parseContent, uniqueIds, type VideoPost, VideoPostSchema } from './article-schemas';
import { AUTHORS } from '../../domain/content/post';

/*
 * The seven video posts (specification 3). The films live on the bank's YouTube channel: the site
 * shows a poster and links out to the film itself, because embedding would load a third-party host
 * on our pages. Their view counts are YouTube's, so the site shows none (issue 31.5).
 * Relative imports only: read by react-router.config.ts for the prerender paths.
 */

/** SAMPLE: the film's own address on YouTube; the ids are placeholders for the bank to replace with its films'. */
const film = (id: string) => `https://www.youtube.com/watch?v=${id}`;

const posts: VideoPost[] = [
  {
    id: 'video-twenty-years-in-two-minutes',
    photo: '/images/blog/anniversary.svg',
    photoalt: 'Poster of the anniversary film: the number 20 above a row of houses',
    postdate: '2025-03-24',
    title: 'Twenty years in two minutes: our anniversary film',
    shortdesc:
      'From one office in 2005 to customers across Nigeria: the people and the homes behind our first twenty years.',
    author: AUTHORS.communications,
    vid: { src: film('agmb-anni20'), title: 'AG Mortgage Bank at 20' },
    views: 2318,
    comments: 41,
    longdescription: `
Our anniversary film tells the story of AG Mortgage Bank through the people who built it: the staff who opened our first branch in 2005, the families who saved with us for their first home, and the teams who check every title before we lend.

## In this film
- How a savings habit became a family home, told by the people who lived it.
- Why we check land and property titles before any money moves.
- What changed when account opening, BVN and NIN linking and repayment estimates moved online.

## Celebrate with us
The anniversary year brings customer events, community projects and the Big Family Dream. See what is on at our [20th Anniversary page](/anniversary), and read the [anniversary letter](/blog-single/celebrating-20-years) on our blog.
`,
  },
  {
    id: 'video-spot-the-scam',
    photo: '/images/blog/fraud-awareness.svg',
    photoalt: 'Poster of the fraud awareness video: a shield with a padlock in front of a phone',
    postdate: '2024-10-21',
    title: 'Spot the scam: three calls you should end at once',
    shortdesc: 'Our Information Security Team acts out three real fraud calls and shows the exact moment to hang up.',
    author: AUTHORS.security,
    vid: { src: film('agmb-scam01'), title: 'Spot the scam' },
    views: 6104,
    comments: 87,
    longdescription: `
Most fraud starts with a friendly voice and a sense of urgency. In this short video our Information Security Team plays out three calls that customers have really received, and stops each one at the moment you should hang up.

## The three calls
1. **“Your account will be blocked today.”** The caller wants you to “confirm” your BVN and card details.
2. **“A code is coming to your phone.”** The caller asks you to read back the OTP, which would authorise a transfer.
3. **“Your loan is approved.”** The caller asks for a processing fee paid into a personal account.

## Remember
We will never ask for your PIN, password, OTP or full card details. If in doubt, end the call and ring us on the number on our [Contact Us](/contact) page. Read the full [fraud awareness guide](/blog-single/fraud-awareness-protect-your-account) on our blog.
`,
  },
  {
    id: 'video-rent-to-own',
    photo: '/images/blog/rent-to-own.svg',
    photoalt: 'Poster of the rent-to-own video: a calendar beside a house',
    postdate: '2024-08-26',
    title: 'Rent to own with the Tenant Ownership Mortgage',
    shortdesc:
      'Live in the home now and buy it at a price fixed on day one. Our mortgage desk explains rent-to-own in three minutes.',
    author: AUTHORS.mortgageDesk,
    vid: { src: film('agmb-rent01'), title: 'Rent to own, explained' },
    views: 1879,
    comments: 23,
    longdescription: `
Paying a year or two of rent in advance builds nothing for you. In this video our Mortgage Advisory Desk explains how the Tenant Ownership Mortgage lets your payments move you towards owning the home you live in.

## What you will learn
- How the purchase price is fixed when you move in.
- How to pay monthly, quarterly or annually, including deduction through your employer.
- When rent-to-own suits you better than a mortgage, and when it does not.

Read the written guide, [Rent to own](/blog-single/rent-to-own-tenant-ownership-mortgage), or try the numbers on our [Mortgage Calculator](/loan-calculator).
`,
  },
  {
    id: 'video-mortgage-calculator',
    photo: '/images/blog/calculator.svg',
    photoalt: 'Poster of the calculator video: a calculator beside a house',
    postdate: '2024-05-13',
    title: 'Using the Mortgage Calculator',
    shortdesc:
      'Work out a monthly repayment for any amount, rate and tenor, and see how a larger deposit or a longer tenor changes it.',
    author: AUTHORS.mortgageDesk,
    vid: { src: film('agmb-calc01'), title: 'How to use the Mortgage Calculator' },
    views: 2745,
    comments: 19,
    longdescription: `
Before you visit a property or speak to a lender, it helps to know what a loan would cost you each month. This short walkthrough shows how to use our Mortgage Calculator.

## In the video
1. Enter the price of the home and your deposit.
2. Choose the interest rate and the tenor in years.
3. Read the monthly repayment, and see how it changes when you adjust the deposit or the tenor.

The calculator gives an estimate; your actual offer depends on your income, the property and the product. Try it now on the [Mortgage Calculator](/loan-calculator) page, then talk to our Mortgage Advisory Desk.
`,
  },
  {
    id: 'video-link-bvn-and-nin',
    photo: '/images/blog/bvn-nin.svg',
    photoalt: 'Poster of the BVN and NIN linking video: an identity card and a phone',
    postdate: '2024-01-22',
    title: 'Linking your BVN and NIN on the Self Service Portal',
    shortdesc:
      'A screen-by-screen guide to linking both identity numbers to your account, as the Central Bank requires.',
    author: AUTHORS.customerExperience,
    vid: { src: film('agmb-bvnnin'), title: 'Link your BVN and NIN in two minutes' },
    views: 8930,
    comments: 112,
    longdescription: `
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
  },
  {
    id: 'video-nhf-loan-step-by-step',
    photo: '/images/blog/nhf-explained.svg',
    photoalt: 'Poster of the NHF video: a family in front of a new house',
    postdate: '2024-02-26',
    title: 'Your NHF loan, step by step',
    shortdesc: 'Who can borrow from the National Housing Fund, how much, and the five steps from application to keys.',
    author: AUTHORS.mortgageDesk,
    vid: { src: film('agmb-nhf001'), title: 'The NHF loan, step by step' },
    views: 5412,
    comments: 64,
    longdescription: `
The National Housing Fund offers working Nigerians one of the most affordable mortgages in the country. In this video our Mortgage Advisory Desk explains who qualifies and walks through the application.

## Key facts
- Contributors aged 18 to 60 with at least 6 months of contributions.
- Loans of up to ₦15 million, repaid over up to 30 years.
- No equity for loans up to ₦5 million; 10% above ₦5 million.

## The five steps
Open or name your NHF account, check eligibility with us, submit your documents, let us present your file to the Federal Mortgage Bank of Nigeria, and start repaying once the home is yours.

The written guide is on our blog: [The National Housing Fund, explained](/blog-single/national-housing-fund-explained).
`,
  },
  {
    id: 'video-open-an-account-online',
    photo: '/images/blog/open-account.svg',
    photoalt: 'Poster of the account opening video: a phone showing a new account',
    postdate: '2023-11-06',
    title: 'How to open an account online in five minutes',
    shortdesc: 'Everything you need, and every screen you will see, to open a savings account with us from your phone.',
    author: AUTHORS.customerExperience,
    vid: { src: film('agmb-open01'), title: 'Open an account online' },
    views: 4066,
    comments: 38,
    longdescription: `
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
  },
];

/** The video posts, newest first. */
export const videoPosts: readonly VideoPost[] = parseContent(
  uniqueIds(VideoPostSchema),
  posts,
  'app/content/videos.ts',
).sort((a, b) => b.postdate.localeCompare(a.postdate));

export function findVideoPost(id: string): VideoPost | undefined {
  return videoPosts.find((post) => post.id === id);
}
