import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { replaceInStream } from './replace-in-stream';

const DECODERS: Record<string, (bytes: Buffer) => Buffer> = { gzip: gunzipSync, br: brotliDecompressSync };

/** Whether the answer is a page (HTML to a GET or HEAD), whose slots the server may fill. */
export const isPageAnswer = (c: Context) =>
  (c.req.method === 'GET' || c.req.method === 'HEAD') &&
  (c.res.headers.get('Content-Type')?.startsWith('text/html') ?? false);

/**
 * The page's answer with each of `fills` made in it as it goes out (the header's account slots,
 * decision 059; the site notices' slot, decision 100), whichever way it was made: a prerendered
 * file or a page of the document cache, compressed whole, is undone, filled, and compressed again
 * on the way out; a render is filled as it streams. `headers` changes the answer's headers.
 */
export async function fillPage(
  c: Context,
  fills: readonly { from: string; to: string }[],
  changeHeaders: (headers: Headers) => void = () => {},
) {
  const response = c.res;
  const headers = new Headers(response.headers);
  changeHeaders(headers);
  headers.delete('Content-Length');
  headers.delete('ETag');
  let body: BodyInit | null = response.body;
  if (body && c.req.method === 'GET') {
    const encoding = headers.get('Content-Encoding');
    if (encoding) {
      const decode = DECODERS[encoding.toLowerCase()];
      if (!decode) return;
      const text = decode(Buffer.from(await response.arrayBuffer())).toString('utf8');
      body = fills.reduce((filled, { from, to }) => filled.replace(from, () => to), text);
      headers.delete('Content-Encoding');
    } else {
      body = response.body!.pipeThrough(replaceInStream(fills));
    }
  }
  // Hono would otherwise keep the old answer's headers (its encoding, its length) over the new one's.
  c.res = undefined;
  c.res = new Response(body, { status: response.status, statusText: response.statusText, headers });
}
