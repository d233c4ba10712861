import { PartyPopper } from 'lucide-react';
import { PageSection } from '~/components/home/page-section';
import { ClosingBanner } from '~/components/layout/closing-banner';
import { ButtonLink } from '~/components/ui/button-link';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { anniversaryTexts } from '~/content/pages/anniversary';
import { pageMeta } from '~/lib/meta';
import { publicSiteTexts } from '@domain/messages/public-site';
import { publicPageHeaders } from '~/page-delivery';

const TITLE = publicSiteTexts.corporate.titles.anniversary;

export const headers = publicPageHeaders;

export function meta() {
  return pageMeta({ title: TITLE, description: anniversaryTexts.meta.description, path: '/anniversary' });
}

export default function AnniversaryPage() {
  const copy = anniversaryTexts;
  return (
    <>
      <PageBanner title={TITLE} crumbs={[{ label: 'About', to: '/about' }]} lead={copy.lead} />
      <Container className="py-12 sm:py-16">
        <section aria-labelledby="story-title" className="max-w-prose">
          <h2 id="story-title" className="text-xl font-bold tracking-tight sm:text-2xl">
            {copy.story.title}
          </h2>
          {copy.story.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed">
              {paragraph}
            </p>
          ))}
        </section>
      </Container>

      <PageSection id="milestones-title" title={copy.milestonesTitle} tone="subtle">
        <ol className="relative ml-3 border-l-2 border-primary-200">
          {copy.milestones.map((milestone) => (
            <li key={milestone.year} className="relative pb-8 pl-8 last:pb-0">
              <span
                aria-hidden="true"
                className="absolute -left-[9px] top-1.5 size-4 rounded-full border-2 border-surface bg-accent-400"
              />
              <p className="text-lg font-bold tabular text-primary-700">{milestone.year}</p>
              <h3 className="font-semibold">{milestone.title}</h3>
              <p className="mt-1 max-w-prose text-muted">{milestone.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="celebrate-title" title={copy.celebrate.title}>
        <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <PartyPopper aria-hidden="true" size={36} className="shrink-0 text-accent-500" />
          <p className="max-w-prose">{copy.celebrate.text}</p>
          <ButtonLink to="/blog-single/celebrating-20-years" variant="outline" className="shrink-0">
            {copy.celebrate.storyCta}
          </ButtonLink>
        </div>
      </PageSection>
      <ClosingBanner />
    </>
  );
}
