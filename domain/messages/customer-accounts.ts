/**
 * Texts of the accounts in the customer's area (issue 28): balances, transactions, statements, and
 * what a declined application means. The specification quotes none of them; the bank edits them here.
 */
import { bank } from '../bank';

export const customerAccountTexts = {
  balance: 'Balance',
  available: 'Available',
  balanceUnknown: 'The balance cannot be read now. Try again in a few minutes.',
  lastTransactions: 'Last transactions',
  noTransactions: 'No transactions in the last three months.',
  viewStatement: 'Statement',
  statusLabels: { active: 'Active', frozen: 'Frozen', closed: 'Closed' },
  frozenNote: 'No money can leave this account. Your branch will pay out its balance to an account in your name.',
  closedNote: 'This account is closed. It held no money.',
  transactionColumns: { date: 'Date', narration: 'Details', amount: 'Amount', balance: 'Balance' },
  moneyIn: 'in',
  moneyOut: 'out',
  statement: {
    title: (productName: string, accountNumber: string) => `Statement of ${productName} ${accountNumber}`,
    back: 'Back to your accounts',
    periodLegend: 'Period',
    fromLabel: 'From',
    toLabel: 'To',
    show: 'Show statement',
    fromInvalid: 'Enter the first day of the period as a date.',
    toInvalid: 'Enter the last day of the period as a date.',
    toInFuture: 'The last day cannot be after today.',
    fromAfterTo: 'The first day must be on or before the last day.',
    tooLong: 'Choose a period of one year at most.',
    opening: 'Opening balance',
    closing: 'Closing balance',
    periodText: (from: string, to: string) => `${from} to ${to}`,
    none: 'No transactions in this period.',
    downloadPdf: 'Download PDF',
    downloadCsv: 'Download CSV',
    unavailable: 'The statement cannot be read now. Try again in a few minutes.',
    notYours: 'This account is not one of yours.',
    csvHeader: ['Date', 'Details', 'Reference', 'Money in (NGN)', 'Money out (NGN)', 'Balance (NGN)'],
    pdfTitle: 'Statement of account',
    pdfAccountName: 'Account name',
    pdfAccountNumber: 'Account number',
    pdfProduct: 'Product',
    pdfPeriod: 'Period',
    pdfIssued: (date: string) =>
      `Issued ${date} by ${bank.name}, ${bank.registrationNumber}. Licensed by the ${bank.regulator}.`,
    pdfPage: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
  linkNowFor: (productName: string, accountNumber: string) => `for ${productName} ${accountNumber}`,
  statementFor: (productName: string, accountNumber: string) => `of ${productName} ${accountNumber}`,
  loans: {
    title: 'Your mortgage applications',
    none: 'No mortgage application yet.',
    dashboard: 'Open the Loan Dashboard',
    apply: 'Work out a mortgage',
  },
  linkRequests: {
    title: 'BVN and NIN link requests',
    none: 'No link request made on the website.',
    outcomes: { linked: 'Linked', refused: 'Not linked: the details did not match the account' },
    account: (accountNumber: string) => `Account ending ${accountNumber.slice(-4)}`,
  },
  contactMessages: {
    title: 'Your messages to us',
    none: 'No message sent from this e-mail address.',
    states: { open: 'Received: we will answer by e-mail', closed: 'Answered' },
  },
  dataRequests: {
    title: 'Your data requests',
    manage: 'Go to My data',
  },
  decline: {
    title: 'Application declined',
    reason: (reason: string) => `Reason: ${reason}`,
    nextFrozen: (accountNumber: string) =>
      `Account ${accountNumber} is frozen: no money can leave it. Your branch will pay out its balance to an account in your name; call us or visit the branch to arrange it.`,
    nextClosed: (accountNumber: string) =>
      `Account ${accountNumber} is closed. It held no money, so nothing is owed to you.`,
    nextRestricting: (accountNumber: string) =>
      `Account ${accountNumber} is being frozen. Call us or visit your branch to have any balance paid out.`,
    nextNoAccount: 'No account will be opened. You may apply again, or call us to talk it over.',
  },
} as const;
