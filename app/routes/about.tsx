import { ArrowRight, Landmark } from 'lucide-react';
import { Link } from '~/components/ui/link';
import type { Route } from './+types/about';
import { BranchCards } from '~/components/branches/branch-cards';
import { PageSection } from '~/components/home/page-section';
import { ClosingBanner } from '~/components/layout/closing-banner';
import { ButtonLink } from '~/components/ui/button-link';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { aboutTexts } from '~/content/pages/about';
import { YEARS_IN_BUSINESS } from '~/content/pages/home';
import { leadershipTexts } from '~/content/pages/leadership';
import { pageMeta } from '~/lib/meta';
import { publicSiteTexts } from '@domain/messages/public-site';
import { contentPageHeaders } from '~/page-delivery';
import { loadAbout } from './about.server';

/** Kept by the document cache until the next publish of a branch, on every instance (decision 097). */
export const headers = contentPageHeaders;

export const loader = (args: Route.LoaderArgs) => loadAbout(args);

export function meta() {
  return pageMeta({ ...aboutTexts.meta, path: '/about' });
}

const LEADERSHIP_LINKS = [
  { to: '/directors', ...leadershipTexts.directors },
  { to: '/management', ...leadershipTexts.management },
  { to: '/team', ...leadershipTexts.team },
];

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const copy = aboutTexts;
  return (
    <>
      <PageBanner title={copy.meta.title} lead={copy.lead} />
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="story-title">
          <h2 id="story-title" className="text-xl font-bold tracking-tight sm:text-2xl">
            {copy.history.title}
          </h2>
          {copy.history.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed">
              {paragraph}
            </p>
          ))}
        </section>
        <aside
          aria-label={publicSiteTexts.corporate.titles.anniversary}
          className="self-start rounded-card bg-primary-800 p-6 text-white"
        >
          <p className="text-4xl font-bold tabular text-accent-300">{YEARS_IN_BUSINESS}</p>
          <p className="mt-1 text-lg font-semibold">years of helping families home</p>
          <Link
            to="/anniversary"
            className="mt-4 inline-flex min-h-11 items-center gap-1 font-semibold text-white underline underline-offset-4"
          >
            {publicSiteTexts.corporate.titles.anniversary} <ArrowRight aria-hidden="true" size={18} />
          </Link>
        </aside>
      </Container>

      <PageSection id="purpose-title" title="Mission and vision" tone="subtle">
        <div className="grid gap-6 md:grid-cols-2">
          {copy.purpose.map((item) => (
            <div key={item.title} className="rounded-card border-l-4 border-accent-400 bg-surface p-6 shadow-raised">
              <h3 className="text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 text-lg leading-relaxed">{item.text}</p>
            </div>
          ))}
        </div>
      </PageSection>

      <PageSection id="values-title" title={copy.values.title}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {copy.values.items.map((value) => (
            <li key={value.title}>
              <h3 className="font-semibold text-primary-700">{value.title}</h3>
              <p className="mt-2 text-sm text-muted">{value.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="licence-title" title={copy.licence.title} tone="subtle">
        <div className="grid gap-8 md:grid-cols-2">
          <div>
            <Landmark aria-hidden="true" size={28} className="text-primary-700" />
            {copy.licence.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed">
                {paragraph}
              </p>
            ))}
          </div>
          <section aria-labelledby="nhf-title">
            <h3 id="nhf-title" className="text-lg font-semibold">
              {copy.nhf.title}
            </h3>
            <p className="mt-3 leading-relaxed">
              {copy.nhf.paragraphs[0]} {loaderData.nhfLoanSummary}
            </p>
            <p className="mt-3 leading-relaxed">{copy.nhf.paragraphs[1]}</p>
            <ButtonLink to={loaderData.nhfPath} variant="outline" className="mt-4">
              {copy.nhf.cta}
            </ButtonLink>
          </section>
        </div>
      </PageSection>

      <PageSection id="leadership-title" title="Our leadership">
        <ul className="grid gap-4 md:grid-cols-3">
          {LEADERSHIP_LINKS.map((link) => (
            <li key={link.to} className="relative rounded-card border border-border p-6 hover:border-primary-700">
              <h3 className="text-lg font-semibold">
                <Link to={link.to} className="after:absolute after:inset-0 after:rounded-card hover:underline">
                  {link.title}
                </Link>
              </h3>
              <p className="mt-2 text-sm text-muted">{link.lead}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="branches-title"
        title={copy.branches.title}
        lead={copy.branches.lead}
        tone="subtle"
        action={
          <ButtonLink to="/contact" variant="outline">
            {copy.branches.contactCta}
          </ButtonLink>
        }
      >
        <BranchCards branches={loaderData.branches} />
      </PageSection>
      <ClosingBanner />
    </>
  );
}
