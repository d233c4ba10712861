import type { Browser } from '@playwright/test';
import { expect, expectNoAxeViolations, test, withoutJavaScript } from './fixtures';
import { contentDeskJourney } from './back-office-support';

// Issue 31 (decision 100): an editor publishes a site notice with a second editor's approval, every public
// page shows it at the top, with and without JavaScript, and a withdrawal approved the same way takes it down.
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const MESSAGE = 'Our branches close at 1 pm on 24 December; mobile banking stays open.';

const { base, enrolled } = contentDeskJourney(8, {
  maker: { email: 'ada.editor@agmortgage.test', name: 'Ada Bello' },
  checker: { email: 'tunde.editor@agmortgage.test', name: 'Tunde Okoro' },
});

/** The banner of a page as a visitor of its own (a browser that kept no page) opens it, with or without JavaScript. */
async function bannerOn(browser: Browser, path: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${base}${path}`);
  return { page, banner: page.getByRole('region', { name: 'Notice from the bank' }) };
}

test('an editor publishes a site notice, a second editor approves it, every page shows it until it is withdrawn', async ({
  browser,
}) => {
  const maker = await enrolled(browser, 'maker');
  const checker = await enrolled(browser, 'checker');

  await maker.goto(`${base}/staff/content`);
  await maker.getByRole('button', { name: 'Add a site notice' }).click();
  await expect(maker.getByRole('textbox', { name: 'Message (Markdown on one line)' })).toBeVisible();
  const noticePage = maker.url();
  await maker
    .getByRole('textbox', { name: 'Message (Markdown on one line)' })
    .fill(MESSAGE.replace('1 pm', '**1 pm**'));
  // Words for a link without its address are refused, with JavaScript and without.
  await maker.getByRole('textbox', { name: /^Link words/ }).fill('Find your branch');
  await maker.getByRole('button', { name: 'Save draft' }).click();
  await expect(maker.getByText('Enter a page of the site (/rates)').first()).toBeVisible();
  const plainDesk = await withoutJavaScript(browser, maker, noticePage);
  await plainDesk.getByRole('textbox', { name: 'Message (Markdown on one line)' }).fill(MESSAGE);
  await plainDesk.getByRole('textbox', { name: /^Link words/ }).fill('Find your branch');
  await plainDesk.getByRole('button', { name: 'Save draft' }).click();
  await expect(plainDesk.getByText('Enter a page of the site (/rates)').first()).toBeVisible();
  await plainDesk.context().close();

  await maker.getByRole('textbox', { name: /^Link address/ }).fill('/contact');
  const preview = maker.getByRole('region', { name: 'Preview, as the top of every public page will show it' });
  await maker.getByRole('button', { name: 'Save draft' }).click();
  await expect(maker.getByText('The draft is saved.')).toBeVisible();
  await expect(preview.locator('strong', { hasText: '1 pm' })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Find your branch' })).toHaveAttribute('href', '/contact');
  await maker.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(maker.getByText('You made this change')).toBeVisible();
  await expectNoAxeViolations(maker);
  // Not on the site before a second editor approves it.
  await expect((await bannerOn(browser, '/', true)).banner).toHaveCount(0);

  await checker.goto(noticePage);
  await expect(checker.getByText('Submitted by Ada Bello')).toBeVisible();
  await checker.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(checker.getByText('Approved: the change is on the site now.')).toHaveCount(1);

  for (const path of ['/', '/about'])
    for (const javaScriptEnabled of [true, false]) {
      const { page, banner } = await bannerOn(browser, path, javaScriptEnabled);
      await expect(banner, `${path}, JavaScript ${javaScriptEnabled}`).toContainText(MESSAGE);
      await expect(banner.locator('strong', { hasText: '1 pm' })).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Find your branch' })).toHaveAttribute('href', '/contact');
      // At the top: above the header.
      const [bannerBox, headerBox] = [await banner.boundingBox(), await page.locator('header').first().boundingBox()];
      expect(bannerBox!.y).toBeLessThan(headerBox!.y);
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      if (path === '/' && javaScriptEnabled) {
        await page.setViewportSize({ width: 360, height: 800 });
        await page.screenshot({ path: '/tmp/b-site-notice-phone.png' });
        await page.screenshot({ path: test.info().outputPath('site-notice-phone.png') });
      }
      await page.context().close();
    }

  await maker.goto(noticePage);
  await maker.getByRole('button', { name: 'Ask to withdraw it from the site' }).click();
  await expect(maker.getByText('Ada Bello asked to withdraw it')).toBeVisible();
  await checker.goto(`${base}/staff/approvals`);
  const request = checker.getByRole('listitem').filter({ hasText: 'Withdraw content from the site' });
  await expect(request).toContainText('Our branches close');
  await request.getByRole('button', { name: /^Approve/ }).click();
  await expect(checker.getByText('Approved: the action is done.')).toBeVisible();
  for (const path of ['/', '/about'])
    for (const javaScriptEnabled of [true, false]) {
      const { page, banner } = await bannerOn(browser, path, javaScriptEnabled);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(banner, `${path}, JavaScript ${javaScriptEnabled}`).toHaveCount(0);
      await page.context().close();
    }
});
