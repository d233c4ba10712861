import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import type { SecurityVariables } from '../security-headers';

const gzipAsync = promisify(gzip);

/** Query strings are the visitor's to choose: this many pages at most (about 100 KB each) stay in memory. */
const DOCUMENT_CACHE_MAX_ENTRIES = 200;

interface StoredDocument {
  status: number;
  headers: [string, string][];
  /** The body cut at the places of the CSP nonce, where each request's own goes. */
  pieces: Buffer[];
  expiresAt: number;
  /** What the page was drawn from (the publication counts of its content, decision 092): a stored copy of another is dropped. */
  generation: string;
}

const PUBLIC = /(?:^|,)\s*public\s*(?:,|$)/i;
const NOT_SHAREABLE = /(?:^|,)\s*(?:private|no-store|no-cache)\s*(?:,|$)/i;
const SHARED_MAX_AGE = /(?:^|,)\s*s-maxage=(\d+)/i;
const MAX_AGE = /(?:^|,)\s*max-age=(\d+)/i;

/**
 * How long a response may be kept and shared, in seconds: only a page whose route says it is the
 * same for every visitor (`Cache-Control: public` with a max-age), that sets no cookie and does not
 * vary with the request. 0 for any other response.
 */
function shareableSeconds(response: Response): number {
  const cacheControl = response.headers.get('Cache-Control') ?? '';
  if (response.status !== 200 || !PUBLIC.test(cacheControl) || NOT_SHAREABLE.test(cacheControl)) return 0;
  if (response.headers.has('Set-Cookie') || response.headers.has('Vary')) return 0;
  if (!response.headers.get('Content-Type')?.startsWith('text/html')) return 0;
  return Number(SHARED_MAX_AGE.exec(cacheControl)?.[1] ?? MAX_AGE.exec(cacheControl)?.[1] ?? 0);
}

/**
 * Renders a public page once per address and answers later requests for it from memory, each
 * with its own CSP nonce put where the stored copy had the first request's. That nonce stays as
 * unguessable as a fresh one: the page's content was fixed before the nonce was drawn, so nothing
 * in it can have been written to match it. React's render is most of the CPU of a page (search
 * with a query, a content page with a query string); personalised pages never say `public`.
 * `generationOf` names what a page at a path is drawn from (decision 092: the publication counts of
 * the content it shows); a stored copy of another generation is rendered again, and with null the
 * page is neither served from memory nor kept.
 */
export function documentCache({
  maxEntries = DOCUMENT_CACHE_MAX_ENTRIES,
  now = Date.now,
  generationOf = () => Promise.resolve(''),
}: {
  maxEntries?: number;
  now?: () => number;
  generationOf?: (path: string) => Promise<string | null>;
} = {}): MiddlewareHandler<{
  Variables: SecurityVariables;
}> {
  // A Map keeps insertion order: re-inserting on each hit makes the first key the least recently used.
  const documents = new Map<string, StoredDocument>();

  return async (c, next) => {
    const nonce = c.get('cspNonce');
    if (c.req.method !== 'GET' || !nonce) return next();
    const key = c.req.url;
    const generation = await generationOf(c.req.path);
    if (generation === null) return next();
    const stored = documents.get(key);
    if (stored && stored.expiresAt > now() && stored.generation === generation) {
      documents.delete(key);
      documents.set(key, stored);
      return answer(
        stored,
        Buffer.concat(withNonce(stored.pieces, Buffer.from(nonce))),
        c.req.header('Accept-Encoding'),
      );
    }
    documents.delete(key);
    await next();
    const seconds = shareableSeconds(c.res);
    if (seconds === 0) return;
    const body = Buffer.from(await c.res.arrayBuffer());
    const document = {
      status: c.res.status,
      headers: [...c.res.headers],
      pieces: splitBytes(body, Buffer.from(nonce)),
      expiresAt: now() + seconds * 1000,
      generation,
    };
    documents.set(key, document);
    if (documents.size > maxEntries) documents.delete(documents.keys().next().value!);
    c.res = await answer(document, body, c.req.header('Accept-Encoding'));
    // Hono keeps the replaced response's headers over the new one's.
    c.header('Cache-Control', forThisVisitorOnly(c.res.headers.get('Cache-Control')!));
  };
}

/** The bytes between the places of `separator`; the nonce is ASCII, so no character is cut (and nothing is decoded). */
export function splitBytes(bytes: Buffer, separator: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  let start = 0;
  for (let found = bytes.indexOf(separator); found !== -1; found = bytes.indexOf(separator, start)) {
    pieces.push(bytes.subarray(start, found));
    start = found + separator.length;
  }
  pieces.push(bytes.subarray(start));
  return pieces;
}

/** The pieces with the nonce between each two. */
const withNonce = (pieces: Buffer[], nonce: Buffer) =>
  pieces.flatMap((piece, index) => (index === 0 ? [piece] : [nonce, piece]));

/**
 * The page with this request's nonce. Gzipped in one call in Node's thread pool, so the main thread
 * stays free for renders: compress() would stream the page through web streams, several times the
 * CPU of the compression itself.
 */
async function answer(
  document: StoredDocument,
  body: Buffer<ArrayBuffer>,
  acceptEncoding: string | undefined,
): Promise<Response> {
  const isGzipped = acceptsGzip(acceptEncoding);
  const response = new Response(isGzipped ? await gzipAsync(body) : body, {
    status: document.status,
    headers: document.headers,
  });
  response.headers.set('Cache-Control', forThisVisitorOnly(response.headers.get('Cache-Control')!));
  if (isGzipped) response.headers.set('Content-Encoding', 'gzip');
  response.headers.append('Vary', 'Accept-Encoding');
  return response;
}

/** Each answer's nonce is its own: browsers may keep the page, a shared cache must not hand it to anyone else. */
const forThisVisitorOnly = (cacheControl: string) => cacheControl.replace(/\bpublic\b/i, 'private');

const acceptsGzip = (header: string | undefined) =>
  parseAccept(header ?? '').some(({ type, q }) => (type === 'gzip' || type === '*') && q > 0);
