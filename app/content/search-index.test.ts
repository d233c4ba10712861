import { describe, expect, it, vi } from 'vitest';
import { seedPosts } from './blog';
import { seedIssues, seedVideos } from './newsletters';
import { POLICY_SEED } from '@domain/content/policy-seed';
import { PRIVACY_SEED } from '@domain/content/privacy-seed';
import { toPolicyDocument } from './policies';
import { toPrivacyArticle } from './privacy';
import { products } from './products';
import { seedProperties } from './properties';
import {
  issueEntries,
  policyEntries,
  postEntries,
  privacyEntries,
  propertyEntries,
  type SearchEntry,
  scoreEntry,
  searchIndex,
  searchSite,
  videoEntries,
} from './search-index';
import { services } from './services';

const entry = (title: string, summary = '', text = '', url = `/${title}`): SearchEntry => ({
  type: 'Page',
  title,
  summary,
  text,
  url,
});

describe('site search ranking', () => {
  const entries = [
    entry('Savings tips', 'How to save', 'Open an NHF account'),
    entry('NHF loans', 'Borrow from the fund'),
    entry('Mortgages', 'Including the NHF loan'),
    entry('Contact', 'Call us'),
  ];

  it('puts title matches first, then summary matches, then body matches', () => {
    expect(searchSite('nhf', entries).results.map((result) => result.title)).toEqual([
      'NHF loans',
      'Mortgages',
      'Savings tips',
    ]);
  });

  it('requires every word of the query', () => {
    expect(searchSite('nhf loan', entries).results.map((result) => result.title)).toEqual(['NHF loans', 'Mortgages']);
    expect(searchSite('nhf contact', entries).total).toBe(0);
  });

  it('ranks an exact title above a title that merely contains the words', () => {
    const ranked = searchSite('nhf loans', [entry('NHF loans explained'), entry('NHF loans')]).results;
    expect(ranked.map((result) => result.title)).toEqual(['NHF loans', 'NHF loans explained']);
  });

  it('scores a word start in the title above a match inside a word', () => {
    expect(scoreEntry(entry('Loan pages'), ['loan'], 'loan')).toBeGreaterThan(
      scoreEntry(entry('Sloane square'), ['loan'], 'loan'),
    );
  });

  it('shows the summary, or the part of the body where the query occurs', () => {
    const long = entry(
      'Land',
      'Buying land.',
      `${'Filler words. '.repeat(40)}Ask for the Governor's consent. ${'More filler. '.repeat(40)}`,
    );
    expect(searchSite('land', [long]).results[0].snippet).toBe('Buying land.');
    expect(searchSite('consent', [long]).results[0].snippet).toContain("Governor's consent");
  });

  it('returns nothing for an empty query and one result per address', () => {
    expect(searchSite('   ', entries)).toEqual({ terms: [], results: [], total: 0, page: 1, pageCount: 0 });
    expect(searchSite('nhf', [entry('NHF', '', '', '/a'), entry('NHF savings', '', '', '/a')]).results).toHaveLength(1);
  });

  it('lowers the case of an entry once, however many searches read it', () => {
    const searched = [entry('Mortgage Guide', 'Buying A Home With NHF', 'Ask About Loans')];
    searchSite('loans', searched);
    const toLowerCase = vi.spyOn(String.prototype, 'toLowerCase');
    try {
      expect(searchSite('nhf', searched).total).toBe(1);
      expect(toLowerCase.mock.contexts.map(String)).not.toContain('Ask About Loans');
    } finally {
      toLowerCase.mockRestore();
    }
  });
});

describe('the site index', () => {
  const site = [
    ...searchIndex(),
    ...propertyEntries(seedProperties),
    ...postEntries(seedPosts),
    ...issueEntries(seedIssues),
    ...videoEntries(seedVideos),
    ...policyEntries(POLICY_SEED.map(toPolicyDocument)),
    ...privacyEntries(PRIVACY_SEED.map((item) => toPrivacyArticle(item, new Map()))),
  ];
  const urls = new Set(site.map((item) => item.url));

  it('holds every product, property, service, post, issue, video and policy', () => {
    const expected = [
      ...products.map((product) => `/products/${product.id}`),
      ...seedProperties.map((property) => `/property/${property.id}`),
      ...services.map((service) => `/service-detail/${service.id}`),
      ...seedPosts.map((post) => `/blog-single/${post.id}`),
      ...[...seedIssues, ...seedVideos].map((item) => `/newsletter-single/${item.id}`),
      ...POLICY_SEED.map(({ key }) => key),
      '/privacy-policy',
      '/directors',
      '/management',
      '/contact',
    ];
    for (const url of expected) expect(urls.has(url), url).toBe(true);
  });

  it('finds the NHF product and the NHF guide for "nhf", titles first', () => {
    const { results } = searchSite('nhf', site);
    const titles = results.map((result) => result.title);
    expect(titles).toContain('NHF');
    expect(titles).toContain('The National Housing Fund, explained');
    const firstBodyOnly = results.findIndex((result) => !result.title.toLowerCase().includes('nhf'));
    const lastTitleMatch = titles.map((title) => title.toLowerCase().includes('nhf')).lastIndexOf(true);
    expect(firstBodyOnly === -1 || firstBodyOnly > lastTitleMatch).toBe(true);
  });

  // Issue 15.5: 55 results stopped at the first 50, with no next page.
  it('pages the results, every result on exactly one page, and shows the last page for a page beyond it', () => {
    const many = Array.from({ length: 45 }, (_, index) =>
      entry(`NHF note ${String(index).padStart(2, '0')}`, '', '', `/n/${index}`),
    );
    const pages = [1, 2, 3].map((page) => searchSite('nhf', many, page));
    expect(pages.map(({ results }) => results.length)).toEqual([20, 20, 5]);
    expect(pages.every(({ total, pageCount }) => total === 45 && pageCount === 3)).toBe(true);
    expect(new Set(pages.flatMap(({ results }) => results.map((result) => result.url))).size).toBe(45);
    expect(searchSite('nhf', many, 9).page).toBe(3);
    expect(searchSite('nhf', many, Number.NaN).page).toBe(1);
  });

  // Issue 31.5: a product matched in its body came after posts that named the word in passing, and the bank's
  // name, on every page, matched them all.
  it('ranks titles holding every word first, products first among them, then products, then the rest', () => {
    const ranked = searchSite('savings', [
      entry('Saving tips', 'Savings in short', 'Our savings account pays interest'),
      { ...entry('Youth plan', '', 'A savings plan for a child'), type: 'Product' },
      entry('Savings explained'),
      { ...entry('Target savings'), type: 'Product' },
    ]).results;
    expect(ranked.map((result) => result.title)).toEqual([
      'Target savings',
      'Savings explained',
      'Youth plan',
      'Saving tips',
    ]);
  });

  it('ignores the bank’s own name as search words, unless it is all that was asked', () => {
    for (const query of ['AG Mortgage Bank NHF', 'nhf, ag mortgage bank plc', 'AG-Mortgage-Bank nhf'])
      expect(searchSite(query, site), query).toEqual(searchSite('nhf', site));
    expect(searchSite('AG Mortgage Bank', site).total).toBeGreaterThan(0);
  });

  it('finds policies by their facts', () => {
    expect(searchSite('mregistered cookie', site).results[0]?.url).toBe('/privacy-policy');
    expect(searchSite('clear desk', site).results[0]?.url).toBe('/clear-screen-and-clear-desk-policy-v1');
  });
});
