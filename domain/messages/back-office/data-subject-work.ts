import type { CorrectionField, ErasureItem } from '../../back-office/data-erasure';

/**
 * Texts of erasure by items and corrections under maker-checker on a data-subject request (issue 30
 * point 5). The specification has no staff area; the words are the bank's to edit here.
 */
export const dataSubjectTexts = {
  held: {
    title: 'What the bank holds on this customer',
    lead: 'From the same records as the customer’s data download. Items the law makes the bank keep cannot be erased.',
    caption: 'Records held on the customer, by kind',
    columns: { what: 'What', count: 'How many', erasable: 'Can be erased' },
    kinds: {
      profile: 'Website sign-in (password, saved address)',
      sessions: 'Sign-in sessions',
      contactChanges: 'Contact-detail changes',
      customer: 'Customer record (identity, BVN, NIN)',
      accounts: 'Accounts in the core banking',
      linkRequests: 'BVN/NIN link attempts',
      applications: 'Account applications',
      loans: 'Mortgage applications',
      contactMessages: 'Contact messages and their replies',
      newsletter: 'Newsletter subscriptions',
      bvnPhoneHelpRequests: 'BVN phone-help requests',
      dataRequests: 'Data-subject requests',
    },
    unavailable: 'The core banking did not answer, so the list cannot be drawn now. Try again in a few minutes.',
    erasableAs: (item: string) => `Yes: ${item}`,
    keptBecause: {
      customer: 'Kept while an account was opened (Money Laundering Act 2022)',
      accounts: 'Kept: the core banking’s records',
      linkRequests: 'Kept: the Central Bank requires the linking record',
      dataRequests: 'Kept: proof the requests were answered',
      bvnPhoneHelpRequests: 'Kept: proof of the identity checks',
      loans: 'Only drafts, declined and withdrawn applications',
      applications: 'Only unfinished applications',
    },
  },
  items: {
    'sign-in': 'Website sign-in: password, saved address, sessions, sign-in codes and contact-change history',
    applications:
      'Unfinished account applications and their documents, the screening results of every application (and the customer record, when no account was opened)',
    loans: 'Mortgage applications not going ahead (drafts, declined, withdrawn), with their documents and messages',
    messages: 'Contact messages and the bank’s replies',
    newsletter: 'Newsletter subscription',
    mail: 'Copies of the e-mails the bank sent the customer',
  } satisfies Record<ErasureItem, string>,
  itemsLegend: 'What to erase',
  itemsHint: 'Only what the customer asked to be erased. A second compliance officer must approve.',
  itemsInvalid: 'Choose at least one item to erase.',
  erased: 'Erased so far',
  nothingErased: 'Nothing erased yet.',
  eraseWaiting: (maker: string, items: string) =>
    `Waiting for a second compliance officer's approval (asked by ${maker}) to erase: ${items}.`,
  eraseDone:
    'Erased. Now complete the request with the answer to the customer: a draft saying what was erased and what is kept is in the answer box.',
  draftAnswer: ({ erased, kept }: { erased: string[]; kept: string[] }) =>
    [
      `As you asked, we have erased: ${erased.join('; ')}.`,
      kept.length > 0
        ? `The law requires a bank to keep some records, so we keep: ${kept.join('; ')}. These are kept for at least 5 years after the account or loan ends (Money Laundering (Prevention and Prohibition) Act 2022 and CBN AML/CFT regulations) and used for no other purpose.`
        : '',
      'Our record of this request and of the actions taken on it is kept, without your details, to show that we answered it.',
    ]
      .filter(Boolean)
      .join('\n\n'),
  correction: {
    title: 'Correct the customer’s data',
    lead: 'Fill in only what the customer asked to be corrected. It is applied in the core banking (name, e-mail, phone of each account) and in the website’s records once a second compliance officer approves.',
    groups: {
      name: 'Name',
      email: 'E-mail address',
      phoneNo: 'Phone number',
      address: 'Home address',
    } satisfies Record<CorrectionField, string>,
    labels: {
      firstname: 'First name',
      middlename: 'Middle name',
      lastname: 'Last name',
      email: 'E-mail address',
      phoneNo: 'Phone number',
      homeAddress: 'Home address',
      city: 'City',
      stateOfResidence: 'State',
    },
    statePlaceholder: 'Choose a state',
    nothing: 'Fill in at least one correction.',
    nameIncomplete: 'A corrected name needs the first name and the last name.',
    addressIncomplete: 'A corrected address needs the home address, the city and the state.',
    submit: 'Ask to correct the data',
    asked: 'Sent for approval: a second compliance officer must approve the correction.',
    waiting: (maker: string) => `Waiting for a second compliance officer's approval (asked by ${maker}).`,
    proposed: 'Correction asked for',
    applied: (when: string) => `Corrected on ${when}`,
    notRectification: 'Only a rectification request can correct data.',
    notOpen: 'This request is answered already.',
    emailTaken: 'Another customer has this e-mail address on record. Check the address with the customer.',
    noCustomer: 'The customer of this request no longer has records to correct.',
  },
} as const;

const ITEM_NAMES = {
  'sign-in': 'website sign-in',
  applications: 'unfinished account applications and screening results',
  loans: 'mortgage applications not going ahead',
  messages: 'contact messages',
  newsletter: 'newsletter subscription',
  mail: 'copies of e-mails sent',
} satisfies Record<ErasureItem, string>;

/** Items in a few words each, for sentences: 'contact messages; newsletter subscription'. */
export const erasureItemNames = (items: readonly string[]) =>
  items.map((item) => (Object.hasOwn(ITEM_NAMES, item) ? ITEM_NAMES[item as ErasureItem] : item)).join('; ');
