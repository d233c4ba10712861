/** Texts of the mortgage calculator (issue 9), loaded by the calculator page alone (decision 019). */
const FREQUENCY_WORDS = {
  monthly: { adjective: 'Monthly', every: 'a month', payment: 'month' },
  quarterly: { adjective: 'Quarterly', every: 'a quarter', payment: 'quarter' },
  yearly: { adjective: 'Yearly', every: 'a year', payment: 'year' },
} as const;

export const mortgageCalculator = {
  lead: 'Choose a product, enter the price of the home or the loan you need (or your income), and see every repayment until the loan is paid.',
  frequencyWords: FREQUENCY_WORDS,
  form: {
    productLegend: 'Mortgage product',
    productHint: 'Choosing a product fills in its rate and longest tenor.',
    useProductTerms: 'Use this product’s terms',
    basisLegend: 'Work it out from',
    bases: {
      price: 'The price of the home',
      loan: 'The loan amount',
      income: 'My income (what can I afford?)',
    },
    price: { label: 'Property price', hint: 'The price of the home, in naira.' },
    equity: { label: 'Equity (down payment)', hint: 'The part of the price you pay yourself.' },
    equityOf: (amount: string) => `That is ${amount} of the price.`,
    loanAmount: { label: 'Loan amount', hint: 'How much you want to borrow, in naira.' },
    netMonthlyIncome: { label: 'Net monthly income', hint: 'Your pay each month after tax and pension.' },
    existingRepayments: {
      label: 'Existing monthly repayments',
      hint: 'Other loans you repay each month; leave empty if none.',
    },
    incomeShare: { label: 'Share of income for repayments', hint: 'Leave empty for one third, the usual limit.' },
    rate: { label: 'Interest rate', hint: (product: string, rate: number) => `The yearly rate. ${product}: ${rate}%.` },
    tenor: {
      label: 'Tenor',
      hint: (product: string, min: number, max: number) =>
        `How long you repay, in years. ${product}: ${min} to ${max} years.`,
    },
    frequency: { label: 'Payments', hint: 'The Tenant Ownership Mortgage can be repaid monthly, quarterly or yearly.' },
    startMonth: { label: 'First payment', hint: 'Year and month, for example 2026-01. Leave empty for next month.' },
    extrasSummary: 'Extra payments (optional)',
    extrasHint: 'Pay more than the schedule asks to finish sooner and pay less interest.',
    extraMonthly: { label: 'Extra every month', hint: 'Added to every monthly payment.' },
    extraYearly: { label: 'Extra every year', hint: 'Paid every 12th month.' },
    extraOnce: { label: 'One-off payment', hint: 'A lump sum, for example a bonus.' },
    extraOnceMonth: { label: 'In month number', hint: 'Month 1 is the month of the first payment.' },
    submit: 'Calculate',
  },
  results: {
    title: 'Your estimate',
    repayment: (frequency: keyof typeof FREQUENCY_WORDS) => `${FREQUENCY_WORDS[frequency].adjective} repayment`,
    youCouldBorrow: 'You could borrow about',
    affordableHome: (price: string, equity: number) => `That buys a home of about ${price} with ${equity}% equity.`,
    budget: (budget: string, share: string) =>
      `Repayments of up to ${budget} a month: ${share} of your net income, less what you already repay.`,
    loanAmount: 'Loan amount',
    equity: 'Your equity',
    price: 'Property price',
    totalInterest: 'Total interest',
    totalPaid: 'Total paid',
    payments: 'Number of payments',
    lastPayment: 'Last payment',
    extrasSave: (months: string, interest: string) =>
      `Your extra payments repay the loan ${months} sooner and save ${interest} of interest.`,
    extrasSaveNothing: 'Your extra payments do not shorten this loan.',
    fits: (product: string) => `These figures fit the ${product} terms.`,
    outside: (product: string) => `These figures are outside the ${product} terms:`,
    invalid: 'Correct the fields marked in red to see your estimate.',
    note: 'Figures are estimates in naira and kobo: interest is worked out each period on the balance and rounded to the kobo, and the last payment clears what is left. Your offer letter states the rate, fees and repayment that apply to you.',
    productPage: (product: string) => `About the ${product}`,
  },
  actions: {
    csv: 'Download the schedule (CSV)',
    apply: 'Apply for this loan',
    applyOutside: (product: string) => `To apply, change the figures until they fit the ${product} terms.`,
    print: 'Print',
  },
  summary: { title: 'Your figures' },
  charts: {
    title: 'Charts',
    balance: {
      title: 'Balance over time',
      desc: (loan: string, years: number) =>
        `The loan of ${loan} falls to nothing over ${years} years. The schedule below gives every figure.`,
    },
    split: {
      title: 'Principal and interest each year',
      desc: 'For each year of the loan, the part of the payments that repays the loan and the part that is interest. The yearly schedule below gives every figure.',
      principal: 'Principal',
      interest: 'Interest',
    },
  },
  schedule: {
    title: 'Repayment schedule',
    byYear: 'By year',
    /** Under a schedule on narrow screens, where its columns go past the edge (issue 31.5). */
    scrollHint: 'Scroll the table sideways to see every column.',
    byMonth: (frequency: keyof typeof FREQUENCY_WORDS) => `By ${FREQUENCY_WORDS[frequency].payment}`,
    scrollLabel: (frequency: keyof typeof FREQUENCY_WORDS) =>
      `Schedule by ${FREQUENCY_WORDS[frequency].payment}, scrollable`,
    columns: {
      number: 'No.',
      year: 'Year',
      month: 'Month',
      payment: 'Payment',
      interest: 'Interest',
      principal: 'Principal',
      extra: 'Extra',
      balance: 'Balance',
    },
  },
  monthsAndYears: (months: number) => {
    const years = Math.floor(months / 12);
    const rest = months % 12;
    const parts = [
      years ? `${years} year${years === 1 ? '' : 's'}` : '',
      rest ? `${rest} month${rest === 1 ? '' : 's'}` : '',
    ].filter(Boolean);
    return parts.join(' and ') || '0 months';
  },
} as const;
