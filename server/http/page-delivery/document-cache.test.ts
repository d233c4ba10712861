import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders, type SecurityVariables } from '../security-headers';
import { documentCache } from './document-cache';
import { inlineScriptHashes } from './script-hashes';

/** A server whose pages count their renders and show their nonce as React's do, in attributes. */
function pageServer({
  cacheControl = 'public, max-age=300',
  setCookie = false,
  maxEntries = 10,
  now = Date.now,
  generationOf = (_path: string): Promise<string | null> => Promise.resolve(''),
} = {}) {
  const renders: string[] = [];
  const app = new Hono<{ Variables: SecurityVariables }>();
  app.use(securityHeaders({ isProduction: true }));
  app.use(documentCache({ isProduction: true, maxEntries, now, generationOf }));
  app.get('*', (c) => {
    renders.push(c.req.url);
    const nonce = c.get('cspNonce');
    c.header('Cache-Control', cacheControl);
    if (setCookie) c.header('Set-Cookie', 'session=abc');
    return c.html(
      `<p>${c.req.query('search') ?? ''}</p><script nonce="${nonce}">1</script><script nonce="${nonce}">2</script>`,
    );
  });
  return { app, renders };
}

const policyOf = (response: Response) => response.headers.get('Content-Security-Policy') ?? '';

describe('document cache', () => {
  it('renders a public page once and answers every request with the same bytes, its scripts allowed by their hashes', async () => {
    const { app, renders } = pageServer();
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await app.request('/search?search=nhf'));
    expect(renders).toHaveLength(1);
    const pages = new Set<string>();
    for (const answer of answers) {
      const html = await answer.text();
      pages.add(html);
      expect(html).toContain('<p>nhf</p>');
      const policy = policyOf(answer);
      expect(policy).not.toContain("'nonce-");
      for (const hash of inlineScriptHashes(html)) expect(policy).toContain(`'${hash}'`);
      expect(policy).toMatch(/script-src 'self' 'sha256-[^']+' 'sha256-[^']+';/);
      // A shared cache in front would not know of a publish; the browser may keep it.
      expect(answer.headers.get('Cache-Control')).toBe('private, max-age=300');
    }
    expect(pages.size).toBe(1);
  });

  it('keeps one copy per address, query string included', async () => {
    const { app, renders } = pageServer();
    expect(await (await app.request('/search?search=nhf')).text()).toContain('<p>nhf</p>');
    expect(await (await app.request('/search?search=land')).text()).toContain('<p>land</p>');
    expect(renders).toHaveLength(2);
  });

  it('never keeps a page that is not public, sets a cookie or is not a GET', async () => {
    for (const server of [
      pageServer({ cacheControl: 'private, max-age=300' }),
      pageServer({ cacheControl: 'no-store' }),
      pageServer({ cacheControl: '' }),
      pageServer({ setCookie: true }),
    ]) {
      await server.app.request('/page');
      await server.app.request('/page');
      expect(server.renders).toHaveLength(2);
    }
    const { app, renders } = pageServer();
    await app.request('/page', { method: 'HEAD' });
    await app.request('/page', { method: 'HEAD' });
    expect(renders).toHaveLength(2);
  });

  it('renders again once the max-age has passed, and forgets the least recently used page beyond its size', async () => {
    let time = 0;
    const { app, renders } = pageServer({ maxEntries: 2, now: () => time });
    await app.request('/a');
    time = 301_000;
    await app.request('/a');
    expect(renders).toEqual(['http://localhost/a', 'http://localhost/a']);
    await app.request('/b');
    await app.request('/a');
    await app.request('/c');
    await app.request('/a');
    await app.request('/b');
    expect(renders.slice(2)).toEqual(['http://localhost/b', 'http://localhost/c', 'http://localhost/b']);
  });

  it('renders a page again when what it is drawn from has moved (a publish), and keeps nothing it cannot name', async () => {
    let generation: string | null = 'product:1';
    const { app, renders } = pageServer({
      cacheControl: 'public, max-age=0, s-maxage=300',
      generationOf: (path) => Promise.resolve(path === '/rates' ? generation : ''),
    });
    await app.request('/rates');
    const kept = await app.request('/rates');
    expect(kept.headers.get('Cache-Control')).toBe('private, max-age=0, s-maxage=300');
    await app.request('/about');
    expect(renders).toEqual(['http://localhost/rates', 'http://localhost/about']);
    generation = 'product:2';
    await app.request('/rates');
    await app.request('/rates');
    await app.request('/about');
    expect(renders.slice(2)).toEqual(['http://localhost/rates']);
    generation = null;
    await app.request('/rates');
    await app.request('/rates');
    expect(renders.slice(3)).toEqual(['http://localhost/rates', 'http://localhost/rates']);
  });

  it('gzips the page for a client that takes gzip, and sends it plain to one that does not', async () => {
    const { app } = pageServer();
    for (let i = 0; i < 2; i += 1) {
      const answer = await app.request('/page', { headers: { 'Accept-Encoding': 'gzip, br' } });
      expect(answer.headers.get('Content-Encoding')).toBe('gzip');
      expect(answer.headers.get('Vary')).toBe('Accept-Encoding');
      expect(gunzipSync(Buffer.from(await answer.arrayBuffer())).toString()).toContain('<script nonce=');
    }
    const plain = await app.request('/page', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toContain('<script nonce=');
  });
});
