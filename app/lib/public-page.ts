/** What a content page says to caches, whether it comes prerendered or rendered for a query string. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=300';

/**
 * The `headers` of a route whose page is the same for every visitor (content, search results):
 * browsers and the server's document cache (server/http/document-cache.ts) may keep it five minutes.
 * A page that reads a cookie, the session or the visitor's address must never use it.
 */
export const publicPageHeaders = () => ({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL });
