import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { contentSecurityPolicy } from '../security-headers';
import { inlineScriptHashes } from './script-hashes';

const gzipAsync = promisify(gzip);

/** Query strings are the visitor's to choose: this many pages at most (about 100 KB each) stay in memory. */
const DOCUMENT_CACHE_MAX_ENTRIES = 200;

interface StoredDocument {
  status: number;
  /** The route's headers, with a policy that allows the page's own inline scripts by hash. */
  headers: [string, string][];
  body: Buffer<ArrayBuffer>;
  /** The same bytes gzipped, once, when the page was kept. */
  gzipped: Buffer<ArrayBuffer>;
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
 * Renders a public page once per address and answers later requests for it from memory. A kept
 * page is the same bytes for every visitor, so it is compressed once and its policy allows its
 * inline scripts by their hashes, as the prerendered files' does (decision 102): a
 * per-request nonce would need the page rewritten and compressed again for every answer. React's
 * render is most of the CPU of a page (search with a query, a content page with a query string);
 * personalised pages never say `public`. `generationOf` names what a page at a path is drawn from
 * (decision 092: the publication counts of the content it shows); a stored copy of another
 * generation is rendered again, and with null the page is neither served from memory nor kept.
 */
export function documentCache({
  isProduction,
  maxEntries = DOCUMENT_CACHE_MAX_ENTRIES,
  now = Date.now,
  generationOf = () => Promise.resolve(''),
}: {
  isProduction: boolean;
  maxEntries?: number;
  now?: () => number;
  generationOf?: (path: string) => Promise<string | null>;
}): MiddlewareHandler {
  // A Map keeps insertion order: re-inserting on each hit makes the first key the least recently used.
  const documents = new Map<string, StoredDocument>();

  return async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const key = c.req.url;
    const generation = await generationOf(c.req.path);
    if (generation === null) return next();
    const stored = documents.get(key);
    if (stored && stored.expiresAt > now() && stored.generation === generation) {
      documents.delete(key);
      documents.set(key, stored);
      return answer(stored, c.req.header('Accept-Encoding'));
    }
    documents.delete(key);
    await next();
    const seconds = shareableSeconds(c.res);
    if (seconds === 0) return;
    const body = Buffer.from(await c.res.arrayBuffer());
    const headers = new Headers(c.res.headers);
    headers.set(
      'Content-Security-Policy',
      contentSecurityPolicy({ scriptHashes: inlineScriptHashes(body.toString('utf8')), isProduction }),
    );
    const document = {
      status: c.res.status,
      headers: [...headers],
      body,
      gzipped: await gzipAsync(body),
      expiresAt: now() + seconds * 1000,
      generation,
    };
    documents.set(key, document);
    if (documents.size > maxEntries) documents.delete(documents.keys().next().value!);
    // Hono keeps the replaced response's headers over the new one's.
    c.res = undefined;
    c.res = answer(document, c.req.header('Accept-Encoding'));
  };
}

/** The kept page, gzipped when the client takes it. */
function answer(document: StoredDocument, acceptEncoding: string | undefined): Response {
  const isGzipped = acceptsGzip(acceptEncoding);
  const response = new Response(isGzipped ? document.gzipped : document.body, {
    status: document.status,
    headers: document.headers,
  });
  response.headers.set('Cache-Control', browsersOnly(response.headers.get('Cache-Control')!));
  if (isGzipped) response.headers.set('Content-Encoding', 'gzip');
  response.headers.append('Vary', 'Accept-Encoding');
  return response;
}

/** A shared cache in front could not know of a publish (decision 092): it never keeps these pages, browsers may. */
const browsersOnly = (cacheControl: string) => cacheControl.replace(/\bpublic\b/i, 'private');

const acceptsGzip = (header: string | undefined) =>
  parseAccept(header ?? '').some(({ type, q }) => (type === 'gzip' || type === '*') && q > 0);
