import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { contentSecurityPolicy } from './security-headers';

/** Query parameters React Router itself adds to `.data` requests. */
const ROUTER_DATA_PARAMS = new Set(['_routes', 'index']);

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** Prerendered pages carry no per-request nonce, so their inline scripts are allowed by hash. */
export function inlineScriptHashes(document: string): string[] {
  return [...document.matchAll(INLINE_SCRIPT)].map(([, body]) => `sha256-${createHash('sha256').update(body).digest('base64')}`);
}

/** The encodings `npm run build` writes beside each file (scripts/precompress.mjs), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const;
type Encoding = (typeof PRECOMPRESSED)[number]['encoding'];

interface PrerenderedPage {
  body: string;
  csp: string;
  /** The same document compressed at build time, by encoding; absent for a build not precompressed. */
  encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
}

/** The best encoding the client accepts among those at hand, in our order of preference (not the header's). */
function preferredEncoding(acceptEncoding: string | undefined, available: Encoding[]): Encoding | undefined {
  const accepted = parseAccept(acceptEncoding ?? '');
  return available.find((encoding) => accepted.some(({ type, q }) => type.toLowerCase() === encoding && q > 0));
}

/**
 * Serves the client build: fingerprinted assets cached for a year, other files for an hour, and
 * prerendered pages (`/about` from `about/index.html`) with a 200 and a hash-based CSP. Files go
 * out as compressed at build time when the client accepts it (brotli first); the compress()
 * middleware leaves a response that already has a Content-Encoding alone.
 */
export function clientBuildFiles({ root, isProduction }: { root: string; isProduction: boolean }): MiddlewareHandler {
  const pages = new Map<string, PrerenderedPage | null>();

  function prerenderedPage(pathname: string): PrerenderedPage | null {
    if (pages.has(pathname)) return pages.get(pathname)!;
    const relative = normalize(pathname).replace(/^(\.\.(\/|\\|$))+/, '');
    const file = join(root, relative, 'index.html');
    const page = existsSync(file)
      ? (() => {
          const body = readFileSync(file, 'utf8');
          const encoded: PrerenderedPage['encoded'] = {};
          for (const { encoding, extension } of PRECOMPRESSED) {
            if (existsSync(file + extension)) encoded[encoding] = new Uint8Array(readFileSync(file + extension));
          }
          return { body, csp: contentSecurityPolicy({ scriptHashes: inlineScriptHashes(body), isProduction }), encoded };
        })()
      : null;
    pages.set(pathname, page);
    return page;
  }

  const assets = serveStatic({ root, precompressed: true });

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const url = new URL(c.req.url);
    // A query string means a request for dynamic content (search, validation links): render it.
    const page = url.search === '' ? prerenderedPage(url.pathname.replace(/\/$/, '') || '/') : null;
    if (page) {
      c.header('Content-Security-Policy', page.csp);
      c.header('Cache-Control', 'public, max-age=300');
      const encoding = preferredEncoding(c.req.header('Accept-Encoding'), Object.keys(page.encoded) as Encoding[]);
      if (!encoding) return c.html(page.body);
      c.header('Content-Type', 'text/html; charset=UTF-8');
      c.header('Content-Encoding', encoding);
      c.header('Vary', 'Accept-Encoding', { append: true });
      return c.body(page.encoded[encoding]!);
    }
    if (url.pathname.endsWith('/') || !url.pathname.includes('.')) return next();
    // A prerendered `.data` file holds one answer; a query of the page's own (`?tag=1`) needs the server.
    if (url.pathname.endsWith('.data') && [...url.searchParams.keys()].some((key) => !ROUTER_DATA_PARAMS.has(key))) return next();
    // serveStatic answers with its response when it finds the file (and leaves it to next() otherwise);
    // headers set on the context after it built that response would not reach it.
    const served = await assets(c, next);
    // Not a file of the build: next() has answered (React Router's `.data` requests, the 404 page).
    if (!(served instanceof Response)) return;
    served.headers.set('Cache-Control', url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    return served;
  };
}
