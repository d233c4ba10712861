import { Search } from 'lucide-react';
import type { Route } from './+types/faq';
import { faqTexts } from '@domain/messages/faq';
import { HighlightedText } from '~/components/articles/search-results';
import { Container } from '~/components/ui/container';
import { Link } from '~/components/ui/link';
import { PageBanner } from '~/components/ui/page-banner';
import { readFaq } from '~/content/faq';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/page-delivery';

export const headers = publicPageHeaders;

const texts = faqTexts;
/** Longer searches are cut: no question is this long, and it bounds the work per request. */
const MAX_QUERY_LENGTH = 100;
const LINK = 'inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-4';

/**
 * Prerendered as it first opens (/faq); with a search, rendered on the server for each request, as the
 * static files serve a prerendered page only for an address without a query (decision 077). The search
 * is a plain GET form (?q=), no JavaScript needed.
 */
export function loader({ url }: Route.LoaderArgs) {
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  return { query, ...readFaq(query) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: texts.title, description: texts.metaDescription, path: '/faq' }),
    // A search result is a view of this page, not a page of its own.
    ...(loaderData?.query ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { query, terms, groups, matches } = loaderData;
  const isSearch = terms.length > 0;
  return (
    <>
      <PageBanner title={texts.title} lead={texts.lead} />
      <Container className="py-8 sm:py-12">
        <form role="search" method="get" action="/faq" className="max-w-2xl">
          <label htmlFor="faq-search" className="block font-semibold">
            {texts.searchLabel}
          </label>
          <p id="faq-search-hint" className="mt-1 text-sm text-muted">
            {texts.searchHint}
          </p>
          <div className="mt-2 flex gap-2">
            <input
              id="faq-search"
              type="search"
              name="q"
              defaultValue={query}
              aria-describedby="faq-search-hint"
              maxLength={MAX_QUERY_LENGTH}
              className="min-h-11 w-full min-w-0 rounded-input border border-border-strong bg-surface px-3 text-base"
            />
            <button
              type="submit"
              className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-input bg-primary-700 px-4 font-semibold text-white hover:bg-primary-800"
            >
              <Search className="size-5" aria-hidden="true" />
              {texts.searchSubmit}
            </button>
          </div>
        </form>

        {isSearch ? (
          <div role="status" className="mt-6">
            {matches > 0 ? (
              <p className="text-muted">{texts.matches(matches, query)}</p>
            ) : (
              <div className="rounded-card border border-border p-5">
                <h2 className="text-lg font-bold">{texts.noMatches(query)}</h2>
                <p className="mt-2">{texts.noMatchesHelp}</p>
                <Link to="/contact" className={LINK}>
                  {texts.contactLink}
                </Link>
              </div>
            )}
            <a href="/faq" className={LINK}>
              {texts.showAll}
            </a>
          </div>
        ) : null}

        <div className="mt-8 flex max-w-3xl flex-col gap-10">
          {groups.map((group) => (
            <section key={group.id} aria-labelledby={group.id}>
              <h2 id={group.id} className="text-xl font-bold sm:text-2xl">
                {group.title}
              </h2>
              <div className="mt-4 divide-y divide-border rounded-card border border-border">
                {group.entries.map((entry) => (
                  <details key={entry.id} id={entry.id} open={isSearch}>
                    <summary className="min-h-11 cursor-pointer px-4 py-3 font-semibold hover:bg-surface-subtle">
                      <HighlightedText text={entry.question} terms={terms} />
                    </summary>
                    <div className="flex flex-col gap-3 px-4 pb-4">
                      {entry.answer.map((paragraph) => (
                        <p key={paragraph}>
                          <HighlightedText text={paragraph} terms={terms} />
                        </p>
                      ))}
                      {entry.links.length > 0 ? (
                        <p className="flex flex-wrap gap-x-4">
                          <span className="sr-only">{texts.seeAlso}</span>
                          {entry.links.map((link) => (
                            <Link key={link.to} to={link.to} className={LINK}>
                              {link.label}
                            </Link>
                          ))}
                        </p>
                      ) : null}
                    </div>
                  </details>
                ))}
              </div>
            </section>
          ))}
        </div>

        <p className="mt-10 max-w-3xl rounded-card bg-surface-subtle p-5">
          <span className="font-semibold">{texts.stillStuck}</span>{' '}
          <Link to="/contact" className="font-semibold text-primary-700 underline underline-offset-4">
            {texts.contactLink}
          </Link>{' '}
          ·{' '}
          <Link to="/complaints" className="font-semibold text-primary-700 underline underline-offset-4">
            {texts.complaintsLink}
          </Link>
        </p>
      </Container>
    </>
  );
}
