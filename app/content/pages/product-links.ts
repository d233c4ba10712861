/** Links from the corporate pages into the product catalogue, found by account code (server only). */
import { products, productsInCategory, type ProductBucket } from '../products';

/** The product page of an account code; a missing product fails the build, not a visitor. */
export function productPathByCode(code: string): string {
  const product = products.find((candidate) => candidate.code === code);
  if (!product) throw new Error(`No product with account code ${code} in app/content/products.ts`);
  return `/products/${product.id}`;
}

export const NHF_PRODUCT_CODE = '003';
export const FAMILY_SAVINGS_CODE = '013';

/** The names of a bucket's products, as a card lists them. */
export function productNamesIn(bucket: ProductBucket): string {
  return productsInCategory(bucket)
    .map((product) => product.name)
    .join(', ');
}
