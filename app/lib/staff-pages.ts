import type { RouteHandle } from './route-handle';
import { staffTexts } from '@domain/messages/back-office/staff';

/** Staff pages are never cached nor indexed. */
export const STAFF_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };

/** What every page of /staff outside the signed-in layout shares: its own frame, no caching, no indexing. */
export const staffFrame = {
  handle: { ownFrame: true, hydrate: true } satisfies RouteHandle,
  headers: () => STAFF_HEADERS,
  meta: (title: string) => [
    { title: `${title} | ${staffTexts.areaTitle}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ],
};
