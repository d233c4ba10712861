import type { Route } from './+types/finance';
import { PageSection } from '~/components/home/page-section';
import { ClosingBanner } from '~/components/layout/closing-banner';
import { LinkCards } from '~/components/products/link-cards';
import { RequirementChecklist } from '~/components/products/requirement-checklist';
import { ButtonLink } from '~/components/ui/button-link';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { financeOverview } from '~/content/services';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/page-delivery';

const TITLE = 'Construction and Asset Finance';
const LEAD = 'Finance to build homes and estates, improve the home you have and grow your assets.';

export const headers = publicPageHeaders;

export function loader() {
  return { overview: financeOverview };
}

export function meta() {
  return pageMeta({ title: TITLE, description: LEAD, path: '/finance' });
}

export default function FinancePage({ loaderData: { overview } }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={TITLE} lead={LEAD}>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/contact" variant="accent">
            Talk to our finance team
          </ButtonLink>
        </div>
      </PageBanner>
      <Container className="py-10 sm:py-14">
        <p className="max-w-3xl text-lg leading-relaxed">{overview.intro}</p>
      </Container>
      <PageSection id="offers-title" title="What we finance" tone="subtle">
        <LinkCards cards={overview.offers} />
      </PageSection>
      <PageSection
        id="criteria-title"
        title="What we look for"
        lead="Every facility is assessed on its own merits. These are the questions we ask first."
      >
        <RequirementChecklist items={overview.criteria} />
      </PageSection>
      <ClosingBanner />
    </>
  );
}
