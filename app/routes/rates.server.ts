import { readPublished } from '@server/content/content-work';
import { servicesContext } from '@server/request-context';
import type { Route } from './+types/rates';
import { publishedCatalogue } from '~/content/product-content';
import { products } from '~/content/products';
import { ratesTable } from '~/content/rates';

/** Every product's published rates and fees (decision 092). */
export async function loadRates({ context }: Route.LoaderArgs) {
  const published = publishedCatalogue(products, await readPublished(context.get(servicesContext), 'product'));
  return ratesTable(published.products, published.isSample);
}
