import type { Route } from './+types/sitemap';
import { servicesContext } from '@server/request-context';
import { sitemapPaths } from '~/content/sitemap-paths';
import { publishedLeaders } from '~/lib/published-leaders.server';
import { publishedProperties } from '~/lib/published-listings.server';
import { publishedIssues, publishedPosts, publishedVideos } from '~/lib/published-articles.server';
import { absoluteUrl } from '~/lib/meta';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The sitemap of the public pages and the published listings, posts, issues, video posts and profiles, drawn for each request (decisions 095 to 097, 103). */
export async function sitemapResponse({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const [listings, posts, issues, videos, people] = await Promise.all([
    publishedProperties(services),
    publishedPosts(services),
    publishedIssues(services),
    publishedVideos(services),
    publishedLeaders(services),
  ]);
  const urls = sitemapPaths(
    listings.map((listing) => listing.id),
    posts.map((post) => post.id),
    [...issues, ...videos].map((item) => item.id),
    people.map((person) => `/${person.category}/${person.profile}`),
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
