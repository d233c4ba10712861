import type { Route } from './+types/property-index';
import { servicesContext } from '@server/request-context';
import { calculatorLink } from '~/components/calculator/repayment-estimates';
import { toPropertyCard } from '~/components/property/property-card';
import { propertyIndex, propertyIndexPath } from '~/content/property-search';
import { publishedProperties } from '~/lib/published-listings.server';

/** One page of the published listings that match the query's filters (decisions 077 and 095). */
export async function loadPropertyIndex({ url, context }: Route.LoaderArgs) {
  const { listings, ...index } = propertyIndex(
    url.searchParams,
    await publishedProperties(context.get(servicesContext)),
  );
  return {
    ...index,
    isSample: listings.some((property) => property.isSample),
    cards: listings.map((property) => ({
      ...toPropertyCard(property),
      calculatorTo: calculatorLink({ price: property.price }),
    })),
    canonicalPath: propertyIndexPath(index.filters),
  };
}
