import { existsSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { getMimeType } from 'hono/utils/mime';
import { PRERENDERED_ORIGIN, PUBLIC_PAGE_CACHE_CONTROL } from '@shared/page-delivery';
import { contentSecurityPolicy } from '../security-headers';
import { inlineScriptHashes } from './script-hashes';

/** Query parameters React Router itself adds to `.data` requests. */
const ROUTER_DATA_PARAMS = new Set(['_routes', 'index']);

/** The encodings `npm run build` writes beside each file (scripts/precompress.mjs), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const;
type Encoding = (typeof PRECOMPRESSED)[number]['encoding'];

type Encoded = Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;

/** A text file of the build as this server sends it: with its own address in place of the build's placeholder. */
interface ServedText {
  body: string;
  /** The same text compressed, by encoding: at build time, or here when the address was put in. */
  encoded: Encoded;
}

interface PrerenderedPage extends ServedText {
  csp: string;
}

/** Files written by prerendering, which may hold the placeholder origin (pages, their data, sitemap, robots). */
const PRERENDERED_TEXT = /\.(html|data|xml|txt)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function compressText(body: string): Promise<Encoded> {
  const bytes = Buffer.from(body);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br: new Uint8Array(br), gzip: new Uint8Array(gz) };
}

/**
 * Reads a prerendered text file and puts the site's address where the build left its placeholder
 * (shared/page-delivery); such a file is compressed again here, once, since its build-time copies
 * hold the placeholder. Undefined when the file holds no placeholder (or does not exist).
 */
async function readWithOwnAddress(file: string, origin: string): Promise<ServedText | undefined> {
  if (!existsSync(file)) return undefined;
  const original = readFileSync(file, 'utf8');
  if (!original.includes(PRERENDERED_ORIGIN)) return undefined;
  const body = original.replaceAll(PRERENDERED_ORIGIN, origin);
  return { body, encoded: await compressText(body) };
}

function readAsBuilt(file: string): ServedText {
  const encoded: Encoded = {};
  for (const { encoding, extension } of PRECOMPRESSED) {
    if (existsSync(file + extension)) encoded[encoding] = new Uint8Array(readFileSync(file + extension));
  }
  return { body: readFileSync(file, 'utf8'), encoded };
}

/** The best encoding the client accepts among those at hand, in our order of preference (not the header's). */
function preferredEncoding(acceptEncoding: string | undefined, available: Encoding[]): Encoding | undefined {
  const accepted = parseAccept(acceptEncoding ?? '');
  return available.find((encoding) => accepted.some(({ type, q }) => type.toLowerCase() === encoding && q > 0));
}

/** A path of the request as a path under the build's root, never above it. */
const fileUnder = (root: string, pathname: string, ...rest: string[]) =>
  join(root, normalize(pathname).replace(/^(\.\.(\/|\\|$))+/, ''), ...rest);

/**
 * Serves the client build: fingerprinted assets cached for a year, other files for an hour, and
 * prerendered pages (`/about` from `about/index.html`) with a 200 and a hash-based CSP. Files go
 * out as compressed at build time when the client accepts it (brotli first); the compress()
 * middleware leaves a response that already has a Content-Encoding alone. Prerendered files get
 * `publicUrl`'s origin in place of the build's placeholder.
 */
export function clientBuildFiles({
  root,
  isProduction,
  publicUrl,
}: {
  root: string;
  isProduction: boolean;
  publicUrl: string;
}): MiddlewareHandler {
  const origin = new URL(publicUrl).origin;
  const pages = new Map<string, Promise<PrerenderedPage | null>>();
  const texts = new Map<string, Promise<ServedText | undefined>>();

  function prerenderedPage(pathname: string): Promise<PrerenderedPage | null> {
    let page = pages.get(pathname);
    if (!page) {
      const file = fileUnder(root, pathname, 'index.html');
      page = existsSync(file)
        ? readWithOwnAddress(file, origin).then((served) => {
            const { body, encoded } = served ?? readAsBuilt(file);
            return {
              body,
              encoded,
              csp: contentSecurityPolicy({ scriptHashes: inlineScriptHashes(body), isProduction }),
            };
          })
        : Promise.resolve(null);
      pages.set(pathname, page);
    }
    return page;
  }

  function prerenderedText(pathname: string): Promise<ServedText | undefined> {
    let text = texts.get(pathname);
    if (!text) {
      text = readWithOwnAddress(fileUnder(root, pathname), origin);
      texts.set(pathname, text);
    }
    return text;
  }

  const assets = serveStatic({ root, precompressed: true });

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const url = new URL(c.req.url);
    // A query string means a request for dynamic content (search, validation links): render it.
    const page = url.search === '' ? await prerenderedPage(url.pathname.replace(/\/$/, '') || '/') : null;
    if (page) {
      c.header('Content-Security-Policy', page.csp);
      c.header('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL);
      return sendText(page, 'text/html; charset=UTF-8');
    }
    if (url.pathname.endsWith('/') || !url.pathname.includes('.')) return next();
    // A prerendered `.data` file holds one answer; a query of the page's own (`?tag=1`) needs the server.
    if (url.pathname.endsWith('.data') && [...url.searchParams.keys()].some((key) => !ROUTER_DATA_PARAMS.has(key)))
      return next();
    const text =
      PRERENDERED_TEXT.test(url.pathname) && !url.pathname.startsWith('/assets/')
        ? await prerenderedText(url.pathname)
        : undefined;
    if (text) {
      c.header('Cache-Control', 'public, max-age=3600');
      return sendText(text, getMimeType(url.pathname) ?? 'application/octet-stream');
    }
    // serveStatic answers with its response when it finds the file (and leaves it to next() otherwise);
    // headers set on the context after it built that response would not reach it.
    const served = await assets(c, next);
    // Not a file of the build: next() has answered (React Router's `.data` requests, the 404 page).
    if (!(served instanceof Response)) return;
    served.headers.set(
      'Cache-Control',
      url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    );
    return served;

    function sendText({ body, encoded }: ServedText, contentType: string) {
      const encoding = preferredEncoding(c.req.header('Accept-Encoding'), Object.keys(encoded) as Encoding[]);
      c.header('Content-Type', contentType);
      if (!encoding) return c.body(body);
      c.header('Content-Encoding', encoding);
      c.header('Vary', 'Accept-Encoding', { append: true });
      return c.body(encoded[encoding]!);
    }
  };
}
