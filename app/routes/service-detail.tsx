import { data } from 'react-router';
import type { Route } from './+types/service-detail';
import { NumberedSteps } from '~/components/home/numbered-steps';
import { PageSection } from '~/components/home/page-section';
import { ClosingBanner } from '~/components/layout/closing-banner';
import { ContentImage } from '~/components/products/content-image';
import { LinkCards } from '~/components/products/link-cards';
import { ProductGrid, toProductCard } from '~/components/products/product-card';
import { ButtonLink } from '~/components/ui/button-link';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { productById } from '~/content/products';
import { serviceById, services } from '~/content/services';
import { pageMeta } from '~/lib/meta';
import { Figures } from '~/components/products/figures';
import { publicPageHeaders } from '~/page-delivery';

export const headers = publicPageHeaders;

export function loader({ params }: Route.LoaderArgs) {
  const service = serviceById(params.id);
  if (!service) throw data(null, { status: 404 });
  return {
    service,
    related: service.relatedProductIds.flatMap((id) => {
      const product = productById(id);
      return product ? [toProductCard(product)] : [];
    }),
    otherServices: services
      .filter((other) => other.id !== service.id)
      .map((other) => ({
        title: other.title,
        text: other.summary,
        link: { label: `About ${other.title}`, to: `/service-detail/${other.id}` },
      })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { service } = loaderData;
  return pageMeta({ title: service.title, description: service.summary, path: `/service-detail/${service.id}` });
}

export default function ServiceDetailPage({ loaderData: { service, related, otherServices } }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={service.title} lead={service.summary} crumbs={[{ label: 'Our Services' }]}>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={service.primaryAction.to} variant="accent">
            {service.primaryAction.label}
          </ButtonLink>
          {service.secondaryAction ? (
            <ButtonLink to={service.secondaryAction.to} variant="light">
              {service.secondaryAction.label}
            </ButtonLink>
          ) : null}
        </div>
      </PageBanner>

      <Container className="grid gap-8 py-10 sm:py-14 lg:grid-cols-2 lg:items-center">
        <p className="text-lg leading-relaxed">
          <Figures text={service.intro} />
        </p>
        <ContentImage image={service.image} isPriority className="rounded-card bg-primary-50" />
      </Container>

      <Container className="grid gap-10 pb-12 md:grid-cols-2 lg:grid-cols-3">
        {service.sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={`section-${index}`}>
            <h2 id={`section-${index}`} className="text-xl font-bold">
              {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3">
                <Figures text={paragraph} />
              </p>
            ))}
            {section.points.length > 0 ? (
              <ul className="mt-3 space-y-2">
                {section.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-accent-500" />
                    <Figures text={point} />
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </Container>

      <PageSection id="steps-title" title="How it works" tone="subtle">
        <NumberedSteps steps={service.steps} />
      </PageSection>

      {related.length > 0 ? (
        <PageSection id="related-title" title="Related products">
          <ProductGrid products={related} headingLevel="h3" />
        </PageSection>
      ) : null}

      <PageSection id="services-title" title="Our other services" tone="subtle">
        <LinkCards cards={otherServices} />
      </PageSection>
      <ClosingBanner />
    </>
  );
}
