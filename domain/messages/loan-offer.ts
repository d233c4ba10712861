/**
 * Texts of the mortgage offer as the customer meets it (issue 30, point 2): on the Loan Dashboard,
 * in the offer letter (PDF) and in the e-mail that says it is ready. The bank's to edit here.
 */
export const loanOfferTexts = {
  title: 'Your offer',
  lead: 'Read the offer letter, then accept the offer here. Your mortgage officer then takes you through the title and the disbursement.',
  download: 'Download the offer letter (PDF)',
  acceptLabel: (reference: string) =>
    `I have read the offer letter for ${reference} and accept the offer and its terms`,
  acceptRequired: 'Tick the box to accept the offer.',
  accept: 'Accept the offer',
  accepted: 'Thank you: you have accepted the offer. Your mortgage officer will contact you about the next steps.',
  acceptedOn: (date: string) => `You accepted this offer on ${date}.`,
  notOffered: 'This application has no offer to accept.',
  alreadyAccepted: 'You have already accepted this offer.',
  terms: ({ loan, rate, tenor }: { loan: string; rate: number; tenor: number }) =>
    `${loan} at ${rate}% a year over ${tenor} ${tenor === 1 ? 'year' : 'years'}`,
  letter: {
    title: 'Offer of a mortgage loan',
    fileName: (reference: string) => `offer-letter-${reference}.pdf`,
    reference: 'Reference',
    date: 'Date',
    customer: 'Borrower',
    product: 'Product',
    dear: (name: string) => `Dear ${name},`,
    opening:
      'We are pleased to offer you a mortgage loan on the terms below. The offer is subject to the conditions listed and to a satisfactory title to the property.',
    termsTitle: 'Terms',
    loan: 'Loan amount (NGN)',
    rate: 'Interest rate',
    ratePercent: (rate: number) => `${rate}% a year, fixed`,
    tenor: 'Tenor',
    tenorYears: (years: number) => `${years} ${years === 1 ? 'year' : 'years'}`,
    monthly: 'Monthly repayment (NGN)',
    firstRepayment: 'First repayment',
    totalInterest: 'Total interest (NGN)',
    totalRepaid: 'Total repaid (NGN)',
    conditionsTitle: 'Conditions',
    noConditions: 'No condition beyond the bank’s standard terms.',
    scheduleTitle: 'Repayment schedule, year by year (NGN)',
    scheduleColumns: ['Year', 'Months', 'Paid', 'Interest', 'Principal', 'Balance'],
    acceptance: 'To accept this offer, use "Accept the offer" on the Loan Dashboard of our website.',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
  mail: {
    offerBody: ({ reference, terms }: { reference: string; terms: string }) =>
      `Good news: your mortgage application ${reference} is approved. We offer you ${terms}.\n\nYour offer letter is ready: download it from the Loan Dashboard, read it, and accept the offer there. Your mortgage officer will then take you through the next steps.`,
  },
} as const;
