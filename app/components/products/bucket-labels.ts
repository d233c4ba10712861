import type { ProductBucket, ProductCategory } from '~/content/products';

/** How a bucket is named on badges, tabs and breadcrumbs. */
export const BUCKET_LABELS: Record<ProductBucket, string> = {
  savings: 'Savings',
  mortgage: 'Mortgages',
  investment: 'Investments',
  sme_investment: 'SME Banking',
};

export const CATEGORY_TAB_LABELS: Record<ProductCategory, string> = { all: 'All products', ...BUCKET_LABELS };
