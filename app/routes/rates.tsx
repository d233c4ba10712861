import type { Route } from './+types/rates';
import { SampleNotice } from '~/components/property/sample-listing-notice';
import { RatesTables } from '~/components/rates/rates-tables';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { ratesTexts } from '~/content/pages/rates';
import { pageMeta } from '~/lib/meta';
import { contentPageHeaders } from '~/page-delivery';
import { loadRates } from './rates.server';

/** Kept by the document cache until the next publish of a product (decision 092). */
export const headers = contentPageHeaders;

export const loader = (args: Route.LoaderArgs) => loadRates(args);

export function meta() {
  return pageMeta({ title: ratesTexts.title, description: ratesTexts.meta.description, path: '/rates' });
}

/** Savings, fixed-deposit, investment and mortgage rates and every fee, each dated (issue 31.4), as published. */
export default function RatesPage({ loaderData: { isSample, rateTables, feeGroups } }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={ratesTexts.title} lead={ratesTexts.lead} />
      <Container className="py-8 sm:py-12">
        <div className="max-w-4xl space-y-8">
          {isSample ? <SampleNotice>{ratesTexts.sampleNotice}</SampleNotice> : null}
          <RatesTables rateTables={rateTables} feeGroups={feeGroups} />
        </div>
      </Container>
    </>
  );
}
