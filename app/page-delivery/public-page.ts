import { PUBLIC_PAGE_CACHE_CONTROL } from '@shared/page-delivery';

/**
 * The `headers` of a route whose page is the same for every visitor (content, search results):
 * browsers and the server's document cache (server/http/page-delivery) may keep it five minutes.
 * A page that reads a cookie, the session or the visitor's address must never use it.
 */
export const publicPageHeaders = () => ({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL });
