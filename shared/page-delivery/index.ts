/**
 * What both sides of page delivery must agree on (shared/page-delivery/README.md): the React
 * Router build (app/page-delivery) writes these into pages and headers, the HTTP server
 * (server/http/page-delivery) reads them back. Neither side imports the other.
 */

/**
 * Pages prerendered at build time carry this origin in their absolute links (canonical, Open Graph,
 * structured data, sitemap); the server puts the address it runs at (PUBLIC_URL) in its place as it
 * serves them, so one build serves any host.
 */
export const PRERENDERED_ORIGIN = 'https://prerendered.invalid';

/** What a content page says to caches, whether it comes prerendered or rendered for a query string. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=300';

/**
 * What a page drawn from content in the database says (decision 092): the server's document cache
 * keeps it five minutes, renewed at each publish of its kind; a browser asks again each time, so a
 * visitor who saw it before sees a publish too.
 */
export const CONTENT_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300';
