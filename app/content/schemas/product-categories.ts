/** Product buckets and categories; kept apart from the schema so that components can use them cheaply. */

/** The buckets of specification 3 (Product); `all` is the menu's view of every bucket. */
export const PRODUCT_BUCKETS = ['investment', 'savings', 'mortgage', 'sme_investment'] as const;
export const PRODUCT_CATEGORIES = ['all', ...PRODUCT_BUCKETS] as const;

export type ProductBucket = (typeof PRODUCT_BUCKETS)[number];
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
