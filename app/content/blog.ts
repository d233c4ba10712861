import { z } from 'zod';
import { type Author, type BlogPost, BlogPostSchema, parseContent, uniqueIds } from './article-schemas';

/*
 * The blog (specification 3: Blog post, Review). Relative imports only: this module is also read
 * by react-router.config.ts (prerender paths), where the ~ and @domain aliases do not exist.
 * Reader comments are sample content that the bank replaces with moderated real comments.
 */

/** The tag-name table: posts carry numeric tag ids (specification 3). */
export const BLOG_TAGS: Readonly<Record<number, string>> = {
  1: 'Mortgages',
  2: 'National Housing Fund',
  3: 'Savings',
  4: 'Property',
  5: 'Security',
  6: 'Diaspora',
  7: 'Company News',
  8: 'BVN and NIN',
  9: 'Rent to Own',
  10: 'Privacy',
  11: 'Land Titles',
  12: 'Personal Finance',
  13: 'Your Rights',
};

export function tagName(id: number): string {
  return BLOG_TAGS[id] ?? `Tag ${id}`;
}

/** The bank's own replies under readers' comments carry its mark. */
export const BANK_REPLY = { name: 'AG Mortgage Bank', img: '/images/blog/avatar-bank.svg' } as const;

export const AUTHORS = {
  mortgageDesk: { authorname: 'Mortgage Advisory Desk', authorphoto: '', authorrole: 'Retail Mortgages' },
  communications: { authorname: 'Corporate Communications', authorphoto: '', authorrole: 'Office of the MD/CEO' },
  security: { authorname: 'Information Security Team', authorphoto: '', authorrole: 'Fraud and Cyber Risk' },
  customerExperience: { authorname: 'Customer Experience Team', authorphoto: '', authorrole: 'Service and Branches' },
  dataProtection: { authorname: 'Data Protection Office', authorphoto: '', authorrole: 'Data Protection Officer' },
} satisfies Record<string, Author>;

const posts: BlogPost[] = [
  {
    id: 'national-housing-fund-explained',
    photo: '/images/blog/nhf-explained.svg',
    photoalt: 'A family standing in front of a new house with a key',
    postdate: '2024-02-12',
    title: 'The National Housing Fund, explained',
    shortdesc:
      'What the 2.5% NHF deduction on your payslip is for, who can borrow from the Fund, how much, at what rate, and the steps to your NHF mortgage.',
    author: AUTHORS.mortgageDesk,
    tags: [2, 1, 12],
    views: 4812,
    comments: 5,
    longdescription: `
If you work in Nigeria, there is a good chance you already own part of a home loan and do not know it. The line on your payslip marked NHF is your contribution to the National Housing Fund, and it is the key to one of the cheapest mortgages in the country.

## What the National Housing Fund is
The National Housing Fund was set up by the National Housing Fund Act of 1992 to give working Nigerians access to long-term, low-interest home loans. The Federal Mortgage Bank of Nigeria (FMBN) manages the Fund. Employees contribute 2.5% of their basic monthly salary, employers remit it, and self-employed Nigerians can register and contribute on their own.

The Fund does not lend to you directly. Loans are made through licensed primary mortgage banks such as AG Mortgage Bank: we receive your application, check it, present it to FMBN and manage the loan for its whole life.

## Who can borrow
- You are between 18 and 60 years old.
- You have contributed to the Fund for at least 6 months.
- You are employed or self-employed, with income that can carry the monthly repayment.
- The home you want to buy, build, complete or improve has a good title.

## How much, and for how long
- The largest NHF loan is ₦15 million.
- For a loan of up to ₦5 million you need no equity contribution at all.
- For a loan above ₦5 million and up to ₦15 million you contribute 10% of the cost.
- You repay over up to 30 years, and the repayment period cannot run past your retirement age.

NHF loans carry a single-digit interest rate fixed for the life of the loan, far below commercial mortgage rates. That is why the NHF is usually the first product we discuss with salary earners. The [NHF product page](/products/5) lists every requirement.

## What you need
- Evidence of your NHF contributions (your NHF number and contribution statement).
- A letter from your employer confirming your employment and salary, and recent payslips; or, if you are self-employed, your business registration and bank statements.
- Valid identification, your BVN and NIN.
- The title documents of the property, which we review with a valuation report.

## The steps
1. Open an [NHF Savings account](/accountopening) with us, or tell us the account your contributions are paid from.
2. Speak to our Mortgage Advisory Desk: we check your eligibility and the property with you before you pay anyone.
3. Submit your application and documents; we carry out the legal and valuation checks.
4. We present your file to FMBN. When the loan is approved, we pay the seller or the developer directly.
5. You repay monthly, usually by deduction from your salary.

> Not sure what you could afford? Our [Mortgage Calculator](/loan-calculator) shows a monthly repayment for any amount and tenor in seconds.

## Common questions
**I changed jobs. Do I lose my contributions?** No. Contributions follow you through your NHF number. Make sure your new employer remits under the same number.

**Can I use the NHF loan to build on my own land?** Yes, as long as the land has a good title and the building plan is approved. We release funds in stages as the work progresses.

**What if I never take a loan?** Your contributions are refunded to you with interest when you retire.
`,
    reviews: [
      {
        id: 1,
        img: '',
        name: 'Chinedu Okafor',
        comment:
          'Very clear. I did not know the 10% equity only starts above five million. How long does FMBN approval usually take?',
        commentdate: '2024-02-14',
        replies: [
          {
            id: 2,
            ...BANK_REPLY,
            comment:
              'Thank you, Chinedu. Once your file is complete, approval usually takes a few weeks; our desk tells you at every stage where your file is. Visit any branch or call us to start.',
            commentdate: '2024-02-14',
          },
        ],
      },
      {
        id: 3,
        img: '',
        name: 'Halima Yusuf',
        comment: 'I am self-employed in Kano. Can I contribute now and apply after six months?',
        commentdate: '2024-02-20',
        replies: [
          {
            id: 4,
            ...BANK_REPLY,
            comment:
              'Yes, Halima. Register as a self-employed contributor, contribute for at least 6 months, then apply through us with your business records and bank statements.',
            commentdate: '2024-02-21',
          },
        ],
      },
      {
        id: 5,
        img: '',
        name: 'Tunde Adebayo',
        comment:
          'Used the calculator after reading this. The monthly figure is far lower than I feared. Booking an appointment this week.',
        commentdate: '2024-03-02',
        replies: [],
      },
    ],
  },
  {
    id: 'how-to-save-for-your-first-home',
    photo: '/images/blog/save-for-home.svg',
    photoalt: 'A savings jar filling with coins beside a small house',
    postdate: '2024-04-08',
    title: 'How to save for your first home on a Nigerian salary',
    shortdesc:
      'A practical plan: set a real target, automate your savings, choose an account that pays more, and line up your NHF eligibility while you save.',
    author: AUTHORS.mortgageDesk,
    tags: [3, 12, 1],
    views: 3906,
    comments: 4,
    longdescription: `
Owning a home feels far away when rent, school fees and food prices all rise at once. It is still possible, and the families who get there almost always follow the same plan: a clear target, money that moves automatically, and the right accounts working for them.

## 1. Put a real number on the goal
Start from the kind of home you want and where. Look at real prices in our [Property Mart](/property) and on developers' price lists, not rumours. Then add the costs people forget:
- the equity contribution (the part of the price a mortgage does not cover);
- legal fees, survey and valuation fees;
- registration of the title and the Governor's Consent on a transfer;
- moving in: repairs, furniture and connection of utilities.

With an NHF loan of up to ₦5 million you pay no equity; above that, up to ₦15 million, the equity is 10%. Commercial mortgages usually ask for more. Your target is the equity plus the costs above.

## 2. Pay yourself first, automatically
Decide a monthly amount and have it moved the day your salary arrives, before you can spend it. Even a small amount moved every month beats a large amount moved “when things settle down”. Increase it each time your pay rises.

## 3. Use an account that pays you more
- [Save-4-It](/products/2) opens with ₦5,000 and pays 3% above our savings rate, with a quarterly statement so you see the progress.
- [FAMSA family savings](/products/4) asks for a fixed monthly saving for one year, at an interest rate not below 5%. Choose Bronze (from ₦10,000), Silver (from ₦25,000) or Gold (from ₦50,000).
- [Mortgage Focus Deposits](/products/11) open from ₦2,000, with fixed deposits from ₦100,000 at 2% above regular savings.

You can [open an account online](/accountopening) in a few minutes with your BVN.

## 4. Become NHF-eligible while you save
If you are employed, check that your NHF deductions are actually being remitted under your own NHF number. If you are self-employed, register and start contributing. After 6 months of contributions you can apply for an NHF loan, so let that clock run while you build your equity.

## 5. Keep an emergency fund separate
A savings goal collapses the first time a car breaks down or a relative falls ill. Keep three months of expenses in a separate account so that your home savings are never touched.

## 6. Check your progress every quarter
Every three months, compare your balance with your target and re-run the numbers on the [Mortgage Calculator](/loan-calculator). When your savings cover the equity and costs, talk to our Mortgage Advisory Desk.

> A home is rarely bought in one move. It is saved for one month at a time.
`,
    reviews: [
      {
        id: 1,
        img: '',
        name: 'Ngozi Eze',
        comment:
          'The reminder about legal fees and consent is important. Nobody told us before our first land purchase.',
        commentdate: '2024-04-10',
        replies: [
          {
            id: 2,
            ...BANK_REPLY,
            comment:
              'Thank you for sharing, Ngozi. Our post on buying land safely goes through those documents step by step.',
            commentdate: '2024-04-11',
          },
        ],
      },
      {
        id: 3,
        img: '',
        name: 'Ibrahim Musa',
        comment: 'Started FAMSA Silver in January with my wife. Six months in and it is working.',
        commentdate: '2024-07-02',
        replies: [
          {
            id: 4,
            ...BANK_REPLY,
            comment:
              'Well done, Ibrahim. Keep going: when the year ends, talk to us about moving the balance towards your equity.',
            commentdate: '2024-07-03',
          },
        ],
      },
    ],
  },
  {
    id: 'buying-land-safely',
    photo: '/images/blog/land-title.svg',
    photoalt: 'A plot of land with survey beacons and a title document',
    postdate: '2024-06-03',
    title: "Buying land safely: C of O, Governor's Consent and the searches that protect you",
    shortdesc:
      "The documents that prove a seller owns the land, the searches to do before you pay, and how to perfect your title with the Governor's Consent.",
    author: AUTHORS.mortgageDesk,
    tags: [11, 4, 5],
    views: 6120,
    comments: 5,
    longdescription: `
Land is the foundation of most Nigerian homes, and the place where most families lose money. The good news is that nearly every land fraud can be stopped by checks that cost far less than the land itself. Here is what to look for and in what order.

## Who really owns land in Nigeria
Under the Land Use Act of 1978, land in each state is held by the State Governor in trust for the people. What you buy is a right of occupancy. A private owner proves that right with a title document, and when it changes hands the Governor must consent to the transfer.

## The documents you will hear about
- **Certificate of Occupancy (C of O):** issued by the state government; it confirms a statutory right of occupancy over a defined plot.
- **Governor's Consent:** the approval of a transfer of land that already has a title. If the seller holds a C of O, you do not get a new C of O; you get the Governor's Consent on your Deed of Assignment.
- **Deed of Assignment:** the agreement by which the seller transfers the land to you. It must be stamped and registered.
- **Registered survey plan:** prepared by a licensed surveyor and recorded with the Surveyor-General, it shows the exact boundaries and coordinates of the plot.
- **Excision and gazette:** for community land, proof that the government released it from an acquisition to the community, which can then sell it.

## The searches to do before you pay
1. **Charting at the Surveyor-General's office:** your surveyor checks the coordinates to confirm the plot is not under government acquisition, a road reserve, a right of way or a flood plain.
2. **Search at the Land Registry:** your lawyer confirms who holds the registered title, and whether the land is mortgaged or under a caution.
3. **Physical inspection:** visit the land, more than once, and speak to neighbours. Someone else living on or farming the land is a warning.
4. **Verify the seller:** for family land, the family head and principal members must sign; for a company, check its registration and the board resolution.

## Paying safely
- Pay by bank transfer to an account in the seller's name, never in cash.
- Sign a written contract of sale and collect receipts for every payment.
- Insist that your lawyer holds the original title documents before the final payment.
- Be wary of prices far below the market, pressure to pay “today”, and sellers who will not allow searches.

## Perfecting your title
After the purchase, apply for the Governor's Consent and register your Deed of Assignment. Until you do, your interest in the land is exposed, and no mortgage bank can accept the land as security.

> Buying with a mortgage adds one more layer of protection: before we lend, our lawyers and valuers carry out these checks on your behalf. Browse land and homes we have already checked in our [Property Mart](/property).
`,
    reviews: [
      {
        id: 1,
        img: '',
        name: 'Oluwaseun Balogun',
        comment:
          'Charting saved my brother. The land he wanted in Ibeju-Lekki was under acquisition. Please share this widely.',
        commentdate: '2024-06-05',
        replies: [
          {
            id: 2,
            ...BANK_REPLY,
            comment:
              'We are glad he checked first, Oluwaseun. A surveyor and a lawyer are the best investment in any land purchase.',
            commentdate: '2024-06-05',
          },
        ],
      },
      {
        id: 3,
        img: '',
        name: 'Amaka Nwosu',
        comment: 'Is a receipt and a survey plan enough if the family says they will get the C of O later?',
        commentdate: '2024-06-11',
        replies: [
          {
            id: 4,
            ...BANK_REPLY,
            comment:
              'Not on their own, Amaka. Ask your lawyer to confirm the family’s title (excision or gazette), prepare a proper Deed of Assignment and register it. Without a registrable title, the land cannot secure a mortgage.',
            commentdate: '2024-06-12',
          },
        ],
      },
      {
        id: 5,
        img: '',
        name: 'Segun Ajayi',
        comment: 'Clear and practical. The tip about paying only into an account in the seller’s name is gold.',
        commentdate: '2024-07-20',
        replies: [],
      },
    ],
  },
  {
    id: 'rent-to-own-tenant-ownership-mortgage',
    photo: '/images/blog/rent-to-own.svg',
    photoalt: 'A calendar beside a house whose door is being unlocked',
    postdate: '2024-08-19',
    title: 'Rent to own: how our Tenant Ownership Mortgage turns rent into a home',
    shortdesc:
      'Live in the home now, pay monthly, quarterly or yearly, and buy it at a price fixed on day one. How rent-to-own works and who it suits.',
    author: AUTHORS.mortgageDesk,
    tags: [9, 1, 4],
    views: 2734,
    comments: 3,
    longdescription: `
In many Nigerian cities a landlord asks for one or two years' rent in advance. Year after year that money leaves your pocket and builds nothing. Our [Tenant Ownership Mortgage](/products/6), or TOM, changes where the money goes: you live in the home as a tenant while your payments move you towards owning it.

## How it works
1. You choose a home from a development we finance.
2. We agree a purchase price with you at the start, and it is fixed: if prices rise while you are a tenant, your price does not.
3. You move in and pay monthly, quarterly or annually, whichever suits your income.
4. When you are ready, you exercise your option to buy the home at the fixed price, and your payments count towards it.

If you are employed, your payments can be deducted through your employer, so that you never miss one.

## Who it suits
- Salary earners who can afford regular payments but have not saved a large deposit.
- Families who want to settle in one home and stop moving every two years.
- Employers who want to offer staff a housing benefit with payroll deduction.

## What to check before you sign
- The fixed price and how long the option to buy stays open.
- What happens to your payments if you decide not to buy.
- Who pays for repairs and insurance while you are a tenant.
- The title of the property: as with every home we finance, our lawyers check it first.

## Rent-to-own or a mortgage?
If you already have your equity contribution, a mortgage usually costs less in total. If you do not, TOM lets you start living in your future home today while you get there. Our Mortgage Advisory Desk will compare both for your situation.

> Ready to look at the numbers? Try our [Mortgage Calculator](/loan-calculator), or [open an account](/accountopening) to get started.
`,
    reviews: [
      {
        id: 1,
        img: '',
        name: 'Blessing Etim',
        comment: 'Paying quarterly instead of two years at once would change my life. Which locations are available?',
        commentdate: '2024-08-21',
        replies: [
          {
            id: 2,
            ...BANK_REPLY,
            comment:
              'Thank you, Blessing. Current developments are listed in our Property Mart, and our desk can tell you which ones offer TOM.',
            commentdate: '2024-08-21',
          },
        ],
      },
      {
        id: 3,
        img: '',
        name: 'Kelechi Obi',
        comment: 'Our HR department is asking about payroll deduction for staff. Who should they contact?',
        commentdate: '2024-09-04',
        replies: [],
      },
    ],
  },
  {
    id: 'link-your-bvn-and-nin',
    photo: '/images/blog/bvn-nin.svg',
    photoalt: 'An identity card and a phone showing a verified tick',
    postdate: '2024-01-15',
    title: 'Link your BVN and NIN to keep your account active',
    shortdesc:
      'The Central Bank requires both your BVN and your NIN on every account. Here is why, how to find your numbers, and how to link them online in minutes.',
    author: AUTHORS.customerExperience,
    tags: [8, 5],
    views: 9285,
    comments: 5,
    longdescription: `
The Central Bank of Nigeria (CBN) has directed every bank to make sure that each account carries both the holder's Bank Verification Number (BVN) and National Identification Number (NIN). The instruction is in CBN circular PSM/DIR/PUB/CIR/001/053 of 1 December 2023, which set 1 March 2024 as the deadline.

## Why it matters
Linking both numbers confirms that an account belongs to a real, identified person. It protects you from accounts opened in your name and helps the whole banking system fight fraud. Accounts without both numbers can be restricted, so linking them keeps your account active.

If you have already linked both your BVN and your NIN to your account, you do not need to do anything.

## Find your numbers
- **BVN:** dial *565*0# from the phone number you registered with your bank.
- **NIN:** it is on your NIN slip or national identity card; you can also retrieve it from the National Identity Management Commission (NIMC) by dialling *346# from the phone number you registered with NIMC.

## Link them online
Use our [Self Service Portal](/profileupdate):
1. Enter your account name and account number, and choose your branch.
2. Enter your e-mail address and phone number.
3. Enter your 11-digit BVN and your 11-digit NIN.
4. Tick the authorisation box and press SUBMIT.

When the link succeeds you see a confirmation at once. If the names on your BVN and NIN records differ (for example, a maiden name on one), visit a branch with a valid ID so that we can help.

> We will never call you or send you a link to “update your BVN”. Link your numbers only on this website or at a branch. Read our [fraud awareness guide](/blog-single/fraud-awareness-protect-your-account) to learn more.
`,
    reviews: [
      {
        id: 1,
        img: '',
        name: 'Fatima Abdullahi',
        comment: 'Done in two minutes on the portal. Thank you for making it simple.',
        commentdate: '2024-01-17',
        replies: [
          {
            id: 2,
            ...BANK_REPLY,
            comment: 'Thank you, Fatima. Your account is all set.',
            commentdate: '2024-01-17',
          },
        ],
      },
      {
        id: 3,
        img: '',
        name: 'Emeka Okonkwo',
        comment: 'My NIN record has my middle name but my BVN does not. Will the link fail?',
        commentdate: '2024-02-01',
        replies: [
          {
            id: 4,
            ...BANK_REPLY,
            comment:
              'A missing middle name is usually accepted, Emeka. If the link does not go through, visit any branch with a valid ID and we will complete it for you.',
            commentdate: '2024-02-01',
          },
        ],
      },
      {
        id: 5,
        img: '',
        name: 'Grace Akpan',
        comment: 'I received an SMS asking me to link my BVN on a strange website. Glad I read this first.',
        commentdate: '2024-02-19',
        replies: [],
      },
    ],
  },
  {
    id: 'fraud-awareness-protect-your-account',
    photo: '/images/blog/fraud-awareness.svg',
    photoalt: 'A shield with a padlock in front of a phone',
    postdate: '2024-10-07',
    title: 'Fraud awareness: seven tricks scammers use, and how to stop them',
    shortdesc:
      'Fake calls, phishing links, SIM swaps and too-good-to-be-true properties. Learn the warning signs and what to do if something feels wrong.',
    author: AUTHORS.security,
    tags: [5, 8, 12],
    views: 7451,
    comments: 4,
    longdescription: `
Fraudsters do not break into banks; they persuade customers to open the door. Every trick below relies on one thing: getting you to act quickly before you think. Slow down, and most of them fail.

## The rule that stops most fraud
**AG Mortgage Bank will never ask for your PIN, password, OTP or full card details by phone, SMS, e-mail or social media.** Anyone who asks is not us, whatever name or number they show.

## Seven tricks to recognise
1. **The urgent call.** “Your account will be blocked today unless you confirm your BVN.” Hang up and call us on the number on this website.
2. **The phishing link.** An SMS or e-mail that looks like ours, with a link to “update your details”. Type our address yourself; never log in through a link you were sent.
3. **The OTP request.** Someone “from the bank” says a code is coming to your phone and asks you to read it back. That code authorises a transaction: never share it.
4. **The SIM swap.** Your phone suddenly loses network for no reason. Call your network provider and us at once: a fraudster may be taking over your number to receive your codes.
5. **The fake property.** A beautiful home at a price far below the market, with pressure to pay a deposit today. Inspect the property, check the title and pay only through verified accounts.
6. **The loan fee.** “Your loan is approved; pay a processing fee to release it.” We never ask you to pay a fee into a personal account to release a loan.
7. **The impersonated page.** Social media accounts that copy our name and logo. Our official accounts are linked from the top of this website.

## Protect yourself
- Use a strong, private PIN and change it if you think someone has seen it.
- Turn on transaction alerts and read them.
- Keep your phone number and e-mail up to date with us.
- Do not do banking on shared or public computers.

## If something feels wrong
Call our customer care line or visit any branch immediately, so that we can block your card or account. The sooner you tell us, the more we can do. To report suspected fraud or misconduct confidentially, use our [whistle-blower page](/whistle-blower).
`,
    reviews: [
      {
        id: 1,
        img: '',
        name: 'Yetunde Afolabi',
        comment: 'Number 3 happened to my mother last month. Sharing this with my whole family group.',
        commentdate: '2024-10-08',
        replies: [
          {
            id: 2,
            ...BANK_REPLY,
            comment:
              'We are sorry to hear that, Yetunde. Thank you for sharing: every person who knows this rule is one fewer victim.',
            commentdate: '2024-10-08',
          },
        ],
      },
      {
        id: 3,
        img: '',
        name: 'Abubakar Sani',
        comment: 'Please add the official customer care number to every post so people can verify quickly.',
        commentdate: '2024-10-15',
        replies: [
          {
            id: 4,
            ...BANK_REPLY,
            comment:
              'Good suggestion, Abubakar. Our official numbers are always on the Contact Us page of this website.',
            commentdate: '2024-10-15',
          },
        ],
      },
    ],
  },
  {
    id: 'diaspora-mortgages',
    photo: '/images/blog/diaspora.svg',
    photoalt: 'An aeroplane flying over a globe towards a house in Nigeria',
    postdate: '2024-12-02',
    title: 'Own a home in Nigeria while you live abroad',
    shortdesc:
      'Buying from abroad without the horror stories: what a diaspora mortgage needs, how we protect your money, and how to manage the purchase from afar.',
    author: AUTHORS.mortgageDesk,
    tags: [6, 1, 4],
    views: 3388,
    comments: 3,
    longdescription: `
Almost every Nigerian abroad has heard the story: money sent home for a house, and years later, no house. Buying through a licensed mortgage bank removes most of that risk, because the money goes to a verified property, in stages, after independent checks.

## What a diaspora mortgage needs
- A valid Nigerian or foreign international passport, and proof of your residence abroad.
- Proof of income: an employment letter, recent payslips and six months of bank statements, or business records if you are self-employed.
- A BVN and an account with us to receive and make payments. If you do not yet have a BVN, our team will explain the current options for Nigerians living abroad.
- A trusted representative in Nigeria with a Power of Attorney, if you cannot attend in person.

## How we protect your money
1. **We check the title** with our lawyers before any money moves: searches, charting and the seller's authority to sell.
2. **We value the property** with an independent valuer, so that you do not overpay.
3. **We pay the seller or the developer directly**, and for homes under construction we pay in stages against work our inspectors have seen.

## Managing the purchase from abroad
- Ask for photographs and short videos of the site at each stage, dated, from our inspection reports.
- Keep copies of every document in your own name, and register the title promptly.
- Plan for exchange rates: your loan and your repayments are in naira, so agree with us how you will fund the repayments from your income abroad.

## Start with the right questions
What can I afford? Where will my family live, and is the location right for them? Is the property ready, or off-plan? Our [Mortgage Calculator](/loan-calculator) answers the first; our [Property Mart](/property) and advisory desk help with the rest.

> Speak to our Mortgage Advisory Desk by e-mail or phone from anywhere: our contact details are on the [Contact Us](/contact) page.
`,
    reviews: [
      {
        id: 1,
        img: '',
        name: 'Dr. Funmi Ogunleye',
        comment: 'Living in Manchester. Staged payments against inspection reports is exactly what I needed to hear.',
        commentdate: '2024-12-04',
        replies: [
          {
            id: 2,
            ...BANK_REPLY,
            comment:
              'Thank you, Dr. Ogunleye. Our desk can take you through the process by video call at a time that suits you.',
            commentdate: '2024-12-05',
          },
        ],
      },
      {
        id: 3,
        img: '',
        name: 'Uche Nnamdi',
        comment: 'Can my brother in Enugu sign documents for me?',
        commentdate: '2024-12-18',
        replies: [],
      },
    ],
  },
  {
    id: 'celebrating-20-years',
    photo: '/images/blog/anniversary.svg',
    photoalt: 'The number 20 surrounded by confetti above a row of houses',
    postdate: '2025-03-17',
    title: 'Twenty years of helping Nigerians own homes',
    shortdesc:
      'In 2025 AG Mortgage Bank turns 20. A thank-you to our customers, a look at what we have learned, and how we are celebrating with you.',
    author: AUTHORS.communications,
    tags: [7, 1],
    views: 5203,
    comments: 4,
    longdescription: `
In 2005 a small team set out with one idea: that a Nigerian family with a steady income should be able to own its home without waiting a lifetime. Twenty years later, AG Mortgage Bank is a licensed mortgage bank serving customers across the country, and that idea still decides what we do every day.

## What twenty years have taught us
- **A home is a journey, not a transaction.** Most of our customers start with a savings account long before they take a mortgage, so we built products for every stage: Save-4-It, FAMSA family savings, NHF savings and loans, and rent-to-own.
- **Good titles protect families.** Checking land and property titles before we lend has spared many customers the heartbreak of a disputed plot.
- **Trust is earned in small moments.** A clear answer, a quick call back, a branch that knows your name. We keep working on these.

## What has changed
Much of what once needed a branch visit now takes minutes online: you can [open an account](/accountopening) with your BVN, [link your BVN and NIN](/profileupdate), and work out a repayment on the [Mortgage Calculator](/loan-calculator). Our branches remain where they have always been, for the conversations that matter.

## Celebrating with you
Throughout the anniversary year we are running customer events, community projects and the **Big Family Dream**, our celebration of families saving together for their home. See what is on at our [20th Anniversary page](/anniversary) and the [Big Family Dream](/bigfamilydream).

## Thank you
To our customers, who trusted us with their savings and their homes; to our staff, past and present; to our shareholders and regulators: thank you. The next twenty years start now.
`,
    reviews: [
      {
        id: 1,
        img: '',
        name: 'Mrs. Bola Adeyemi',
        comment: 'Congratulations! We got our first mortgage with you twelve years ago and still bank with you.',
        commentdate: '2025-03-18',
        replies: [
          {
            id: 2,
            ...BANK_REPLY,
            comment: 'Thank you for growing with us, Mrs. Adeyemi. Customers like you are the reason we celebrate.',
            commentdate: '2025-03-18',
          },
        ],
      },
      {
        id: 3,
        img: '',
        name: 'Musa Danjuma',
        comment: 'Happy 20th anniversary from Abuja. Looking forward to the Big Family Dream draw.',
        commentdate: '2025-03-20',
        replies: [
          {
            id: 4,
            ...BANK_REPLY,
            comment: 'Thank you, Musa. Details are on the Big Family Dream page; good luck!',
            commentdate: '2025-03-20',
          },
        ],
      },
    ],
  },
];

/** Every tag id a post uses must have a name in BLOG_TAGS. */
const BlogListSchema = uniqueIds(BlogPostSchema).superRefine((items, context) => {
  for (const post of items) {
    for (const tag of post.tags) {
      if (!(tag in BLOG_TAGS)) context.addIssue({ code: 'custom', message: `${post.id}: unknown tag id ${tag}` });
    }
  }
});

/** The posts, newest first. */
export const blogPosts: readonly BlogPost[] = parseContent(BlogListSchema, posts, 'app/content/blog.ts').sort((a, b) =>
  b.postdate.localeCompare(a.postdate),
);

export function findBlogPost(id: string): BlogPost | undefined {
  return blogPosts.find((post) => post.id === id);
}

export type BlogTagCount = { id: number; name: string; count: number };

/** The tags in use with how many posts carry each, most used first (the sidebar's list). */
export function blogTagCounts(): BlogTagCount[] {
  const counts = new Map<number, number>();
  for (const post of blogPosts) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts]
    .map(([id, count]) => ({ id, name: tagName(id), count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

export const BlogTagIdSchema = z.coerce.number().int().positive();
