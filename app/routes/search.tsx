import type { Route } from './+types/search';
import { SearchHelp, SearchPages, SearchResultList } from '~/components/articles/search-results';
import { SiteSearchForm } from '~/components/articles/search-form';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { RESULTS_PER_PAGE } from '~/content/search-index';
import { pageMeta } from '~/lib/meta';
import { publicSiteTexts } from '@domain/messages/public-site';
import { publicPageHeaders } from '~/page-delivery';
import { loadSearch } from './search.server';

export const headers = publicPageHeaders;

/** Rendered on the server for each query (never prerendered); a plain GET form, so no JavaScript is needed. */
export const loader = (args: Route.LoaderArgs) => loadSearch(args);

export function meta({ loaderData }: Route.MetaArgs) {
  const query = loaderData?.query ?? '';
  return [
    ...pageMeta({
      title: query ? `Search results for “${query}”` : publicSiteTexts.articles.search.title,
      description: 'Search the AG Mortgage Bank website: products, properties, guides, newsletters and policies.',
      path: '/search',
    }),
    { name: 'robots', content: 'noindex, follow' },
  ];
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, terms, results, total, page, pageCount } = loaderData;
  const copy = publicSiteTexts.articles.search;
  return (
    <>
      <PageBanner title={copy.title} />
      <Container className="py-8 sm:py-12">
        <div className="max-w-2xl">
          <SiteSearchForm key={query} defaultValue={query} label={copy.label} id="search-page-query" />
        </div>
        <div className="mt-8">
          {query === '' ? (
            <SearchHelp heading={copy.emptyQueryHeading} text={copy.emptyQueryText} />
          ) : total === 0 ? (
            <>
              <p role="status" className="sr-only">
                No results for “{query}”.
              </p>
              <SearchHelp heading={`${copy.noResultsHeading} for “${query}”`} text={copy.noResultsTips} />
            </>
          ) : (
            <>
              <p role="status" className="text-muted">
                {total === 1 ? '1 result' : `${total} results`} for “
                <span className="font-semibold text-ink">{query}</span>”
                {pageCount > 1 ? `, page ${page} of ${pageCount}` : ''}
              </p>
              <SearchResultList results={results} terms={terms} start={(page - 1) * RESULTS_PER_PAGE + 1} />
              <SearchPages query={query} page={page} pageCount={pageCount} />
            </>
          )}
        </div>
      </Container>
    </>
  );
}
