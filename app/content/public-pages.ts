import { prerenderPaths } from './prerender';

/** Public pages that are rendered per request (forms), listed in the sitemap beside the prerendered ones. */
const DYNAMIC_PUBLIC_PAGES = [
  '/contact',
  '/whistle-blower',
  '/forms',
  '/accountopening',
  '/instantaccount/ind/r',
  '/instantaccount/crp/r',
  '/bvnvalidation',
  '/profileupdate',
  '/newaccount',
];

/**
 * Addresses search engines should not list: error and utility pages, these files themselves, and the
 * policy addresses whose canonical page is /privacy-policy.
 */
const UNLISTED = new Set([
  '/error',
  '/coming-soon',
  '/login',
  '/sitemap.xml',
  '/robots.txt',
  '/terms-of-service',
  '/cookie-policy',
]);

export function sitemapPaths(): string[] {
  return [...new Set([...prerenderPaths(), ...DYNAMIC_PUBLIC_PAGES])].filter((path) => !UNLISTED.has(path)).sort();
}
