import { prerenderedPagePaths } from './prerender';

/** Public pages that are rendered per request (forms, and /faq for its search), listed in the sitemap beside the prerendered ones. */
const DYNAMIC_PUBLIC_PAGES = [
  '/contact',
  '/whistle-blower',
  '/complaints',
  '/faq',
  '/forms',
  '/accountopening',
  '/instantaccount/ind/r',
  '/instantaccount/crp/r',
  '/bvnvalidation',
  '/profileupdate',
  '/newaccount',
];

/** Pages search engines should not list: error and utility pages, and the policy addresses whose canonical page is /privacy-policy. */
const UNLISTED = new Set(['/error', '/coming-soon', '/login', '/terms-of-service', '/cookie-policy']);

/** The sitemap's addresses: pages only, never the files the build also makes (portraits, robots.txt, the sitemap). */
export function sitemapPaths(): string[] {
  return [...new Set([...prerenderedPagePaths(), ...DYNAMIC_PUBLIC_PAGES])]
    .filter((path) => !UNLISTED.has(path))
    .sort();
}
