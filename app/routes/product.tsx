import type { Route } from './+types/product';
import { PageSection } from '~/components/home/page-section';
import { BenefitList } from '~/components/products/benefit-list';
import { BUCKET_LABELS } from '~/components/products/bucket-labels';
import { ContentImage } from '~/components/products/content-image';
import { JsonLd } from '~/components/articles/json-ld';
import { KeyFacts } from '~/components/products/key-facts';
import { ProductActions } from '~/components/products/product-actions';
import { ProductHighlights } from '~/components/products/product-highlights';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { pageMeta } from '~/lib/meta';
import { Figures } from '~/components/products/figures';
import { contentPageHeaders } from '~/page-delivery';
import { ProductGrid } from '~/components/products/product-card';
import { ProductRatesSection, ProductRequirementsSection } from '~/components/products/product-content-sections';
import { loadProduct } from './product.server';
import { DepositInsuranceNotice } from '~/components/layout/deposit-insurance';

/** Kept by the document cache until the next publish of a product (decision 092). */
export const headers = contentPageHeaders;

/** The catalogue's product with its published rates, fees and requirements (decision 092). */
export const loader = (args: Route.LoaderArgs) => loadProduct(args);

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { product } = loaderData;
  return pageMeta({
    title: product.title,
    description: product.bannerTitle,
    path: `/products/${product.id}`,
    type: 'product',
  });
}

export default function ProductPage({
  loaderData: { product, actions, related, structuredData, rates },
}: Route.ComponentProps) {
  const bucketLabel = BUCKET_LABELS[product.bucket];
  return (
    <>
      <JsonLd data={structuredData} />
      <PageBanner
        title={product.title}
        lead={product.bannerTitle}
        crumbs={[
          { label: 'Our Products', to: '/products/category/all' },
          { label: bucketLabel, to: `/products/category/${product.bucket}` },
        ]}
      >
        <ProductActions actions={actions} tone="banner" className="mt-6" />
      </PageBanner>

      <Container className="grid gap-8 py-10 sm:py-14 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div className="space-y-6">
          <p className="text-lg leading-relaxed">
            <Figures text={product.description} />
          </p>
          <KeyFacts facts={product.attractions} />
          {product.isDepositInsured ? <DepositInsuranceNotice /> : null}
        </div>
        <ContentImage image={product.photo} isPriority className="rounded-card bg-primary-50" />
      </Container>

      <PageSection id="benefits-title" title={`Why choose ${product.name}`} tone="subtle">
        <BenefitList benefits={product.benefits} />
      </PageSection>

      <PageSection id="highlights-title" title="How it works for you">
        <ProductHighlights slides={product.slider} label={`${product.name} highlights`} />
      </PageSection>

      {rates ? <ProductRatesSection rates={rates} /> : null}

      <ProductRequirementsSection requirements={product.requirements} hasRates={rates !== null}>
        <ProductActions actions={actions} tone="page" className="mt-8" />
      </ProductRequirementsSection>

      {related.length > 0 ? (
        <PageSection id="related-title" title={`More ${bucketLabel.toLowerCase()}`}>
          <ProductGrid products={related} headingLevel="h3" />
        </PageSection>
      ) : null}
    </>
  );
}
