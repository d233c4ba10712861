import type { Route } from './+types/property-index';
import { calculatorLink } from '~/components/calculator/repayment-estimates';
import { PropertyCard, toPropertyCard } from '~/components/property/property-card';
import { PropertyFiltersForm } from '~/components/property/property-filters';
import { SampleNotice } from '~/components/property/sample-listing-notice';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { PageLinks } from '~/components/ui/page-links';
import { propertyMartTexts } from '~/content/pages/property-mart';
import { ARE_SAMPLE_LISTINGS } from '~/content/properties';
import { RESULTS_ANCHOR, propertyIndex, propertyIndexPath } from '~/content/property-search';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/page-delivery';

export const headers = publicPageHeaders;

/**
 * Prerendered as it first opens (/property); with a query, rendered on the server for each
 * request (docs/decisions/077). A plain GET form, so no JavaScript is needed.
 */
export function loader({ url }: Route.LoaderArgs) {
  const { listings, ...index } = propertyIndex(url.searchParams);
  return {
    ...index,
    isSample: ARE_SAMPLE_LISTINGS,
    cards: listings.map((property) => ({
      ...toPropertyCard(property),
      calculatorTo: calculatorLink({ price: property.price }),
    })),
    canonicalPath: propertyIndexPath(index.filters),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: propertyMartTexts.title,
    description: propertyMartTexts.meta.description,
    path: loaderData?.canonicalPath ?? '/property',
  });
}

export default function PropertyIndexPage({ loaderData }: Route.ComponentProps) {
  const { filters, states, cards, total, page, pageCount, problems, isSample } = loaderData;
  const copy = propertyMartTexts;
  return (
    <>
      <PageBanner title={copy.title} lead={copy.lead} />
      <Container className="space-y-6 py-8 sm:py-12">
        {isSample ? <SampleNotice>{copy.sampleNotice}</SampleNotice> : null}
        <PropertyFiltersForm filters={filters} states={states} />
        <div id={RESULTS_ANCHOR} className="scroll-mt-28 space-y-6">
          {problems.length > 0 ? (
            <section aria-labelledby="problems-title" className="rounded-card border border-warning bg-warning-bg p-4">
              <h2 id="problems-title" className="font-bold">
                {copy.problemsTitle}
              </h2>
              <ul className="mt-2 list-disc pl-5">
                {problems.map((problem) => (
                  <li key={problem}>{copy.problems[problem]}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <p role="status" className="font-semibold">
            {copy.count(total)}
            {pageCount > 1 ? `, ${copy.pageOf(page, pageCount)}` : ''}
          </p>
          {total === 0 ? (
            <div>
              <h2 className="text-xl font-bold">{copy.emptyTitle}</h2>
              <p className="mt-2">{copy.emptyText}</p>
              <a
                href="/property"
                className="mt-3 inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-2"
              >
                {copy.showAll}
              </a>
            </div>
          ) : (
            <ul aria-label={copy.listingsLabel} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {cards.map(({ calculatorTo, ...card }) => (
                <li key={card.id}>
                  <PropertyCard property={card} isSample={isSample} calculatorTo={calculatorTo} />
                </li>
              ))}
            </ul>
          )}
          <PageLinks
            label={copy.pagesLabel}
            page={page}
            pageCount={pageCount}
            href={(target) => `${propertyIndexPath(filters, target)}#${RESULTS_ANCHOR}`}
          />
        </div>
      </Container>
    </>
  );
}
