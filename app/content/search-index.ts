import { bank } from '@domain/bank';
import type { PolicyDocument } from '@domain/content/policy';
import { PRIVACY_KEY } from '@domain/content/privacy';
import { markdownToPlainText } from '~/components/articles/article-markdown';
import { searchTerms, snippetAround } from '~/components/articles/search-text';
import { tagName, type Post } from './blog';
import type { Leader } from './leaders';
import type { Issue, Video } from './newsletters';
import type { PrivacyArticle } from './privacy';
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_COPY, products } from './products';
import { PROPERTY_TYPE_LABELS, type Property } from './properties';
import { services } from './services';
import { PUBLIC_PAGES } from '../public-pages';

/*
 * Site search (/search?search=...): one in-memory index of every page, product, property, service,
 * person, post and policy, built once per server process. The site has a few hundred entries, so a
 * linear scan is instant and needs no search engine.
 */

type SearchResultType =
  'Page' | 'Product' | 'Property' | 'Service' | 'Blog post' | 'Newsletter' | 'Video' | 'Policy' | 'Leadership';

export interface SearchEntry {
  type: SearchResultType;
  title: string;
  url: string;
  /** One or two sentences shown under the title when the query is not in the body. */
  summary: string;
  /** Everything else searchable on the page, as plain text. */
  text: string;
}

interface SearchResult {
  type: SearchResultType;
  title: string;
  url: string;
  /** The summary, or the part of the page's text where the query occurs. */
  snippet: string;
}

/** The site's other pages: those whose text is in no content module, with the search result app/public-pages.ts gives them. */
const sitePages = (): SearchEntry[] =>
  PUBLIC_PAGES.flatMap(({ path, search }) =>
    search ? [page(search.title, search.address ?? path, search.summary)] : [],
  );

function page(title: string, url: string, summary: string): SearchEntry {
  return { type: 'Page', title, url, summary, text: '' };
}

/** Parts of a page as one text, each ending as a sentence so that snippets read naturally. */
const joined = (...parts: (string | string[])[]) =>
  parts
    .flat()
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => (/[.!?:]$/.test(part) ? part : `${part}.`))
    .join(' ');

const naira = new Intl.NumberFormat('en-NG');

function contentEntries(): SearchEntry[] {
  return [
    ...PRODUCT_CATEGORIES.map((category) =>
      page(
        PRODUCT_CATEGORY_COPY[category].title,
        `/products/category/${category}`,
        PRODUCT_CATEGORY_COPY[category].lead,
      ),
    ),
    ...products.map((product) => ({
      type: 'Product' as const,
      title: product.name,
      url: `/products/${product.id}`,
      summary: product.bannerTitle,
      text: joined(
        product.title,
        product.description,
        product.benefits.map((benefit) => `${benefit.title}. ${benefit.shortdesc}`),
        product.attractions,
        product.slider.map((slide) => `${slide.heading}. ${slide.text}`),
        product.requirements,
      ),
    })),
    ...services.map((service) => ({
      type: 'Service' as const,
      title: service.title,
      url: `/service-detail/${service.id}`,
      summary: service.summary,
      text: joined(
        service.intro,
        service.sections.map((section) => joined(section.heading, section.paragraphs, section.points)),
        service.steps.map((step) => `${step.title}. ${step.text}`),
      ),
    })),
  ];
}

function personEntry(name: string, designation: string, url: string, detail: string): SearchEntry {
  return { type: 'Leadership', title: name, url, summary: designation, text: detail };
}

/**
 * Entries made once per list: the published readers hand the same list to every search until a
 * publish (decision 092), so a search neither converts the posts' Markdown again nor loses the
 * entries' lower-case copies.
 */
function madeOncePerList<T>(make: (items: readonly T[]) => SearchEntry[]) {
  const made = new WeakMap<readonly T[], SearchEntry[]>();
  return (items: readonly T[]) => {
    let entries = made.get(items);
    if (!entries) made.set(items, (entries = make(items)));
    return entries;
  };
}

/** The published directors', managers' and team leads' entries (decisions 097, 104). */
export const leaderEntries = madeOncePerList((people: readonly Leader[]) =>
  people.map((person) =>
    personEntry(person.name, person.designation, `/${person.category}/${person.profile}`, person.biographyText),
  ),
);

/** The published listings' entries (decision 095). */
export const propertyEntries = madeOncePerList((properties: readonly Property[]) =>
  properties.map((property) => ({
    type: 'Property' as const,
    title: property.title,
    url: `/property/${property.id}`,
    summary: `${PROPERTY_TYPE_LABELS[property.type]} in ${property.location.area}, ${property.location.state}: ₦${naira.format(property.price)}.`,
    text: joined(property.description, property.features, property.titleDocument, property.location.lga),
  })),
);

/** The published posts' entries (decision 096). */
export const postEntries = madeOncePerList((posts: readonly Post[]) =>
  posts.map((post) => ({
    type: 'Blog post' as const,
    title: post.title,
    url: `/blog-single/${post.id}`,
    summary: post.shortdesc,
    text: joined(markdownToPlainText(post.longdescription), post.tags.map(tagName)),
  })),
);

/** The published information pages' entries (decision 105). */
export const policyEntries = madeOncePerList((documents: readonly PolicyDocument[]) =>
  documents.map((document) => ({
    type: 'Policy' as const,
    title: document.title,
    url: document.path,
    summary: document.summary,
    text: markdownToPlainText(document.body),
  })),
);

/** The published privacy article's entry, for its canonical address (decision 106). */
export const privacyEntries = madeOncePerList((articles: readonly PrivacyArticle[]) =>
  articles.map((article) => ({
    type: 'Policy' as const,
    title: article.title,
    url: PRIVACY_KEY,
    summary: article.shortdesc,
    text: joined(
      'Privacy policy, cookie policy, terms of service, data protection.',
      markdownToPlainText(article.longdescription),
    ),
  })),
);

/** The published issues' entries (decision 103). */
export const issueEntries = madeOncePerList((issues: readonly Issue[]) =>
  issues.map((issue) => ({
    type: 'Newsletter' as const,
    title: issue.title,
    url: `/newsletter-single/${issue.id}`,
    summary: issue.shortdesc,
    text: joined(issue.issue, markdownToPlainText(issue.longdescription), issue.tags.map(tagName)),
  })),
);

/** The published video posts' entries (decision 103). */
export const videoEntries = madeOncePerList((videos: readonly Video[]) =>
  videos.map((video) => ({
    type: 'Video' as const,
    title: video.title,
    url: `/newsletter-single/${video.id}`,
    summary: video.shortdesc,
    text: joined(markdownToPlainText(video.longdescription), video.vid.title),
  })),
);

let index: SearchEntry[] | undefined;

/** Every entry but the published listings', posts', people's, information pages' and privacy article's, built once per process. */
export function searchIndex(): SearchEntry[] {
  index ??= [...sitePages(), ...contentEntries()];
  return index;
}

/** Where a term scores: the title counts most, then the summary, then the body. */
const WEIGHT = { titleWordStart: 12, title: 8, summary: 3, text: 1 } as const;
const PHRASE_IN_TITLE = 20;
const EXACT_TITLE = 30;
/** Results on one page of search results: short enough for a phone, with links to the others. */
export const RESULTS_PER_PAGE = 20;

function startsAWord(haystack: string, term: string): boolean {
  return new RegExp(`(^|[^\\p{L}\\p{N}])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u').test(haystack);
}

type LowerCaseFields = Pick<SearchEntry, 'title' | 'summary' | 'text'>;

// Every search reads every entry: their lower-case copies are made once, not once per request.
const lowerCaseCopies = new WeakMap<SearchEntry, LowerCaseFields>();

function lowerCaseFields(entry: SearchEntry): LowerCaseFields {
  let fields = lowerCaseCopies.get(entry);
  if (!fields) {
    fields = { title: entry.title.toLowerCase(), summary: entry.summary.toLowerCase(), text: entry.text.toLowerCase() };
    lowerCaseCopies.set(entry, fields);
  }
  return fields;
}

/** The score of an entry for the terms, or 0 when a term occurs nowhere in it (all terms must match). */
export function scoreEntry(entry: SearchEntry, terms: string[], phrase: string): number {
  const { title, summary, text } = lowerCaseFields(entry);
  let score = 0;
  for (const term of terms) {
    const termScore = title.includes(term)
      ? startsAWord(title, term)
        ? WEIGHT.titleWordStart
        : WEIGHT.title
      : summary.includes(term)
        ? WEIGHT.summary
        : text.includes(term)
          ? WEIGHT.text
          : 0;
    if (termScore === 0) return 0;
    score += termScore;
  }
  if (title === phrase) score += EXACT_TITLE;
  else if (terms.length > 1 && title.includes(phrase)) score += PHRASE_IN_TITLE;
  return score;
}

export interface SearchPage {
  terms: string[];
  results: SearchResult[];
  total: number;
  /** The page shown (from 1, at most `pageCount`) and how many pages there are. */
  page: number;
  pageCount: number;
}

/**
 * The bank's own name ('AG Mortgage Bank', with or without 'Plc'), which is on every page: as search words it
 * would match them all, and its 'mortgage' would rank every mortgage page above what was asked for (issue 31.5).
 */
const nameWords = (name: string) => searchTerms(name).join('[^\\p{L}\\p{N}]+');
const BANK_NAME = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${nameWords(bank.name)}|${nameWords(bank.shortName)})(?![\\p{L}\\p{N}])`,
  'giu',
);

/** The query without the bank's name; the whole query when that is all it holds. */
function withoutBankName(query: string): string {
  const rest = query.replace(BANK_NAME, ' ');
  return searchTerms(rest).length > 0 ? rest : query;
}

/**
 * The order of results before their scores (issue 31.5): those whose title holds every word first, then the
 * bank's products (what most searches are for), then the rest; among titles, products first.
 */
function tierOf(entry: SearchEntry, terms: string[]): number {
  const isProduct = entry.type === 'Product';
  if (terms.every((term) => lowerCaseFields(entry).title.includes(term))) return isProduct ? 0 : 1;
  return isProduct ? 2 : 3;
}

/**
 * The entries that contain every word of the query (the bank's name aside), best first: by tier, then score,
 * one page of RESULTS_PER_PAGE at a time; a page beyond the last shows the last.
 */
export function searchSite(query: string, entries: readonly SearchEntry[], requestedPage = 1): SearchPage {
  const asked = withoutBankName(query);
  const terms = searchTerms(asked);
  if (terms.length === 0) return { terms, results: [], total: 0, page: 1, pageCount: 0 };
  const phrase = asked.trim().toLowerCase().replace(/\s+/g, ' ');
  const seenUrls = new Set<string>();
  const ranked = entries
    .map((entry) => ({ entry, score: scoreEntry(entry, terms, phrase), tier: tierOf(entry, terms) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => a.tier - b.tier || b.score - a.score || a.entry.title.localeCompare(b.entry.title))
    // One result per address: the best-scoring entry of a page that is indexed twice.
    .filter(({ entry }) => !seenUrls.has(entry.url) && Boolean(seenUrls.add(entry.url)));
  const pageCount = Math.ceil(ranked.length / RESULTS_PER_PAGE);
  const page = Math.min(Math.max(1, Math.trunc(requestedPage) || 1), Math.max(1, pageCount));
  const results = ranked.slice((page - 1) * RESULTS_PER_PAGE, page * RESULTS_PER_PAGE).map(({ entry }) => ({
    type: entry.type,
    title: entry.title,
    url: entry.url,
    snippet:
      terms.some((term) => lowerCaseFields(entry).summary.includes(term)) || !entry.text
        ? entry.summary
        : snippetAround(entry.text, terms),
  }));
  return { terms, results, total: ranked.length, page, pageCount };
}
