/** Texts of the Property Mart's index (/property) and of its listing cards. */
import type { QueryProblem } from '../property-search';

export const propertyMartTexts = {
  title: 'Property Mart',
  lead: 'Homes and land for sale, checked by our lawyers and valuers, that you can buy with a mortgage.',
  meta: {
    description:
      'Homes and land for sale across Nigeria, checked by our lawyers and valuers: filter by state, price, bedrooms and type, and see what a mortgage would cost.',
  },
  sampleNotice:
    'Sample listings: these homes show how the Property Mart will present real listings. The properties, their prices and their drawings are examples, not offers for sale.',
  sampleBadge: 'Sample listing',
  filters: {
    title: 'Find a home',
    state: 'State',
    anyState: 'Any state',
    minPrice: 'Lowest price',
    noMinimum: 'No minimum',
    maxPrice: 'Highest price',
    noMaximum: 'No maximum',
    bedrooms: 'Bedrooms',
    anyBedrooms: 'Any number',
    atLeastBedrooms: (count: number) => `${count} or more`,
    type: 'Type',
    anyType: 'Any type',
    submit: 'Show homes',
    reset: 'Clear the filters',
  },
  problems: {
    state: 'We have no homes listed in that state, so homes in every state are shown.',
    minPrice: 'The lowest price was not a whole amount in naira, so it was left out.',
    maxPrice: 'The highest price was not a whole amount in naira, so it was left out.',
    priceOrder: 'The lowest price was above the highest, so the two were swapped.',
    bedrooms: 'Bedrooms must be a number from 1 to 5, so that filter was left out.',
    type: 'That is not a type of property we list, so every type is shown.',
    page: 'That is not a page number, so the first page is shown.',
    pastLastPage: 'There are not that many pages, so the last page is shown.',
  } satisfies Record<QueryProblem, string>,
  problemsTitle: 'Part of your search could not be used',
  count: (total: number) => (total === 1 ? '1 home matches' : `${total} homes match`),
  pageOf: (page: number, pageCount: number) => `page ${page} of ${pageCount}`,
  emptyTitle: 'No homes match your filters',
  emptyText: 'Try a wider price range, fewer bedrooms or another state, or see every home we list.',
  showAll: 'Show all homes',
  pagesLabel: 'Pages of homes',
  listingsLabel: 'Homes for sale',
  whatWouldIPay: 'What would I pay?',
  /** Read after "What would I pay?" by screen readers, so that each card's link says whose price it is. */
  forListing: (title: string) => ` for the ${title}`,
} as const;
