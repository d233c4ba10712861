import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { contentSecurityPolicy } from './security-headers';

/** Query parameters React Router itself adds to `.data` requests. */
const ROUTER_DATA_PARAMS = new Set(['_routes', 'index']);

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** Prerendered pages carry no per-request nonce, so their inline scripts are allowed by hash. */
export function inlineScriptHashes(document: string): string[] {
  return [...document.matchAll(INLINE_SCRIPT)].map(([, body]) => `sha256-${createHash('sha256').update(body).digest('base64')}`);
}

interface PrerenderedPage {
  body: string;
  csp: string;
}

/**
 * Serves the client build: fingerprinted assets cached for a year, other files for an hour, and
 * prerendered pages (`/about` from `about/index.html`) with a 200 and a hash-based CSP.
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
          return { body, csp: contentSecurityPolicy({ scriptHashes: inlineScriptHashes(body), isProduction }) };
        })()
      : null;
    pages.set(pathname, page);
    return page;
  }

  const assets = serveStatic({
    root,
    precompressed: true,
    onFound: (path, c: Context) => {
      c.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const url = new URL(c.req.url);
    // A query string means a request for dynamic content (search, validation links): render it.
    const page = url.search === '' ? prerenderedPage(url.pathname.replace(/\/$/, '') || '/') : null;
    if (page) {
      c.header('Content-Security-Policy', page.csp);
      c.header('Cache-Control', 'public, max-age=300');
      return c.html(page.body);
    }
    if (url.pathname.endsWith('/') || !url.pathname.includes('.')) return next();
    // A prerendered `.data` file holds one answer; a query of the page's own (`?tag=1`) needs the server.
    if (url.pathname.endsWith('.data') && [...url.searchParams.keys()].some((key) => !ROUTER_DATA_PARAMS.has(key))) return next();
    return assets(c, next);
  };
}
