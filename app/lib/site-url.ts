/**
 * Pages prerendered at build time carry this origin in their absolute links (canonical, Open Graph,
 * structured data, sitemap); the server puts the address it runs at (PUBLIC_URL) in its place as it
 * serves them (server/http/static-files.ts), so one build serves any host.
 */
export const PRERENDERED_ORIGIN = 'https://prerendered.invalid';

/**
 * The public address of the site: the browser's own origin, or on the server PUBLIC_URL, which the
 * server sets from its configuration at start-up and the build sets to PRERENDERED_ORIGIN.
 */
export function siteUrl(): string {
  if (typeof window !== 'undefined') return window.location.origin;
  return process.env.PUBLIC_URL || 'http://localhost:3000';
}
