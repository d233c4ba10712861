import type { Route } from './+types/sitemap';
import { servicesContext } from '@server/request-context';
import { sitemapPaths } from '~/content/sitemap-paths';
import { publishedProperties } from '~/lib/published-listings.server';
import { publishedPosts } from '~/lib/published-posts.server';
import { absoluteUrl } from '~/lib/meta';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The sitemap of the public pages, the published listings and posts, drawn for each request (decisions 095, 096). */
export async function sitemapResponse({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const [listings, posts] = await Promise.all([publishedProperties(services), publishedPosts(services)]);
  const urls = sitemapPaths(
    listings.map((listing) => listing.id),
    posts.map((post) => post.id),
  )
    .map((path) => `  <url><loc>${escapeXml(absoluteUrl(path))}</loc></url>`)
    .join('\n');
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    {
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    },
  );
}
