import { BadgeCheck, Fingerprint, House, IdCard, PiggyBank, Send, type LucideIcon } from 'lucide-react';
import { Link } from '~/components/ui/link';
import { StoreBadges } from '~/components/home/store-badges';
import { PageSection } from '~/components/home/page-section';
import { ButtonLink } from '~/components/ui/button-link';
import { PageBanner } from '~/components/ui/page-banner';
import { appsTexts, type AppFeatureIcon } from '~/content/pages/apps';
import { pageMeta } from '~/lib/meta';
import { publicSiteTexts } from '@domain/messages/public-site';
import { publicPageHeaders } from '~/page-delivery';

const TITLE = publicSiteTexts.corporate.titles.apps;

const ICONS: Record<AppFeatureIcon, LucideIcon> = {
  account: BadgeCheck,
  savings: PiggyBank,
  mortgage: House,
  transfer: Send,
  identity: IdCard,
  security: Fingerprint,
};

export const headers = publicPageHeaders;

export function meta() {
  return pageMeta({ title: TITLE, description: appsTexts.meta.description, path: '/apps' });
}

export default function AppsPage() {
  const copy = appsTexts;
  return (
    <>
      <PageBanner title={TITLE} lead={copy.lead}>
        <div className="mt-6">
          <StoreBadges />
        </div>
      </PageBanner>

      <PageSection id="app-title" title={copy.intro.title} lead={copy.intro.text}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {copy.features.map((feature) => {
            const Icon = ICONS[feature.icon];
            return (
              <li key={feature.title} className="rounded-card border border-border p-6">
                <span className="inline-flex size-11 items-center justify-center rounded-full bg-primary-50 text-primary-700">
                  <Icon aria-hidden="true" size={22} />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
                <p className="mt-2 text-muted">{feature.text}</p>
              </li>
            );
          })}
        </ul>
      </PageSection>

      <PageSection id="bvn-title" title={copy.bvn.title} tone="subtle">
        <div className="flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
          <p className="max-w-prose text-lg">{copy.bvn.text}</p>
          <ButtonLink to="/profileupdate" variant="outline" className="shrink-0">
            Link BVN &amp; NIN
          </ButtonLink>
        </div>
      </PageSection>

      <PageSection id="web-title" title={copy.internetBanking.title} lead={copy.internetBanking.text}>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/accountopening" variant="primary">
            {publicSiteTexts.header.openAccount}
          </ButtonLink>
          <ButtonLink to="/loan-calculator" variant="outline">
            {publicSiteTexts.corporate.titles.mortgageCalculator}
          </ButtonLink>
        </div>
        <p className="mt-6 text-muted">
          {copy.tracker.text}{' '}
          <Link to="/coming-soon" className="font-semibold text-primary-700 underline underline-offset-4">
            {copy.tracker.cta}
            <span className="sr-only"> about the {copy.tracker.title.toLowerCase()}</span>
          </Link>
        </p>
      </PageSection>
    </>
  );
}
