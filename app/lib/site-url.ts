/**
 * The public address of the site: the browser's own origin, or on the server PUBLIC_URL, which the
 * server sets from its configuration at start-up and the build sets to PRERENDERED_ORIGIN (@shared/page-delivery).
 */
export function siteUrl(): string {
  if (typeof window !== 'undefined') return window.location.origin;
  return process.env.PUBLIC_URL || 'http://localhost:3000';
}
