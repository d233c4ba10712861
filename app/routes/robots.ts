import { absoluteUrl } from '~/lib/meta';

export function loader() {
  // A rule is a prefix: the customer area is `/account` and `/account/…`, never /accountopening.
  const rules = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dev/',
    'Disallow: /search',
    'Disallow: /account$',
    'Disallow: /account/',
    'Disallow: /login/',
    `Sitemap: ${absoluteUrl('/sitemap.xml')}`,
  ];
  return new Response(`${rules.join('\n')}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
