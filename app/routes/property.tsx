import { Mail, Phone } from 'lucide-react';
import type { Route } from './+types/property';
import { bank } from '@domain/bank';
import { publicSiteTexts } from '@domain/messages/public-site';
import { formatNaira } from '@domain/mortgage';
import { PageSection } from '~/components/home/page-section';
import { PropertyCard } from '~/components/property/property-card';
import { PropertyFacts } from '~/components/property/property-facts';
import { locationLabel } from '~/components/property/property-labels';
import { PropertyPhotos } from '~/components/property/property-photos';
import { PropertyPriceCard } from '~/components/property/property-price-card';
import { SampleNotice } from '~/components/property/sample-listing-notice';
import { ButtonLink } from '~/components/ui/button-link';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { pageMeta } from '~/lib/meta';
import { contentPageHeaders } from '~/page-delivery';
import { loadProperty } from './property.server';

/** Kept by the document cache until the next publish of a listing (decision 095). */
export const headers = contentPageHeaders;

export const loader = (args: Route.LoaderArgs) => loadProperty(args);

const withdrawnTexts = publicSiteTexts.propertyWithdrawn;

export function meta({ loaderData, params }: Route.MetaArgs) {
  if (!loaderData) return [];
  if (loaderData.kind === 'withdrawn')
    return [
      ...pageMeta({ title: withdrawnTexts.title, description: withdrawnTexts.lead, path: `/property/${params.id}` }),
      { name: 'robots', content: 'noindex' },
    ];
  const { property } = loaderData;
  return pageMeta({
    title: property.title,
    description: `${formatNaira(property.price)}, ${locationLabel(property)}. ${property.description.split('. ')[0]}.`,
    path: `/property/${property.id}`,
  });
}

/** A listing withdrawn since it was published (410): a bookmark says so and leads to the homes for sale. */
function WithdrawnListing() {
  return (
    <>
      <PageBanner
        title={withdrawnTexts.title}
        lead={withdrawnTexts.lead}
        crumbs={[{ label: 'Property Mart', to: '/property' }]}
      />
      <Container className="py-8 sm:py-12">
        <ButtonLink to="/property">{withdrawnTexts.cta}</ButtonLink>
      </Container>
    </>
  );
}

export default function PropertyPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'withdrawn') return <WithdrawnListing />;
  const { property, estimates, others } = loaderData;
  return (
    <>
      <PageBanner
        title={property.title}
        lead={locationLabel(property)}
        crumbs={[{ label: 'Property Mart', to: '/property' }]}
      />
      <Container className="py-8 sm:py-12">
        {property.isSample ? (
          <SampleNotice>
            Sample listing: this page shows how the Property Mart presents a home. The property, its price and its
            drawings are examples, not an offer for sale.
          </SampleNotice>
        ) : null}
        <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
          <PropertyPhotos property={property} />
          <PropertyPriceCard price={property.price} {...estimates} />
        </div>
      </Container>

      <PageSection id="facts-title" title="Key facts" tone="subtle">
        <PropertyFacts property={property} />
      </PageSection>

      <PageSection id="about-title" title="About this property">
        <div className="grid gap-8 lg:grid-cols-2">
          <p className="text-lg leading-relaxed">{property.description}</p>
          <div>
            <h3 className="font-bold">Features</h3>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {property.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-accent-500" />
                  {feature}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </PageSection>

      <PageSection
        id="interest-title"
        title="Interested in a home like this?"
        tone="subtle"
        lead="Our mortgage team checks the title and value of every home we lend on, and tells you what you can borrow."
      >
        <ul className="flex flex-col gap-3 sm:flex-row">
          <li>
            <a
              href={bank.phoneHref}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-700 underline underline-offset-2"
            >
              <Phone aria-hidden="true" size={20} /> Call {bank.phone}
            </a>
          </li>
          <li>
            <a
              href={`mailto:${bank.email}`}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-700 underline underline-offset-2"
            >
              <Mail aria-hidden="true" size={20} /> E-mail {bank.email}
            </a>
          </li>
        </ul>
        <p className="mt-3 text-muted">Quote the listing number from the key facts.</p>
      </PageSection>

      <PageSection id="more-title" title="More homes on the Property Mart">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {others.map((other) => (
            <li key={other.id}>
              <PropertyCard property={other} />
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
