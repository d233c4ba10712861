import { bank } from '@domain/bank';
import type { Product } from '~/content/products';
import { absoluteUrl } from '~/lib/meta';
import { siteUrl } from '~/lib/site-url';
import { BUCKET_LABELS } from './bucket-labels';

/** schema.org FinancialProduct of a catalogue product, for its JSON-LD. */
export function financialProductData(product: Product): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FinancialProduct',
    name: product.title,
    description: product.description,
    url: absoluteUrl(`/products/${product.id}`),
    image: [absoluteUrl(product.photo.src), absoluteUrl(product.bigPhoto.src)],
    category: BUCKET_LABELS[product.bucket],
    ...(product.code ? { productID: product.code } : {}),
    provider: { '@type': 'BankOrCreditUnion', name: bank.name, url: siteUrl() },
    areaServed: { '@type': 'Country', name: 'Nigeria' },
  };
}

/** schema.org ItemList of the products shown on a category page. */
export function productListData(products: Product[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: financialProductData(product),
    })),
  };
}
