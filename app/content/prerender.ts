import { blogPaths } from './blog';
import { galleryPaths } from './galleries';
import { newsletterPaths } from './newsletters';
import { corporatePaths } from './pages/corporate-paths';
import { policyPaths } from './policies';
import { portraitPaths } from './portraits';
import { productPaths } from './products';
import { propertyPaths } from './properties';
import { servicePaths } from './services';

/** The content pages prerendered at build time (served as static HTML with a hash-based CSP). */
export function prerenderedPagePaths(): string[] {
  return [
    ...corporatePaths(),
    ...productPaths(),
    ...propertyPaths(),
    ...servicePaths(),
    ...galleryPaths(),
    ...blogPaths(),
    ...newsletterPaths(),
    ...policyPaths(),
  ];
}

/** Everything the build prerenders: the pages, and the files made from content (sitemap, robots.txt, portraits). */
export function prerenderPaths(): string[] {
  return ['/sitemap.xml', '/robots.txt', ...prerenderedPagePaths(), ...portraitPaths()];
}
