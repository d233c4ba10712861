import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_ORIGIN } from '@shared/page-delivery';
import { clientBuildFiles } from './static-files';

const PAGE = `<!DOCTYPE html><html><head><title>About</title></head><body>${'<p>About the bank.</p>'.repeat(200)}<script>window.x = 1;</script></body></html>`;
const SCRIPT = `export const answer = ${'42 + '.repeat(500)}0;`;
const POLICY_PAGE = `<!DOCTYPE html><html><head><link rel="canonical" href="${PRERENDERED_ORIGIN}/privacy-policy"/></head><body>${'<p>Policy.</p>'.repeat(200)}</body></html>`;
const SITEMAP = `<urlset>${`<url><loc>${PRERENDERED_ORIGIN}/about</loc></url>`.repeat(50)}</urlset>`;

/** A client build as `npm run build` leaves it: a prerendered page and an asset, each with .br and .gz copies. */
function precompressedBuild() {
  const root = mkdtempSync(join(tmpdir(), 'static-files-'));
  mkdirSync(join(root, 'about'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'privacy-policy'));
  for (const [file, content] of [
    ['about/index.html', PAGE],
    ['assets/entry-abc123.js', SCRIPT],
    ['privacy-policy/index.html', POLICY_PAGE],
    ['sitemap.xml', SITEMAP],
  ]) {
    writeFileSync(join(root, file), content);
    writeFileSync(join(root, `${file}.br`), brotliCompressSync(content));
    writeFileSync(join(root, `${file}.gz`), gzipSync(content));
  }
  return root;
}

function appServing(root: string) {
  const app = new Hono();
  app.use(compress());
  app.use(clientBuildFiles({ root, isProduction: true, publicUrl: 'https://bank.example:8443/' }));
  app.all('*', (c) => c.text('rendered', 404));
  return app;
}

const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('clientBuildFiles', () => {
  const app = appServing(precompressedBuild());

  it('sends a prerendered page compressed with brotli when the browser accepts it, keeping its hash-based CSP', async () => {
    const response = await app.request('/about', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=UTF-8');
    expect(response.headers.get('Vary')).toContain('Accept-Encoding');
    expect(response.headers.get('Content-Security-Policy')).toMatch(/'sha256-[\w+/=]+'/);
    // Decoding once gives the page back: compress() did not compress it a second time.
    expect(brotliDecompressSync(await bytes(response)).toString()).toBe(PAGE);
  });

  it('hands files the build does not have to the next handler, untouched', async () => {
    for (const path of ['/contact.data', '/no-such-file.js', '/about.data?tag=1']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toBe('rendered');
      expect(response.headers.get('Cache-Control')).toBeNull();
    }
  });

  it('falls back to gzip, then to the plain page', async () => {
    const gzipped = await app.request('/about/', { headers: { 'Accept-Encoding': 'gzip, br;q=0' } });
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzipped)).toString()).toBe(PAGE);

    const plain = await app.request('/about', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(PAGE);
  });

  it('sends fingerprinted assets precompressed and cached for a year', async () => {
    const response = await app.request('/assets/entry-abc123.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(await bytes(response)).toString()).toBe(SCRIPT);
  });

  it('leaves an address with a query string to the renderer', async () => {
    const response = await app.request('/about?tag=1');
    expect(await response.text()).toBe('rendered');
  });

  // Issue 15.1: canonical links and the sitemap named the address the site was built with.
  it('puts the address the server runs at where prerendering left its placeholder, compressed or not', async () => {
    const compressed = await app.request('/privacy-policy', { headers: { 'Accept-Encoding': 'br' } });
    const page = brotliDecompressSync(await bytes(compressed)).toString();
    expect(page).toContain('<link rel="canonical" href="https://bank.example:8443/privacy-policy"/>');
    expect(page).not.toContain(PRERENDERED_ORIGIN);

    const sitemap = await app.request('/sitemap.xml', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(sitemap.headers.get('Content-Type')).toMatch(/^application\/xml/);
    expect(gunzipSync(await bytes(sitemap)).toString()).toBe(
      SITEMAP.replaceAll(PRERENDERED_ORIGIN, 'https://bank.example:8443'),
    );

    const plain = await app.request('/sitemap.xml', { headers: { 'Accept-Encoding': 'identity' } });
    expect(await plain.text()).toContain('<loc>https://bank.example:8443/about</loc>');
  });
});
