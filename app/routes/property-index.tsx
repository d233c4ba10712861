import type { Route } from './+types/property-index';
import { PropertyCard } from '~/components/property/property-card';
import { PropertyFiltersForm } from '~/components/property/property-filters';
import { SampleNotice } from '~/components/property/sample-listing-notice';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { PageLinks } from '~/components/ui/page-links';
import { propertyMartTexts } from '~/content/pages/property-mart';
import { RESULTS_ANCHOR, propertyIndexPath } from '~/content/property-search';
import { pageMeta } from '~/lib/meta';
import { contentPageHeaders } from '~/page-delivery';
import { loadPropertyIndex } from './property-index.server';

/**
 * Drawn on the server from the published listings for each address, kept by the document cache until
 * the next publish of a listing (decisions 077 and 095). A plain GET form, so no JavaScript is needed.
 */
export const headers = contentPageHeaders;

export const loader = (args: Route.LoaderArgs) => loadPropertyIndex(args);

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
                  <PropertyCard property={card} isSample={card.isSample} calculatorTo={calculatorTo} />
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
