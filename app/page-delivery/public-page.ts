import { CONTENT_PAGE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from '@shared/page-delivery';

/**
 * The `headers` of a route whose page is the same for every visitor (content, search results):
 * browsers and the server's document cache (server/http/page-delivery) may keep it five minutes.
 * A page that reads a cookie, the session or the visitor's address must never use it.
 */
export const publicPageHeaders = () => ({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL });

/**
 * The `headers` of a route drawn from content in the database (/faq, /rates, products): the document
 * cache keeps it until the next publish of its kind, read on every instance (decision 092); browsers
 * ask again each time.
 */
export const contentPageHeaders = () => ({ 'Cache-Control': CONTENT_PAGE_CACHE_CONTROL });
