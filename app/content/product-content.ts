/**
 * A product as the site shows it: the catalogue's product (app/content/products.ts) with its
 * published content version over it (rates, fees and requirements; decision 092). No import of the
 * catalogue here, so that the back office's preview draws a draft with the same function.
 * Relative imports: react-router.config.ts loads this file's neighbours without the path aliases.
 */
import type { ProductBody } from '../../domain/content/product';
import type { Product } from './schemas/product';

/** A product's published version as the database holds it: the item's key is the product's id. */
export interface ProductContent {
  key: string;
  isSample: boolean;
  body: ProductBody;
}

/** The product with a version's words in place of the catalogue's. */
export function withContent(product: Product, body: ProductBody): Product {
  const { pricing: _pricing, ...rest } = product;
  return { ...rest, requirements: body.requirements, ...(body.pricing ? { pricing: body.pricing } : {}) };
}

/**
 * The catalogue with each product's published version over it, and whether any published rate or fee
 * is still sample content (then /rates and the product pages say so). A product without a published
 * version keeps the catalogue's words.
 */
export function publishedCatalogue(catalogue: readonly Product[], published: readonly ProductContent[]) {
  const byKey = new Map(published.map((content) => [content.key, content]));
  return {
    products: catalogue.map((product) => {
      const content = byKey.get(String(product.id));
      return content ? withContent(product, content.body) : product;
    }),
    isSample: published.some((content) => content.isSample && content.body.pricing !== undefined),
  };
}
