import { gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from '~/components/layout/site-header';
import { MarkupStoreContext, createMarkupStore } from '~/page-delivery/index.server';
import { documentCache } from '@server/http/page-delivery';
import { headerAccount, NAMED_PAGE_CACHE_CONTROL } from '@server/http/header-account';
import { securityHeaders, type SecurityVariables } from '@server/http/security-headers';

/** The header as pages carry it: rendered whole and kept (pages without React), or in the page with its kept parts (hydrated pages). */
const HEADERS = {
  whole: () => renderToStaticMarkup(createElement(SiteHeader, { pathname: '/about' })),
  hydrated: () =>
    renderToString(
      createElement(
        MarkupStoreContext.Provider,
        { value: createMarkupStore({ maxEntries: 10 }) },
        createElement(SiteHeader, { pathname: '/login' }),
      ),
    ),
};

/** Customers by their session cookie: what the session store would say. */
const CUSTOMERS: Record<string, { firstName: string }> = {
  'sid=ada': { firstName: 'Adaeze' },
  'sid=bola': { firstName: 'Bolanle' },
  'sid=odd': { firstName: '<b>Ọ̀yọ́</b> & co' },
};

/** A site whose pages are public (kept by the document cache), or streamed, or gzipped as a prerendered file is. */
function site({ header = HEADERS.whole(), delivery = 'cached' as 'cached' | 'streamed' | 'gzipped' } = {}) {
  const renders: string[] = [];
  const lookups: string[] = [];
  const app = new Hono<{ Variables: SecurityVariables }>();
  app.use(securityHeaders({ isProduction: true }));
  app.use(
    headerAccount({
      customerOf: async (cookie) => {
        lookups.push(cookie);
        return CUSTOMERS[cookie] ?? null;
      },
    }),
  );
  // Prerendered files are answered before the document cache (server/http/app.ts).
  if (delivery === 'cached') app.use(documentCache({ isProduction: true }));
  app.get('/data.json', (c) => c.json({ ok: true }));
  app.get('*', (c) => {
    renders.push(c.req.url);
    const page = `<!DOCTYPE html><html><body>${header}<main><p>${'Savings and mortgages. '.repeat(50)}</p></main></body></html>`;
    c.header('Content-Type', 'text/html; charset=utf-8');
    if (delivery === 'streamed') {
      const bytes = new TextEncoder().encode(page);
      c.header('Cache-Control', 'no-store');
      return c.body(
        new ReadableStream({
          start(controller) {
            for (let start = 0; start < bytes.length; start += 97)
              controller.enqueue(bytes.subarray(start, start + 97));
            controller.close();
          },
        }),
      );
    }
    c.header('Cache-Control', 'public, max-age=300');
    if (delivery === 'gzipped') {
      c.header('Content-Encoding', 'gzip');
      return c.body(new Uint8Array(gzipSync(page)));
    }
    return c.body(page);
  });
  const get = (path: string, cookie?: string, acceptEncoding = 'identity') =>
    app.request(path, { headers: { ...(cookie ? { Cookie: cookie } : {}), 'Accept-Encoding': acceptEncoding } });
  return { app, renders, lookups, get };
}

/** The page's text, as a browser reads it (compress() and the browser undo a gzip the in-process app leaves as it is). */
async function textOf(response: Response) {
  const bytes = Buffer.from(await response.arrayBuffer());
  return (response.headers.get('Content-Encoding') === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
}

/** The header's account links, as a customer would find them in the page. */
function accountLinksOf(html: string) {
  return {
    signIn: [...html.matchAll(/<a href="\/login"[^>]*>(?:<svg[\s\S]*?<\/svg>)?Sign in<\/a>/g)].length,
    myAccount: [...html.matchAll(/<a href="\/account"[^>]*>My account<\/a>/g)].length,
    signOut: [
      ...html.matchAll(
        /<form(?=[^>]*action="\/logout")(?=[^>]*method="post")[^>]*><button type="submit"[^>]*>Sign out<\/button><\/form>/g,
      ),
    ].length,
  };
}

describe('the header reads the session', () => {
  it('offers "Sign in" to /login, in the top bar and the Self Service menu, to a visitor who is not signed in', async () => {
    for (const header of Object.values(HEADERS)) {
      const { get } = site({ header: header() });
      for (const cookie of [undefined, 'sid=unknown; mregistered=true']) {
        const response = await get('/about', cookie);
        const html = await response.text();
        expect(accountLinksOf(html)).toEqual({ signIn: 2, myAccount: 0, signOut: 0 });
        expect(response.headers.get('Cache-Control')).toBe('private, max-age=300');
        expect(response.headers.get('Vary')).toMatch(/\bCookie\b/);
      }
    }
  });

  it('shows a signed-in customer their first name, "My account" and "Sign out" instead, in both places, for no one else to keep', async () => {
    for (const header of Object.values(HEADERS)) {
      const { get } = site({ header: header() });
      const response = await get('/about', 'sid=ada');
      const html = await response.text();
      expect(accountLinksOf(html)).toEqual({ signIn: 0, myAccount: 2, signOut: 2 });
      expect(html).toContain(
        '<span class="sr-only">Signed in as </span><span class="max-w-[5.5rem] truncate sm:max-w-[10rem]">Adaeze</span>',
      );
      expect(response.headers.get('Cache-Control')).toBe(NAMED_PAGE_CACHE_CONTROL);
      expect(response.headers.get('Vary')).toMatch(/\bCookie\b/);
      expect(response.headers.get('Content-Length')).toBeNull();
    }
  });

  it("never gives a kept page another customer's name", async () => {
    const { get, renders } = site();
    const asAda = await (await get('/search?search=nhf', 'sid=ada')).text();
    const asBola = await (await get('/search?search=nhf', 'sid=bola')).text();
    const signedOut = await get('/search?search=nhf', undefined, 'gzip');
    const signedOutHtml = await textOf(signedOut);
    const asAdaGzipped = await textOf(await get('/search?search=nhf', 'sid=ada', 'gzip, br'));
    // One render, kept by the document cache, and four answers from it.
    expect(renders).toHaveLength(1);
    expect(asAda).toContain('Adaeze');
    expect(asAda).not.toContain('Bolanle');
    expect(asBola).toContain('Bolanle');
    expect(asBola).not.toContain('Adaeze');
    expect(signedOutHtml).not.toMatch(/Adaeze|Bolanle|My account/);
    expect(accountLinksOf(signedOutHtml).signIn).toBe(2);
    expect(signedOut.headers.get('Cache-Control')).toBe('private, max-age=300');
    expect(accountLinksOf(asAdaGzipped)).toEqual({ signIn: 0, myAccount: 2, signOut: 2 });
    expect(asAdaGzipped).not.toContain('Bolanle');
  });

  it('fills a page compressed whole (a prerendered file) and a streamed one (a hydrated page)', async () => {
    for (const delivery of ['gzipped', 'streamed'] as const) {
      const { get } = site({ delivery, header: HEADERS.hydrated() });
      const response = await get('/login', 'sid=bola', 'gzip');
      expect(response.headers.get('Content-Encoding')).toBeNull();
      const html = await response.text();
      expect(accountLinksOf(html), delivery).toEqual({ signIn: 0, myAccount: 2, signOut: 2 });
      expect(html).toContain('Bolanle');
      expect(html).toContain('Savings and mortgages. '.repeat(50));
      expect(response.headers.get('Cache-Control')).toBe(NAMED_PAGE_CACHE_CONTROL);
    }
  });

  it('writes a name as text, never as markup', async () => {
    const html = await (await site().get('/about', 'sid=odd')).text();
    expect(html).toContain('&lt;b&gt;Ọ̀yọ́&lt;/b&gt; &amp; co');
    expect(html).not.toContain('<b>Ọ̀yọ́</b>');
  });

  it('looks no one up for answers that are not pages, or requests without cookies', async () => {
    const { get, lookups } = site();
    const json = await get('/data.json', 'sid=ada');
    expect(await json.json()).toEqual({ ok: true });
    expect(json.headers.get('Vary')).toBeNull();
    await get('/about');
    expect(lookups).toEqual([]);
  });
});
