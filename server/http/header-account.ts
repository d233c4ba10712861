import type { MiddlewareHandler } from 'hono';
import { accountSlotFills, type HeaderCustomer } from '@shared/server-drawn/account-slot-fills.server';
import { fillPage, isPageAnswer } from './fill-page';

/** What a page that names its customer says to caches: this browser's alone, kept by no one. */
export const NAMED_PAGE_CACHE_CONTROL = 'private, no-store';

/**
 * The header's account links, per request (docs/decisions/059). Every page is drawn signed out
 * (prerendered files, the document cache, the frame's kept markup: none of them ever holds a name);
 * for a request whose session cookie names a signed-in customer, this puts "My account", "Sign out"
 * and their first name in the slots as the page goes out, whichever of those made it, and says
 * `private, no-store`. Every page says `Vary: Cookie`, so that a browser does not show the copy it
 * kept from before signing in (or out) instead of asking again.
 *
 * `customerOf` is asked only for HTML answers to requests that carry a cookie: a file of the build
 * never costs a look-up.
 */
export function headerAccount({
  customerOf,
}: {
  customerOf: (cookieHeader: string) => Promise<HeaderCustomer | null>;
}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!isPageAnswer(c)) return;
    // On the answer's own headers: c.header() would copy the answer into a stream, off @hono/node-server's fast path.
    c.res.headers.append('Vary', 'Cookie');
    const cookieHeader = c.req.header('cookie');
    const customer = cookieHeader ? await customerOf(cookieHeader) : null;
    if (!customer) return;
    await fillPage(c, accountSlotFills(customer), {
      changeHeaders: (headers) => headers.set('Cache-Control', NAMED_PAGE_CACHE_CONTROL),
    });
  };
}
