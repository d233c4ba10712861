import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { PAGE_SCRIPT_LOADER_ID, PAGE_SCRIPT_RAN } from '../../app/lib/page-script';

/**
 * The test fixture of every browser journey: a console error or an uncaught page error (a CSP
 * refusal included) fails the test, as in the unit tests.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  /**
   * The page script arrives after the first paint (docs/decisions/039), possibly after `load`:
   * `goto` and `reload` also wait until it has run, where the page has it and JavaScript is on.
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    for (const method of ['goto', 'reload'] as const) {
      const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>;
      page[method] = (async (...args: unknown[]) => {
        const response = await navigate(...args);
        if (javaScriptEnabled) await pageScriptHasRun(page);
        return response;
      }) as never;
    }
    await use(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // Failed resource loads are reported by the test that expects them (404 page, failed download).
        if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The details of a test, in a spec checked at both sizes, that a screen's size does not change: the desktop project
 * leaves it out (playwright.config.ts, docs/decisions/073).
 */
export const ONE_SIZE = { tag: '@one-size' };

/** Runs axe (WCAG 2.0-2.2 A and AA) on the page and fails with the list of violations. */
export async function expectNoAxeViolations(page: Page) {
  // At the top of the page: scrolled to a form's problems, the breadcrumb half under the sticky header
  // would count as a small target, a state of the scroll, not of the page.
  await page.evaluate(() => window.scrollTo(0, 0));
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 5)
        .join(' | ')}`,
  );
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Holds back the page's requests to URLs matching `pattern`, as on a slow network, until the
 * returned function is called.
 */
export async function holdBack(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until the page script has run, on a page that loads it. */
export async function pageScriptHasRun(page: Page) {
  await page.waitForFunction(
    ({ loaderId, ran }) =>
      !document.getElementById(loaderId) || document.documentElement.getAttribute(ran.attribute) === ran.value,
    { loaderId: PAGE_SCRIPT_LOADER_ID, ran: PAGE_SCRIPT_RAN },
  );
}

/**
 * The page `page` shows, opened again in a new context without JavaScript and with its cookies (the same
 * member or customer signed in): what a browser whose scripts never arrive is served. Close it with
 * `plain.context().close()`.
 */
export async function withoutJavaScript(browser: Browser, page: Page, url = page.url()) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await context.newPage();
  await plain.goto(url);
  return plain;
}
