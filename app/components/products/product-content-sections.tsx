import type { ReactNode } from 'react';
import { PageSection } from '~/components/home/page-section';
import { RequirementChecklist } from '~/components/products/requirement-checklist';
import { SampleNotice } from '~/components/property/sample-listing-notice';
import { RatesTables } from '~/components/rates/rates-tables';
import { Link } from '~/components/ui/link';
import { ratesTexts } from '~/content/pages/rates';
import type { RatesTable } from '~/content/rates';

/**
 * The parts of a product's page drawn from its content version (decision 092): its rates and fees,
 * and what a customer needs. The page and the back office's preview of a draft both draw them.
 */
export function ProductRatesSection({ rates }: { rates: RatesTable }) {
  return (
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
  );
}

/** The bands alternate: plain after the rates' subtle one. */
export function ProductRequirementsSection({
  requirements,
  hasRates,
  children,
}: {
  requirements: string[];
  hasRates: boolean;
  children?: ReactNode;
}) {
  return (
    <PageSection
      id="requirements-title"
      title="What you need"
      lead="Have these ready before you start; it saves a second visit."
      tone={hasRates ? 'plain' : 'subtle'}
    >
      <RequirementChecklist items={requirements} />
      {children}
    </PageSection>
  );
}
