import { PUBLIC_PAGES } from '../public-pages';
import { portraitPaths } from './portraits';

/** The pages prerendered at build time (served as static HTML with a hash-based CSP): those app/public-pages.ts marks so. */
export function prerenderedPagePaths(): string[] {
  return PUBLIC_PAGES.filter((page) => page.prerendered).flatMap((page) => page.addresses());
}

/** Everything the build prerenders: the pages, and the files made from content (robots.txt, portraits); the sitemap follows the published listings (decision 095). */
export function prerenderPaths(): string[] {
  return ['/robots.txt', ...prerenderedPagePaths(), ...portraitPaths()];
}
