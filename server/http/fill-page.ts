import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, gunzipSync, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { replaceInStream } from './replace-in-stream';

interface Codec {
  decode: (bytes: Buffer) => Buffer;
  encode: (bytes: Buffer) => Promise<Buffer>;
}

const CODECS: Record<string, Codec> = {
  gzip: { decode: gunzipSync, encode: promisify(gzip) },
  br: { decode: brotliDecompressSync, encode: promisify(brotliCompress) },
};

/** How many filled pages an instance keeps (a page per encoding per set of fills); past it, it starts again. */
const MAX_FILLED_PAGES = 500;

/**
 * Pages already filled with fills that are the same for every visitor (the site notices), encoded as
 * they came: a prerendered file or a kept page, the same bytes at each request, is then undone, filled
 * and encoded once, not at every request while the fills last. Keyed by a hash of the page's bytes and
 * the fills, so a page drawn again or a notice changed is a new entry.
 */
export type FilledPages = Map<string, Uint8Array<ArrayBuffer>>;

/** Whether the answer is a page (HTML to a GET or HEAD), whose slots the server may fill. */
export const isPageAnswer = (c: Context) =>
  (c.req.method === 'GET' || c.req.method === 'HEAD') &&
  (c.res.headers.get('Content-Type')?.startsWith('text/html') ?? false);

const filledText = (text: string, fills: readonly { from: string; to: string }[]) =>
  fills.reduce((filled, { from, to }) => filled.replace(from, () => to), text);

async function filledEncoded(
  encoded: Buffer,
  encoding: string,
  codec: Codec,
  fills: readonly { from: string; to: string }[],
  kept: FilledPages,
) {
  const key = createHash('sha256').update(encoding).update(JSON.stringify(fills)).update(encoded).digest('base64');
  const known = kept.get(key);
  if (known) return known;
  const text = filledText(codec.decode(encoded).toString('utf8'), fills);
  const filled = new Uint8Array(await codec.encode(Buffer.from(text, 'utf8')));
  if (kept.size >= MAX_FILLED_PAGES) kept.clear();
  kept.set(key, filled);
  return filled;
}

/**
 * The page's answer with each of `fills` made in it as it goes out (the header's account slots,
 * decision 059; the site notices' slot, decision 100), whichever way it was made: a render is filled
 * as it streams; a prerendered file or a page of the document cache, compressed whole, is undone and
 * filled, then goes out uncompressed for `compress()` to compress on the way, or, given `kept`,
 * encoded again once and kept. `changeHeaders` changes the answer's headers.
 */
export async function fillPage(
  c: Context,
  fills: readonly { from: string; to: string }[],
  { changeHeaders, kept }: { changeHeaders?: (headers: Headers) => void; kept?: FilledPages } = {},
) {
  const response = c.res;
  const headers = new Headers(response.headers);
  changeHeaders?.(headers);
  headers.delete('Content-Length');
  headers.delete('ETag');
  let body: BodyInit | null = response.body;
  if (body && c.req.method === 'GET') {
    const encoding = headers.get('Content-Encoding')?.toLowerCase();
    if (encoding) {
      const codec = CODECS[encoding];
      if (!codec) return;
      const encoded = Buffer.from(await response.arrayBuffer());
      if (kept) {
        body = await filledEncoded(encoded, encoding, codec, fills, kept);
      } else {
        body = filledText(codec.decode(encoded).toString('utf8'), fills);
        headers.delete('Content-Encoding');
      }
    } else {
      body = response.body!.pipeThrough(replaceInStream(fills));
    }
  }
  // Hono would otherwise keep the old answer's headers (its encoding, its length) over the new one's.
  c.res = undefined;
  c.res = new Response(body, { status: response.status, statusText: response.statusText, headers });
}
