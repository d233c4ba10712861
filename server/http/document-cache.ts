import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { partedBodyOf, type BodyPart } from './body-parts';
import { deflatedPart, gzipParts, storedPart, type DeflatedPart } from './gzip-parts';
import type { SecurityVariables } from './security-headers';

const gzipAsync = promisify(gzip);

/** Query strings are the visitor's to choose: this many pages at most (about 100 KB each) stay in memory. */
export const DOCUMENT_CACHE_MAX_ENTRIES = 200;

interface StoredDocument {
  status: number;
  headers: [string, string][];
  /** The body in parts, with the places of the CSP nonce, where each request's own goes. */
  parts: (BodyPart | typeof NONCE)[];
  /** The same parts compressed, made when the page is asked for again (shared parts come compressed). */
  compressedParts?: (DeflatedPart | typeof NONCE)[];
  expiresAt: number;
}

const NONCE = Symbol('the nonce of the request');

const PUBLIC = /(?:^|,)\s*public\s*(?:,|$)/i;
const NOT_SHAREABLE = /(?:^|,)\s*(?:private|no-store|no-cache)\s*(?:,|$)/i;
const MAX_AGE = /(?:^|,)\s*(?:s-maxage|max-age)=(\d+)/i;

/**
 * How long a response may be kept and shared, in seconds: only a page whose route says it is the
 * same for every visitor (`Cache-Control: public` with a max-age), that sets no cookie and does not
 * vary with the request. 0 for any other response.
 */
export function shareableSeconds(response: Response): number {
  const cacheControl = response.headers.get('Cache-Control') ?? '';
  if (response.status !== 200 || !PUBLIC.test(cacheControl) || NOT_SHAREABLE.test(cacheControl)) return 0;
  if (response.headers.has('Set-Cookie') || response.headers.has('Vary')) return 0;
  if (!response.headers.get('Content-Type')?.startsWith('text/html')) return 0;
  return Number(MAX_AGE.exec(cacheControl)?.[1] ?? 0);
}

/**
 * Renders a public page once per address and answers later requests for it from memory, each
 * with its own CSP nonce put where the stored copy had the first request's. That nonce stays as
 * unguessable as a fresh one: the page's content was fixed before the nonce was drawn, so nothing
 * in it can have been written to match it. React's render is most of the CPU of a page (search
 * with a query, a content page with a query string); personalised pages never say `public`.
 */
export function documentCache({ maxEntries = DOCUMENT_CACHE_MAX_ENTRIES, now = Date.now }: { maxEntries?: number; now?: () => number } = {}): MiddlewareHandler<{
  Variables: SecurityVariables;
}> {
  // A Map keeps insertion order: re-inserting on each hit makes the first key the least recently used.
  const documents = new Map<string, StoredDocument>();

  return async (c, next) => {
    const nonce = c.get('cspNonce');
    if (c.req.method !== 'GET' || !nonce) return next();
    const key = c.req.url;
    const stored = documents.get(key);
    if (stored && stored.expiresAt > now()) {
      documents.delete(key);
      documents.set(key, stored);
      return laterAnswer(stored, nonce, c.req.header('Accept-Encoding'));
    }
    documents.delete(key);
    await next();
    const seconds = shareableSeconds(c.res);
    if (seconds === 0) return;
    const { parts, whole } = await partedBodyOf(c.res);
    const document = {
      status: c.res.status,
      headers: [...c.res.headers],
      parts: placesOfNonce(parts, Buffer.from(nonce)),
      expiresAt: now() + seconds * 1000,
    };
    documents.set(key, document);
    if (documents.size > maxEntries) documents.delete(documents.keys().next().value!);
    c.res = await firstAnswer(document, whole, c.req.header('Accept-Encoding'));
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

/** The body's parts, the places of the nonce cut out of the parts of this page alone. */
function placesOfNonce(parts: readonly BodyPart[], nonce: Buffer): StoredDocument['parts'] {
  return parts.flatMap<StoredDocument['parts'][number]>((part) => (Buffer.isBuffer(part) ? splitBytes(part, nonce).flatMap((piece, index) => (index === 0 ? [piece] : [NONCE, piece])) : [part]));
}

/**
 * The page just rendered, with the nonce it was rendered with. Gzipped, it is compressed in one
 * call in Node's thread pool: most addresses with a query are asked for once. compress() would
 * stream the page through web streams, several times the CPU of the compression itself.
 */
async function firstAnswer(document: StoredDocument, body: Buffer<ArrayBuffer>, acceptEncoding: string | undefined): Promise<Response> {
  const isGzipped = acceptsGzip(acceptEncoding);
  return answer(document, isGzipped ? ((await gzipAsync(body)) as Buffer<ArrayBuffer>) : body, { isGzipped });
}

/**
 * The stored page with this request's nonce. Gzipped, the page's own parts are compressed the first
 * time it is asked for again and kept: each answer is then the compressed parts spliced around the
 * nonce, and nothing is compressed again (docs/decisions/041).
 */
function laterAnswer(document: StoredDocument, nonce: string, acceptEncoding: string | undefined): Response {
  const nonceBytes = Buffer.from(nonce);
  if (!acceptsGzip(acceptEncoding)) {
    return answer(document, Buffer.concat(document.parts.map((part) => (part === NONCE ? nonceBytes : Buffer.isBuffer(part) ? part : part.bytes))), { isGzipped: false });
  }
  document.compressedParts ??= document.parts.map((part) => (Buffer.isBuffer(part) ? deflatedPart(part) : part));
  return answer(document, gzipParts(document.compressedParts.map((part) => (part === NONCE ? storedPart(nonceBytes) : part))), { isGzipped: true });
}

function answer(document: StoredDocument, body: Buffer<ArrayBuffer>, { isGzipped }: { isGzipped: boolean }): Response {
  const response = new Response(body, { status: document.status, headers: document.headers });
  response.headers.set('Cache-Control', forThisVisitorOnly(response.headers.get('Cache-Control')!));
  if (isGzipped) response.headers.set('Content-Encoding', 'gzip');
  response.headers.append('Vary', 'Accept-Encoding');
  return response;
}

/** Each answer's nonce is its own: browsers may keep the page, a shared cache must not hand it to anyone else. */
const forThisVisitorOnly = (cacheControl: string) => cacheControl.replace(/\bpublic\b/i, 'private');

const acceptsGzip = (header: string | undefined) => parseAccept(header ?? '').some(({ type, q }) => (type === 'gzip' || type === '*') && q > 0);
