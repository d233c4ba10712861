import { PUBLIC_PAGES } from '../public-pages';

/** The sitemap's addresses: those of the pages app/public-pages.ts lists (`indexing: 'listed'`), once each. */
export function sitemapPaths(): string[] {
  return [
    ...new Set(PUBLIC_PAGES.filter((page) => page.indexing === 'listed').flatMap((page) => page.addresses())),
  ].sort();
}
