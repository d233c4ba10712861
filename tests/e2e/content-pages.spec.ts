import { randomBytes } from 'node:crypto';
import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { PAGES } from '../../scripts/bench-pages.mjs';
import { expect, test } from './fixtures';

// Issue 12: content pages are HTML and one small page script, and work with JavaScript off.

/**
 * Every content page of app/public-pages.ts (decision 074), at the addresses the bench measures. Read through the
 * bench's list, which loads the registry with tsx: Playwright's loader cannot import the JSON its content reads.
 */
const CONTENT_PAGES: string[] = PAGES.filter((page: { kind: string }) => page.kind === 'content').map(
  (page: { page: string }) => page.page,
);
const FORM_PAGES = ['/contact', '/instantaccount/ind/r', '/loan-calculator'];

async function withoutJavaScript(browser: Browser, width: number, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  // Each journey is its own client for the per-client rate limits (the e2e server trusts the proxy header).
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.12.${randomBytes(1)[0]}.${randomBytes(1)[0]}` });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The scripts a page's HTML names, as served. */
async function scriptsOf(page: Page, path: string) {
  const html = (await (await page.goto(path))!.text()).replace(/<noscript>.*?<\/noscript>/gs, '');
  const tags = html.match(/<script\b[^>]*>/g) ?? [];
  return {
    scripts: tags.map((tag) => tag.match(/\ssrc="([^"]+)"/)?.[1]).filter(Boolean),
    preloads: html.match(/<link\b[^>]*rel="modulepreload"/g)?.length ?? 0,
    inlineModules: tags.filter((tag) => !/\ssrc=/.test(tag) && /type="module"/.test(tag)).length,
  };
}

/** The scripts the page has fetched so far (by the file names of the build). */
const fetchedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .flatMap((entry) => new URL(entry.name).pathname.match(/^\/assets\/([\w.]+)-[\w-]+\.js$/)?.[1] ?? []),
  );

// Decisions 037 and 039: the HTML names no script, so that nothing competes with the first paint; they come after it.
for (const path of CONTENT_PAGES) {
  test(`the content page ${path} loads the page script alone`, async ({ page }) => {
    expect(await scriptsOf(page, path)).toEqual({ scripts: [], preloads: 0, inlineModules: 0 });
    await page.waitForLoadState('networkidle');
    expect(await fetchedScripts(page)).toEqual(['enhance']);
  });
}

test('form pages ask for React once they have painted', async ({ page }) => {
  for (const path of FORM_PAGES) {
    expect(await scriptsOf(page, path), path).toEqual({ scripts: [], preloads: 0, inlineModules: 0 });
    await expect
      .poll(() => fetchedScripts(page), path)
      .toEqual(expect.arrayContaining(['enhance', 'framework', 'entry.client']));
  }
});

/** The body as it came over the wire, gzipped: Playwright's and fetch's requests decode it. */
const gzippedBody = (url: string) =>
  new Promise<Buffer>((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve(Buffer.concat(chunks)));
    }).on('error', reject);
  });

test('a page without React asked for again is the same gzipped bytes, kept once (decisions 034, 102)', async ({
  baseURL,
}) => {
  const url = `${baseURL}/search?search=mortgage&asked=${randomBytes(4).toString('hex')}`;
  const [first, again] = [await gzippedBody(url), await gzippedBody(url)];
  expect(gunzipSync(first).toString()).toContain('mortgage');
  expect(again.equals(first)).toBe(true);
});

/** When the page first painted content. On a busy machine the entry can come after the network is idle, so it is awaited. */
const firstContentfulPaint = () =>
  new Promise<number>((resolve) => {
    new PerformanceObserver((entries, observer) => {
      const paint = entries.getEntriesByName('first-contentful-paint')[0];
      if (!paint) return;
      observer.disconnect();
      resolve(paint.startTime);
    }).observe({ type: 'paint', buffered: true });
  });

test('no script or font is asked for before the first contentful paint of a first page, drawn in the fallback; the next page has the font from the start', async ({
  browser,
}) => {
  for (const path of ['/about', '/contact']) {
    // A new browser context each time: a font in the memory cache is taken at once, with no request.
    const context = await browser.newContext();
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () =>
        sessionStorage.setItem('fontAtParse', document.documentElement.dataset.font ?? 'off'),
      );
    });
    try {
      const page = await context.newPage();
      await page.goto(path, { waitUntil: 'networkidle' });
      const firstPaint = await page.evaluate(firstContentfulPaint);
      const scriptsAndFontsStarted = async () =>
        (
          await page.evaluate(() =>
            performance
              .getEntriesByType('resource')
              .map(({ name, startTime }) => ({ file: new URL(name).pathname, startTime })),
          )
        ).filter(({ file }) => /\.(js|woff2)$/.test(file));
      // They are asked for after the first paint, which on a busy machine can come after the network was first idle.
      await expect
        .poll(async () => (await scriptsAndFontsStarted()).map(({ file }) => file.replace(/-[\w-]{8}\./, '.')), {
          message: path,
        })
        .toEqual(expect.arrayContaining(['/assets/enhance.js', '/assets/inter-subset.woff2']));
      const scriptsAndFonts = await scriptsAndFontsStarted();
      expect(
        scriptsAndFonts.filter(({ startTime }) => startTime < firstPaint),
        path,
      ).toEqual([]);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('font-loaded'))).toBe('1');
      await expect(page.locator('html'), path).not.toHaveAttribute('data-font');
      await page.goto('/products/1');
      expect(await page.evaluate(() => sessionStorage.getItem('fontAtParse')), `${path}, then /products/1`).toBe(
        'inter',
      );
    } finally {
      await context.close();
    }
  }
});

test('a form page fetches its rules (zod and the phone rules) only when the visitor turns to the form', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.match(/^\/assets\/(zod|phone-numbers)-[\w-]+\.js$/)?.[1];
    if (name) fetched.push(name);
  });
  await page.goto('/contact', { waitUntil: 'networkidle' });
  // Hydrated (React marks the document as its root): on a busy machine that comes well after the network was first idle.
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer$')));
  expect(fetched).toEqual([]);
  await page.getByLabel(/^Full name/).focus();
  await expect.poll(() => [...fetched].sort(), { timeout: 15_000 }).toEqual(['phone-numbers', 'zod']);
});

test('without JavaScript the desktop menu opens on hover and on focus', async ({ browser }) => {
  await withoutJavaScript(browser, 1366, async (page) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('link', { name: 'Board Of Directors' })).toBeHidden();
    await nav.getByRole('button', { name: 'About' }).hover();
    await expect(nav.getByRole('link', { name: 'Board Of Directors' })).toBeVisible();
    await page.mouse.move(5, 600);
    await nav.getByRole('button', { name: 'Products' }).focus();
    await expect(nav.getByRole('link', { name: 'Board Of Directors' })).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Board Of Directors' })).toBeHidden();
    await nav.getByRole('button', { name: 'About' }).focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Board Of Directors' })).toBeVisible();
  });
});

test('without JavaScript the search form is shown and finds pages', async ({ browser }) => {
  await withoutJavaScript(browser, 360, async (page) => {
    await page.goto('/products/1');
    const search = page.getByRole('banner').getByRole('search');
    await search.getByRole('searchbox', { name: 'Search this website' }).fill('mortgage');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?search=mortgage$/);
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  });
});

test('without JavaScript the cookie banner shows, Accept stores the cookie and returns to the page, and it stays away', async ({
  browser,
}) => {
  await withoutJavaScript(browser, 360, async (page) => {
    await page.goto('/directors');
    const banner = page.getByRole('region', { name: /cookie/i });
    await expect(banner).toBeVisible();
    // At the end of the page it stands after the footer, not over it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const footerEnd = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().bottom);
    expect(footerEnd).toBeLessThanOrEqual((await banner.boundingBox())!.y + 1);
    await banner.getByRole('button', { name: 'Deny' }).click();
    await expect(page).toHaveURL(/\/directors$/);
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'mregistered')).toBe(false);

    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(page).toHaveURL(/\/directors$/);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'mregistered')).toMatchObject({
      value: 'true',
      path: '/',
    });
    await expect(banner).toBeHidden();
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
  });
});

test('without JavaScript the newsletter form subscribes and the page says so where the form is', async ({
  browser,
}) => {
  await withoutJavaScript(browser, 1366, async (page) => {
    await page.goto('/privacy-policy');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Your e-mail address').fill(`reader-${randomBytes(4).toString('hex')}@example.com`);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/privacy-policy\?subscribe=success#newsletter-subscribe$/);
    // Issue 31.5: the page opened at its top, the alert out of sight at its end.
    await expect(footer.getByText('Success! Successfully subscribed! Welcome onboard.')).toBeInViewport();
    await expect(footer.getByText('Oops! Something bad happened. Please try again later.')).toBeHidden();
  });
});

test('a page rendered per request marks its own menu link and shows its own subscription alert', async ({ page }) => {
  // The server keeps the frame's markup between pages (~/page-delivery/server-drawn.tsx): each page must still get the frame of its address.
  // On phones the menu is closed: its links are read without being shown.
  const currentMenuLink = () => page.locator('nav[aria-label="Main menu"] a[aria-current="page"]');
  const successAlert = () =>
    page.getByRole('contentinfo').getByText('Success! Successfully subscribed! Welcome onboard.');
  await page.goto('/about?from=menu-test');
  await expect(currentMenuLink()).toHaveText('About Us');
  await expect(successAlert()).toBeHidden();
  await page.goto('/blog?from=menu-test');
  await expect(currentMenuLink()).toHaveText('Blog');
  await page.goto('/about?from=menu-test&subscribe=success');
  await expect(currentMenuLink()).toHaveText('About Us');
  await expect(successAlert()).toBeVisible();
  await page.goto('/about?from=menu-test-again');
  await expect(successAlert()).toBeHidden();
});
