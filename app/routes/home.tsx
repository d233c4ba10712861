import { ArrowRight } from 'lucide-react';
import { Link } from '~/components/ui/link';
import type { Route } from './+types/home';
import { AppDownload } from '~/components/home/app-download';
import { CalculatorTeaser } from '~/components/home/calculator-teaser';
import { FeaturedProperties } from '~/components/home/featured-properties';
import { HomeHero } from '~/components/home/home-hero';
import { LatestNews } from '~/components/home/latest-news';
import { NeedCards } from '~/components/home/need-cards';
import { NumberedSteps } from '~/components/home/numbered-steps';
import { OrganizationJsonLd } from '~/components/home/organization-json-ld';
import { PageSection } from '~/components/home/page-section';
import { WhyUs } from '~/components/home/why-us';
import { ClosingBanner } from '~/components/layout/closing-banner';
import { Container } from '~/components/ui/container';
import { homeTexts } from '~/content/pages/home';
import { pageMeta } from '~/lib/meta';
import { contentPageHeaders } from '~/page-delivery';
import { loadHome } from './home.server';

/** Kept by the document cache until a listing, post or branch is published, on every instance (decision 101). */
export const headers = contentPageHeaders;

export const loader = (args: Route.LoaderArgs) => loadHome(args);

export function meta() {
  return pageMeta({ ...homeTexts.meta, path: '/' });
}

function SectionLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary-700 underline-offset-4 hover:underline"
    >
      {children} <ArrowRight aria-hidden="true" size={18} />
    </Link>
  );
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { calculator, productNames, nhfSteps, nhfPath, properties, arePropertiesSamples, news, branches } = loaderData;
  return (
    <>
      <OrganizationJsonLd branches={branches} />
      <HomeHero branches={branches} />
      <div className="bg-surface-subtle pb-4">
        <Container className="relative -top-6">
          <CalculatorTeaser {...calculator} />
        </Container>
      </div>
      <PageSection id="needs-title" title={homeTexts.needs.title} lead={homeTexts.needs.lead}>
        <NeedCards productNames={productNames} />
      </PageSection>
      <PageSection
        id="nhf-title"
        title={homeTexts.nhf.title}
        lead={homeTexts.nhf.lead}
        tone="subtle"
        action={<SectionLink to={nhfPath}>{homeTexts.nhf.cta}</SectionLink>}
      >
        <NumberedSteps steps={nhfSteps} />
      </PageSection>
      <PageSection
        id="properties-title"
        title={homeTexts.properties.title}
        lead={homeTexts.properties.lead}
        action={<SectionLink to="/property">{homeTexts.properties.cta}</SectionLink>}
      >
        <FeaturedProperties
          items={properties}
          note={arePropertiesSamples ? homeTexts.properties.sampleNote : undefined}
        />
      </PageSection>
      <PageSection id="why-title" title={homeTexts.whyUs.title} tone="primary">
        <WhyUs branches={branches} />
      </PageSection>
      <PageSection
        id="news-title"
        title={homeTexts.news.title}
        lead={homeTexts.news.lead}
        action={<SectionLink to="/blog">{homeTexts.news.cta}</SectionLink>}
      >
        <LatestNews items={news} />
      </PageSection>
      <AppDownload />
      <ClosingBanner />
    </>
  );
}
