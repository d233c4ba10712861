import { ArrowRight, CircleCheck } from 'lucide-react';
import { Link } from '~/components/ui/link';
import { PageSection } from '~/components/home/page-section';
import { PageBanner } from '~/components/ui/page-banner';
import { comingSoonTexts } from '~/content/pages/coming-soon';
import { pageMeta } from '~/lib/meta';
import { publicSiteTexts } from '@domain/messages/public-site';
import { publicPageHeaders } from '~/page-delivery';

const TITLE = publicSiteTexts.corporate.titles.comingSoon;

export const headers = publicPageHeaders;

export function meta() {
  return pageMeta({ title: TITLE, description: comingSoonTexts.meta.description, path: '/coming-soon' });
}

export default function ComingSoonPage() {
  const copy = comingSoonTexts;
  return (
    <>
      <PageBanner title={TITLE} lead={copy.lead} />
      <PageSection id="feature-title" title={copy.feature.title} lead={copy.feature.text}>
        <ul className="grid max-w-3xl gap-3">
          {copy.feature.points.map((point) => (
            <li key={point} className="flex items-start gap-3">
              <CircleCheck aria-hidden="true" size={22} className="mt-0.5 shrink-0 text-primary-700" />
              {point}
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="meanwhile-title" title={copy.meanwhile.title} tone="subtle">
        <ul className="grid gap-4 md:grid-cols-3">
          {copy.meanwhile.items.map((item) => (
            <li key={item.to} className="relative rounded-card bg-surface p-6 shadow-raised">
              <Link
                to={item.to}
                className="inline-flex items-center gap-1 text-lg font-semibold text-primary-700 after:absolute after:inset-0 after:rounded-card hover:underline"
              >
                {item.label} <ArrowRight aria-hidden="true" size={18} />
              </Link>
              <p className="mt-2 text-muted">{item.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
