import { data } from 'react-router';
import type { Route } from './+types/product-category';
import { ClosingBanner } from '~/components/layout/closing-banner';
import { BUCKET_LABELS } from '~/components/products/bucket-labels';
import { CategoryNav } from '~/components/products/category-nav';
import { productListData } from '~/components/products/financial-product';
import { JsonLd } from '~/components/articles/json-ld';
import { ProductGrid, toProductCard } from '~/components/products/product-card';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { PRODUCT_CATEGORY_COPY, isProductCategory, productsInCategory } from '~/content/products';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/page-delivery';

export const headers = publicPageHeaders;

export function loader({ params }: Route.LoaderArgs) {
  const { category } = params;
  if (!isProductCategory(category)) throw data(null, { status: 404 });
  const products = productsInCategory(category);
  return {
    category,
    copy: PRODUCT_CATEGORY_COPY[category],
    products: products.map(toProductCard),
    structuredData: productListData(products),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { category, copy } = loaderData;
  return pageMeta({ title: copy.title, description: copy.lead, path: `/products/category/${category}` });
}

export default function ProductCategoryPage({
  loaderData: { category, copy, products, structuredData },
}: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={structuredData} />
      <PageBanner
        title={copy.title}
        lead={copy.lead}
        crumbs={category === 'all' ? [] : [{ label: 'Our Products', to: '/products/category/all' }]}
      />
      <Container className="py-10 sm:py-14">
        <CategoryNav />
        <p className="mt-6 text-muted">
          {products.length === 1 ? 'One product' : `${products.length} products`}
          {category === 'all'
            ? ' across savings, mortgages, investments and SME banking.'
            : ` in ${BUCKET_LABELS[category].toLowerCase()}.`}
        </p>
        <div className="mt-6">
          <ProductGrid products={products} isFirstPriority />
        </div>
      </Container>
      <ClosingBanner />
    </>
  );
}
