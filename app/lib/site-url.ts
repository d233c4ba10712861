/**
 * The public address of the site. On the server PUBLIC_URL, which the server sets from its configuration at
 * start-up and the build sets to PRERENDERED_ORIGIN (@shared/page-delivery); the root writes it on <html> as
 * `data-site-url`, and the browser reads it there. The browser's own origin would differ whenever the site is
 * reached by another name (127.0.0.1, a proxy's host), and a hydrated page would then gain a second canonical
 * link and Open Graph address beside the server's.
 */
export function siteUrl(): string {
  if (typeof document !== 'undefined') return document.documentElement.dataset.siteUrl ?? window.location.origin;
  return process.env.PUBLIC_URL || 'http://localhost:3000';
}
