import { PUBLIC_PAGES } from '../public-pages';

/**
 * The sitemap's addresses, once each: those of the pages app/public-pages.ts lists (`indexing: 'listed'`)
 * and each published listing's page and gallery (decision 095), post's page (decision 096), issue's and
 * video post's page (decision 103) and profile (decision 097), which the registry cannot know.
 */
export function sitemapPaths(
  listingIds: readonly number[],
  postIds: readonly string[],
  newsletterIds: readonly string[],
  profilePaths: readonly string[],
): string[] {
  return [
    ...new Set([
      ...PUBLIC_PAGES.filter((page) => page.indexing === 'listed').flatMap((page) => page.addresses()),
      ...listingIds.flatMap((id) => [`/property/${id}`, `/gallery/property/${id}`]),
      ...postIds.map((id) => `/blog-single/${id}`),
      ...newsletterIds.map((id) => `/newsletter-single/${id}`),
      ...profilePaths,
    ]),
  ].sort();
}
