import { data } from 'react-router';
import type { Route } from './+types/product';
import { readPublished } from '@server/content/content-work';
import { servicesContext } from '@server/request-context';
import { financialProductData } from '~/components/products/financial-product';
import { productActions } from '~/components/products/product-action';
import { toProductCard } from '~/components/products/product-card';
import { publishedCatalogue } from '~/content/product-content';
import { productById, productsInCategory } from '~/content/products';
import { ratesTable } from '~/content/rates';

/** The product with its published version over the catalogue's (decision 092); 404 for an id the catalogue lacks. */
export async function loadProduct({ params, context }: Route.LoaderArgs) {
  const listed = productById(params.id);
  if (!listed) throw data(null, { status: 404 });
  const published = await readPublished(context.get(servicesContext), 'product');
  const {
    products: [product],
    isSample,
  } = publishedCatalogue(
    [listed],
    published.filter((content) => content.key === String(listed.id)),
  );
  const related = productsInCategory(product.bucket).filter((candidate) => candidate.id !== product.id);
  return {
    product,
    actions: productActions(product),
    related: related.map(toProductCard),
    structuredData: financialProductData(product),
    rates: product.pricing ? ratesTable([product], isSample) : null,
  };
}
