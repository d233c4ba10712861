/** Texts of the blog, newsletter, policy and search pages (specification 2.10). */
export const articleTexts = {
  privacyPolicyTitle: 'Our Privacy Policy',
  search: {
    title: 'Search',
    label: 'Search the site',
    submit: 'Search',
    emptyQueryHeading: 'What are you looking for?',
    emptyQueryText: 'Search our products, properties, guides and policies. Try one of these:',
    noResultsHeading: 'No results found',
    noResultsTips: 'Check the spelling, use fewer or more general words, or try one of these searches:',
    suggestionsHeading: 'Popular searches',
    popularLinksHeading: 'Popular pages',
  },
} as const;
