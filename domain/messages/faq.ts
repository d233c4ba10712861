import type { FaqGroupId } from '../content/faq';

/** Texts of /faq around its questions (the questions themselves are content, edited in the back office: decision 085). */
export const faqTexts = {
  title: 'Frequently asked questions',
  metaDescription:
    'Answers on mortgages, NHF loans, opening an account, BVN and NIN linking, documents and how long things take at AG Mortgage Bank.',
  lead: 'Quick answers about borrowing, the National Housing Fund, accounts, BVN and NIN, documents and timelines.',
  searchLabel: 'Search the questions',
  searchHint: 'For example: NHF equity, BVN, utility bill',
  searchSubmit: 'Search',
  showAll: 'Show all questions',
  matches: (count: number, query: string) =>
    `${count === 1 ? '1 answer matches' : `${count} answers match`} “${query}”.`,
  noMatches: (query: string) => `No answers match “${query}”.`,
  noMatchesHelp: 'Try fewer or other words, or ask us directly:',
  contactLink: 'Contact us',
  stillStuck: 'Did not find your answer?',
  complaintsLink: 'Make a complaint',
  groups: {
    borrowing: 'Borrowing and mortgages',
    nhf: 'National Housing Fund (NHF)',
    accounts: 'Opening and using an account',
    'bvn-nin': 'BVN and NIN',
    documents: 'Documents',
    timelines: 'How long things take',
  } satisfies Record<FaqGroupId, string>,
};
