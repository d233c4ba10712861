import type { Route } from './+types/sitemap';
import { servicesContext } from '@server/request-context';
import { sitemapPaths } from '~/content/sitemap-paths';
import { publishedProperties } from '~/lib/published-listings.server';
import { absoluteUrl } from '~/lib/meta';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The sitemap of the public pages and the published listings, drawn for each request (decision 095). */
export async function sitemapResponse({ context }: Route.LoaderArgs) {
  const listings = await publishedProperties(context.get(servicesContext));
  const urls = sitemapPaths(listings.map((listing) => listing.id))
    .map((path) => `  <url><loc>${escapeXml(absoluteUrl(path))}</loc></url>`)
    .join('\n');
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    {
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    },
  );
}
