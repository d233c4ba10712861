import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { accountSlotFills, type HeaderCustomer } from '@shared/server-drawn/account-slot-fills.server';
import { replaceInStream } from './replace-in-stream';

/** What a page that names its customer says to caches: this browser's alone, kept by no one. */
export const NAMED_PAGE_CACHE_CONTROL = 'private, no-store';

const DECODERS: Record<string, (bytes: Buffer) => Buffer> = { gzip: gunzipSync, br: brotliDecompressSync };

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
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return;
    if (!c.res.headers.get('Content-Type')?.startsWith('text/html')) return;
    // On the answer's own headers: c.header() would copy the answer into a stream, off @hono/node-server's fast path.
    c.res.headers.append('Vary', 'Cookie');
    const cookieHeader = c.req.header('cookie');
    const customer = cookieHeader ? await customerOf(cookieHeader) : null;
    if (!customer) return;
    const response = c.res;
    const headers = new Headers(response.headers);
    headers.set('Cache-Control', NAMED_PAGE_CACHE_CONTROL);
    headers.delete('Content-Length');
    headers.delete('ETag');
    let body: BodyInit | null = response.body;
    if (body && c.req.method === 'GET') {
      const encoding = headers.get('Content-Encoding');
      if (encoding) {
        // A prerendered file or a page of the document cache, compressed whole: undone, filled, and compressed again on the way out.
        const decode = DECODERS[encoding.toLowerCase()];
        if (!decode) return;
        const text = decode(Buffer.from(await response.arrayBuffer())).toString('utf8');
        body = accountSlotFills(customer).reduce((filled, { from, to }) => filled.replace(from, () => to), text);
        headers.delete('Content-Encoding');
      } else {
        body = response.body!.pipeThrough(replaceInStream(accountSlotFills(customer)));
      }
    }
    // Hono would otherwise keep the old answer's headers (its encoding, its length) over the new one's.
    c.res = undefined;
    c.res = new Response(body, { status: response.status, statusText: response.statusText, headers });
  };
}
