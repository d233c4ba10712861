/**
 * The blog's posts as the site first shows them: seed content (decision 096), loaded on a fresh
 * database as each post's version 1, marked sample; production refuses to start while one is
 * published. Each shows a sample drawing (`drawing`) rather than a picture of the library. Readers'
 * comments on them are sample content too, kept with the pages (app/content/blog.ts).
 * Relative imports: react-router.config.ts loads this file without the path aliases.
 */
import type { PostBody } from './post';

/** In the order they were written: the item's key is the post's address, /blog-single/{key}. */
export const POST_SEED: { key: string; body: PostBody }[] = [
  {
    key: 'national-housing-fund-explained',
    body: {
      title: 'The National Housing Fund, explained',
      date: '2024-02-12',
      author: 'mortgageDesk',
      tags: [2, 1, 12],
      summary:
        'What the 2.5% NHF deduction on your payslip is for, who can borrow from the Fund, how much, at what rate, and the steps to your NHF mortgage.',
      body: `
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
      drawing: { src: '/images/blog/nhf-explained.svg', alt: 'A family standing in front of a new house with a key' },
    },
  },
  {
    key: 'how-to-save-for-your-first-home',
    body: {
      title: 'How to save for your first home on a Nigerian salary',
      date: '2024-04-08',
      author: 'mortgageDesk',
      tags: [3, 12, 1],
      summary:
        'A practical plan: set a real target, automate your savings, choose an account that pays more, and line up your NHF eligibility while you save.',
      body: `
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
      drawing: { src: '/images/blog/save-for-home.svg', alt: 'A savings jar filling with coins beside a small house' },
    },
  },
  {
    key: 'buying-land-safely',
    body: {
      title: "Buying land safely: C of O, Governor's Consent and the searches that protect you",
      date: '2024-06-03',
      author: 'mortgageDesk',
      tags: [11, 4, 5],
      summary:
        "The documents that prove a seller owns the land, the searches to do before you pay, and how to perfect your title with the Governor's Consent.",
      body: `
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
      drawing: { src: '/images/blog/land-title.svg', alt: 'A plot of land with survey beacons and a title document' },
    },
  },
  {
    key: 'rent-to-own-tenant-ownership-mortgage',
    body: {
      title: 'Rent to own: how our Tenant Ownership Mortgage turns rent into a home',
      date: '2024-08-19',
      author: 'mortgageDesk',
      tags: [9, 1, 4],
      summary:
        'Live in the home now, pay monthly, quarterly or yearly, and buy it at a price fixed on day one. How rent-to-own works and who it suits.',
      body: `
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
      drawing: { src: '/images/blog/rent-to-own.svg', alt: 'A calendar beside a house whose door is being unlocked' },
    },
  },
  {
    key: 'link-your-bvn-and-nin',
    body: {
      title: 'Link your BVN and NIN to keep your account active',
      date: '2024-01-15',
      author: 'customerExperience',
      tags: [8, 5],
      summary:
        'The Central Bank requires both your BVN and your NIN on every account. Here is why, how to find your numbers, and how to link them online in minutes.',
      body: `
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
      drawing: { src: '/images/blog/bvn-nin.svg', alt: 'An identity card and a phone showing a verified tick' },
    },
  },
  {
    key: 'fraud-awareness-protect-your-account',
    body: {
      title: 'Fraud awareness: seven tricks scammers use, and how to stop them',
      date: '2024-10-07',
      author: 'security',
      tags: [5, 8, 12],
      summary:
        'Fake calls, phishing links, SIM swaps and too-good-to-be-true properties. Learn the warning signs and what to do if something feels wrong.',
      body: `
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
      drawing: { src: '/images/blog/fraud-awareness.svg', alt: 'A shield with a padlock in front of a phone' },
    },
  },
  {
    key: 'diaspora-mortgages',
    body: {
      title: 'Own a home in Nigeria while you live abroad',
      date: '2024-12-02',
      author: 'mortgageDesk',
      tags: [6, 1, 4],
      summary:
        'Buying from abroad without the horror stories: what a diaspora mortgage needs, how we protect your money, and how to manage the purchase from afar.',
      body: `
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
      drawing: { src: '/images/blog/diaspora.svg', alt: 'An aeroplane flying over a globe towards a house in Nigeria' },
    },
  },
  {
    key: 'celebrating-20-years',
    body: {
      title: 'Twenty years of helping Nigerians own homes',
      date: '2025-03-17',
      author: 'communications',
      tags: [7, 1],
      summary:
        'In 2025 AG Mortgage Bank turns 20. A thank-you to our customers, a look at what we have learned, and how we are celebrating with you.',
      body: `
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
      drawing: {
        src: '/images/blog/anniversary.svg',
        alt: 'The number 20 surrounded by confetti above a row of houses',
      },
    },
  },
];
