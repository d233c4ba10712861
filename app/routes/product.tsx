import { data } from 'react-router';
import type { Route } from './+types/product';
import { PageSection } from '~/components/home/page-section';
import { BenefitList } from '~/components/products/benefit-list';
import { BUCKET_LABELS } from '~/components/products/bucket-labels';
import { ContentImage } from '~/components/products/content-image';
import { financialProductData } from '~/components/products/financial-product';
import { JsonLd } from '~/components/articles/json-ld';
import { KeyFacts } from '~/components/products/key-facts';
import { productActions } from '~/components/products/product-action';
import { ProductActions } from '~/components/products/product-actions';
import { ProductGrid, toProductCard } from '~/components/products/product-card';
import { ProductHighlights } from '~/components/products/product-highlights';
import { RequirementChecklist } from '~/components/products/requirement-checklist';
import { Container } from '~/components/ui/container';
import { Link } from '~/components/ui/link';
import { PageBanner } from '~/components/ui/page-banner';
import { productById, productsInCategory } from '~/content/products';
import { pageMeta } from '~/lib/meta';
import { Figures } from '~/components/products/figures';
import { publicPageHeaders } from '~/page-delivery';
import { DepositInsuranceNotice } from '~/components/layout/deposit-insurance';
import { SampleNotice } from '~/components/property/sample-listing-notice';
import { RatesTables } from '~/components/rates/rates-tables';
import { ratesTexts } from '~/content/pages/rates';
import { ratesTable } from '~/content/rates';

export const headers = publicPageHeaders;

export function loader({ params }: Route.LoaderArgs) {
  const product = productById(params.id);
  if (!product) throw data(null, { status: 404 });
  const related = productsInCategory(product.bucket).filter((candidate) => candidate.id !== product.id);
  return {
    product,
    actions: productActions(product),
    related: related.map(toProductCard),
    structuredData: financialProductData(product),
    rates: product.pricing ? ratesTable([product]) : null,
  };
}

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

      {rates ? (
        <PageSection id="rates-title" title={ratesTexts.productSection.title} tone="subtle">
          <div className="max-w-4xl space-y-6">
            {rates.isSample ? <SampleNotice>{ratesTexts.sampleNotice}</SampleNotice> : null}
            <RatesTables rateTables={rates.rateTables} feeGroups={rates.feeGroups} isLinked={false} />
            <Link
              to="/rates"
              className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-2"
            >
              {ratesTexts.productSection.allRates}
            </Link>
          </div>
        </PageSection>
      ) : null}

      {/* The bands alternate: plain after the rates' subtle one. */}
      <PageSection
        id="requirements-title"
        title="What you need"
        lead="Have these ready before you start; it saves a second visit."
        tone={rates ? 'plain' : 'subtle'}
      >
        <RequirementChecklist items={product.requirements} />
        <ProductActions actions={actions} tone="page" className="mt-8" />
      </PageSection>

      {related.length > 0 ? (
        <PageSection id="related-title" title={`More ${bucketLabel.toLowerCase()}`}>
          <ProductGrid products={related} headingLevel="h3" />
        </PageSection>
      ) : null}
    </>
  );
}
