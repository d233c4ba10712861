import { data } from 'react-router';
import type { Route } from './+types/property';
import { servicesContext } from '@server/request-context';
import { repaymentEstimates } from '~/components/calculator/repayment-estimates';
import { toPropertyCard } from '~/components/property/property-card';
import { otherProperties, propertyById } from '~/content/properties';
import { publishedProperties } from '~/lib/published-listings.server';

/** A published listing and the others to browse on (decision 095); 404 for a number no published listing has. */
export async function loadProperty({ params, context }: Route.LoaderArgs) {
  const properties = await publishedProperties(context.get(servicesContext));
  const property = propertyById(properties, params.id);
  if (!property) throw data(null, { status: 404 });
  return {
    property,
    estimates: repaymentEstimates(property.price),
    others: otherProperties(properties, property).map(toPropertyCard),
  };
}
