import { PUBLIC_PAGES } from '../public-pages';

/** The sitemap's addresses: those of the pages app/public-pages.ts lists (`search: 'listed'`), once each. */
export function sitemapPaths(): string[] {
  return [
    ...new Set(PUBLIC_PAGES.filter((page) => page.search === 'listed').flatMap((page) => page.addresses())),
  ].sort();
}
