import { Link } from '~/components/ui/link';
import { PageLinks } from '~/components/ui/page-links';
import { publicSiteTexts } from '@domain/messages/public-site';
import { highlightSegments } from './search-text';

export interface SearchResultView {
  type: string;
  title: string;
  url: string;
  snippet: string;
}

/** A text with every occurrence of the search terms wrapped in <mark>. */
export function HighlightedText({ text, terms }: { text: string; terms: string[] }) {
  return highlightSegments(text, terms).map((segment, index) =>
    segment.isMatch ? (
      <mark key={index} className="rounded-sm bg-accent-300 px-0.5 text-ink">
        {segment.text}
      </mark>
    ) : (
      segment.text
    ),
  );
}

export function SearchResultList({
  results,
  terms,
  start = 1,
}: {
  results: SearchResultView[];
  terms: string[];
  start?: number;
}) {
  return (
    <ol start={start} className="max-w-3xl divide-y divide-border">
      {results.map((result) => (
        <li key={result.url} className="py-5">
          <p className="text-xs font-semibold uppercase tracking-wide text-primary-700">{result.type}</p>
          <h2 className="mt-1 text-lg font-bold leading-snug">
            <Link to={result.url} className="text-ink underline-offset-2 hover:text-primary-700 hover:underline">
              <HighlightedText text={result.title} terms={terms} />
            </Link>
          </h2>
          <p className="mt-1 max-w-[70ch] leading-relaxed">
            <HighlightedText text={result.snippet} terms={terms} />
          </p>
          <p className="mt-1 break-all text-sm text-muted">{result.url}</p>
        </li>
      ))}
    </ol>
  );
}

const SEARCH_SUGGESTIONS = ['NHF', 'Mortgage', 'Savings', 'BVN', 'Land', 'Privacy'];

const POPULAR_LINKS = [
  { label: 'Open an Account', to: '/accountopening' },
  { label: 'Mortgage Calculator', to: '/loan-calculator' },
  { label: 'Property Mart', to: '/property' },
  { label: 'Link your BVN and NIN', to: '/profileupdate' },
  { label: 'Blog', to: '/blog' },
  { label: 'Contact Us', to: '/contact' },
];

const CHIP =
  'inline-flex min-h-11 items-center rounded-full border border-border px-4 text-ink hover:border-primary-700 hover:bg-primary-50';

/** What to try next, for an empty query or a query with no results. */
export function SearchHelp({ heading, text }: { heading: string; text: string }) {
  const copy = publicSiteTexts.articles.search;
  return (
    <div className="max-w-[70ch]">
      <h2 className="text-xl font-bold">{heading}</h2>
      <p className="mt-2">{text}</p>
      <h3 className="mt-6 text-base font-semibold">{copy.suggestionsHeading}</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {SEARCH_SUGGESTIONS.map((suggestion) => (
          <li key={suggestion}>
            <Link to={`/search?search=${encodeURIComponent(suggestion)}`} className={CHIP}>
              {suggestion}
            </Link>
          </li>
        ))}
      </ul>
      <h3 className="mt-6 text-base font-semibold">{copy.popularLinksHeading}</h3>
      <ul className="mt-2 grid gap-x-6 sm:grid-cols-2">
        {POPULAR_LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-flex min-h-11 items-center font-medium text-primary-700 underline-offset-2 hover:underline"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Links to the other pages of results: plain addresses, so they work without JavaScript. */
export function SearchPages({ query, page, pageCount }: { query: string; page: number; pageCount: number }) {
  return (
    <PageLinks
      label="Pages of search results"
      page={page}
      pageCount={pageCount}
      href={(target) =>
        `/search?${new URLSearchParams({ search: query, ...(target > 1 ? { page: String(target) } : {}) })}`
      }
      className="mt-8 max-w-3xl"
    />
  );
}
