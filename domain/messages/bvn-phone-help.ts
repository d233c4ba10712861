/**
 * Texts of 'a way forward when the BVN phone is out of date' (account-opening audit, issue 27):
 * the panel under every code screen whose code goes to the phone on the BVN record, its page, and
 * the back office's queue of the requests. Described, not quoted: the bank may reword them.
 */
import { bank } from '../bank';

export const bvnPhoneHelpTexts = {
  title: 'No code? Your BVN phone may be out of date',
  lead: 'The code goes to the phone number registered with your BVN. If you no longer have that SIM, no code will come, however often we send it. Choose what suits you and we give you a reference for it.',
  wayLegend: 'What would you like to do?',
  ways: {
    'update-at-bank': {
      label: 'Update the phone on my BVN record',
      hint: 'At any bank where you hold an account, with a valid ID. The change reaches the BVN record in a day or two; then validate your BVN here again.',
    },
    branch: {
      label: `Visit a ${bank.shortName} branch`,
      hint: 'Bring a valid ID and the reference: the branch finds your request with it and opens your account there.',
    },
    contact: {
      label: 'Contact the bank',
      hint: `Call ${bank.phone} or e-mail ${bank.email} with the reference: customer service sees your request.`,
    },
  },
  submit: 'Get a reference',
  wayMissing: 'Choose what you would like to do.',
  sessionEnded: 'This code screen has ended. Validate your BVN again; if no code comes, this choice is offered there.',
  pageTitle: 'When no code comes',
  pageLead:
    'Codes go to the phone number registered with your BVN. If that number is no longer yours, here is how to go on.',
  referenceTitle: 'Your reference',
  referenceLead: (reference: string) =>
    `Keep this reference: ${reference}. Quote it to the branch or to customer service.`,
  next: {
    'update-at-bank':
      'Update the phone on your BVN record at any bank where you hold an account, with a valid ID. Once it has changed (a day or two), validate your BVN again.',
    branch: 'Visit any of our branches with a valid ID and this reference. They are listed below.',
    contact: `Call ${bank.phone} or e-mail ${bank.email} and quote this reference.`,
  },
  branchesTitle: 'Our branches',
  branchHours: (hours: string) => `Open ${hours}.`,
  backToApplication: 'Back to account opening',
  staff: {
    title: 'No code: BVN phone out of date',
    lead: 'Customers whose code never came (their BVN phone may be out of date) and the way they chose. Find a request by the reference they quote.',
    caption: 'Requests for another way than the code',
    searchLabel: 'Reference',
    columns: { reference: 'Reference', bvn: 'BVN', way: 'Way chosen', journey: 'Where', when: 'When' },
    ways: { 'update-at-bank': 'Update BVN phone at their bank', branch: 'Visit a branch', contact: 'Contact the bank' },
    journeys: { instant: 'Instant account', wizard: 'New account (full)' },
    /** A request's page: what the customer chose and who follows it up (decision 091). */
    item: {
      title: (reference: string) => `Request ${reference}`,
      lead: 'A customer whose code never came, and the way they chose. Take it to follow it up.',
      back: 'Back to the requests',
      requestTitle: 'Request',
      notFound: 'This request does not exist.',
    },
  },
} as const;
