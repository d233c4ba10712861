import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, withoutJavaScript } from './fixtures';
import { contentDeskJourney } from './back-office-support';

// Issue 31 (decisions 105, 106): an editor changes the vendor policy's text and version, a second editor approves,
// and /vendor-policy shows them, still a content page that loads no framework JavaScript; the same for the privacy article.
test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);

const SECTION = 'Paying vendors on time';
/** The two editors, enrolled by the first test and still signed in for the next. */
let editors: Record<'maker' | 'checker', Page>;

const { base, enrolled } = contentDeskJourney(66, {
  maker: { email: 'bisi.editor@agmortgage.test', name: 'Bisi Lawal' },
  checker: { email: 'emeka.editor@agmortgage.test', name: 'Emeka Obi' },
});

test('an editor changes the vendor policy’s text and version, a second editor approves, /vendor-policy shows them', async ({
  browser,
}) => {
  const maker = await enrolled(browser, 'maker');
  const checker = await enrolled(browser, 'checker');
  editors = { maker, checker };

  await maker.goto(`${base}/staff/content`);
  await expect(maker.getByRole('row').filter({ hasText: 'Vendor Policy' })).toContainText('Sample content');
  await maker.getByRole('link', { name: 'Vendor Policy' }).click();
  const text = maker.getByRole('textbox', { name: 'Text (Markdown)' });
  await expect(text).toBeVisible();
  const policyPage = maker.url();
  const seedText = await text.inputValue();

  // A link the allow-list refuses is refused, with JavaScript and without.
  await text.fill(`${seedText}\n\n[Our portal](javascript:alert(1))`);
  await maker.getByRole('button', { name: 'Save draft' }).click();
  await expect(maker.getByText('A link leads to a page of the site').first()).toBeVisible();
  const plainDesk = await withoutJavaScript(browser, maker, policyPage);
  await plainDesk
    .getByRole('textbox', { name: 'Text (Markdown)' })
    .fill(`${seedText}\n\n[Our portal](javascript:alert(1))`);
  await plainDesk.getByRole('button', { name: 'Save draft' }).click();
  await expect(plainDesk.getByText('A link leads to a page of the site').first()).toBeVisible();
  await plainDesk.context().close();

  await text.fill(`${seedText}\n\n## ${SECTION}\nWe pay every undisputed invoice within 30 days of receiving it.`);
  await maker.getByRole('textbox', { name: 'Version', exact: true }).fill('1.1');
  await maker.getByLabel('Effective date').fill('2026-12-01');
  await maker.getByRole('button', { name: 'Save draft' }).click();
  // The whole text goes to the server and back: on a busy machine this takes more than the usual 10 s.
  await expect(maker.getByText('The draft is saved.')).toBeVisible({ timeout: 30_000 });
  const preview = maker.getByRole('region', { name: 'Preview, as the page will show it' });
  await expect(preview.getByRole('heading', { name: SECTION })).toBeVisible();
  await expect(preview).toContainText('1.1');
  await maker.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(maker.getByText('You made this change')).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(maker);
  // Not on the site before a second editor approves it.
  await maker.goto(`${base}/vendor-policy`);
  await expect(maker.getByRole('heading', { name: SECTION })).toHaveCount(0);

  await checker.goto(policyPage);
  await expect(checker.getByText('Submitted by Bisi Lawal')).toBeVisible();
  await checker.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(checker.getByText('Approved: the change is on the site now.')).toHaveCount(1, { timeout: 30_000 });

  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const response = await page.goto(`${base}/vendor-policy`);
    const control = page.getByRole('region', { name: 'Document control' });
    await expect(page.getByRole('heading', { level: 2, name: SECTION })).toBeVisible();
    await expect(control).toContainText('1.1');
    await expect(control).toContainText('1 December 2026');
    if (javaScriptEnabled) {
      // A content page: its HTML names no script, and only the small page script follows (decision 037).
      const html = (await response!.text()).replace(/<noscript>.*?<\/noscript>/gs, '');
      expect(html).not.toMatch(/<script\b[^>]*\ssrc=|rel="modulepreload"|<script\b[^>]*type="module"/);
      await page.waitForLoadState('networkidle');
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .flatMap((entry) => new URL(entry.name).pathname.match(/^\/assets\/([\w.]+)-[\w-]+\.js$/)?.[1] ?? []),
      );
      expect(scripts).toEqual(['enhance']);
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 360, height: 800 });
      await page.screenshot({ path: test.info().outputPath('vendor-policy-phone.png') });
      await page.screenshot({ path: '/tmp/c-vendor-policy-phone.png' });
    }
    await context.close();
  }
});

// Decision 106: the privacy article is content too, changed and approved the same way.
test('an editor changes the privacy article’s title, a second editor approves, /cookie-policy shows it', async () => {
  const { maker, checker } = editors;
  const title = 'Our Privacy Policy, revised';
  await maker.goto(`${base}/staff/content`);
  await maker.getByRole('link', { name: 'Our Privacy Policy' }).click();
  const titleBox = maker.getByRole('textbox', { name: 'Title', exact: true });
  await expect(titleBox).toBeVisible();
  const privacyItem = maker.url();
  await titleBox.fill(title);
  await maker.getByRole('button', { name: 'Save draft' }).click();
  await expect(maker.getByText('The draft is saved.')).toBeVisible({ timeout: 30_000 });
  await expect(
    maker.getByRole('region', { name: 'Preview, as /privacy-policy will show it' }).getByRole('heading', { level: 1 }),
  ).toHaveText(title);
  await maker.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(maker.getByText('You made this change')).toBeVisible({ timeout: 30_000 });

  await checker.goto(privacyItem);
  await checker.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(checker.getByText('Approved: the change is on the site now.')).toHaveCount(1, { timeout: 30_000 });
  await checker.goto(`${base}/cookie-policy`);
  await expect(checker.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(checker.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/privacy-policy$/);
});
