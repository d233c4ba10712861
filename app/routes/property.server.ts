import { data } from 'react-router';
import type { Route } from './+types/property';
import { servicesContext } from '@server/request-context';
import { repaymentEstimates } from '~/components/calculator/repayment-estimates';
import { toPropertyCard } from '~/components/property/property-card';
import { otherProperties, propertyById } from '~/content/properties';
import { publishedProperties } from '~/lib/published-listings.server';
import { wasWithdrawn } from '@server/content/content-work';

/**
 * A published listing and the others to browse on (decision 095); 410 and "no longer for sale" for a
 * listing withdrawn since it was published, 404 for a number no listing was published under (decision 101).
 */
export async function loadProperty({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const properties = await publishedProperties(services);
  const property = propertyById(properties, params.id);
  if (!property) {
    if (await wasWithdrawn(services, 'listing', String(params.id)))
      return data({ kind: 'withdrawn' as const }, { status: 410 });
    throw data(null, { status: 404 });
  }
  return {
    kind: 'listing' as const,
    property,
    estimates: repaymentEstimates(property.price),
    others: otherProperties(properties, property).map(toPropertyCard),
  };
}
