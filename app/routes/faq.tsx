import { Search } from 'lucide-react';
import type { Route } from './+types/faq';
import { faqTexts } from '@domain/messages/faq';
import { FaqEntries } from '~/components/content/faq-entries';
import { Container } from '~/components/ui/container';
import { Link } from '~/components/ui/link';
import { PageBanner } from '~/components/ui/page-banner';
import { pageMeta } from '~/lib/meta';
import { contentPageHeaders } from '~/page-delivery';
import { FAQ_MAX_QUERY_LENGTH } from '~/content/faq';
import { loadFaq } from './faq.server';

/** Kept by the document cache until the next publish of an FAQ entry, on every instance (decision 092). */
export const headers = contentPageHeaders;

const texts = faqTexts;
const LINK = 'inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-4';

/** Rendered on the server for each request: the search is a plain GET form (?q=), no JavaScript needed. */
export const loader = (args: Route.LoaderArgs) => loadFaq(args);

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
              maxLength={FAQ_MAX_QUERY_LENGTH}
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
                {texts.groups[group.id]}
              </h2>
              <FaqEntries entries={group.entries} terms={terms} open={isSearch} />
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
