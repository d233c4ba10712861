import type { Locator, Page } from '@playwright/test';
import { displayName } from '../../domain/names';
import { prepareContext } from './accounts-support';
import { codeSentTo, instantAccountCustomer, setPasswordInPage, type WebsiteCustomer } from './customer-area-support';
import { expect, expectNoAxeViolations, test } from './fixtures';

// Issue 28 point 1: sign-in is findable. The header (server markup, kept between pages) reads the
// session: "Sign in" for everyone else, the first name with "My account" and "Sign out" for the
// signed-in customer, in the top bar and in the Self Service menu, with and without JavaScript.
const PASSWORD = '7305194682';

test.beforeEach(async ({ context, baseURL }) => {
  await prepareContext(context, baseURL!);
});

/** The first name the header shows: the account's name is written surname first (OKONKWO ADAEZE NGOZI). */
const firstNameOf = (customer: WebsiteCustomer) => displayName(customer.accountName.split(/\s+/)[1]);

/** The top bar's account links (outside the main menu). */
const topBar = (page: Page) => page.getByRole('banner').locator('#site-account');

/** Opens the Self Service menu as this visitor can: the phone menu first, then the dropdown (by click with scripts, by hover without on desktop). */
async function selfServiceMenu(
  page: Page,
  { isPhone, javaScriptEnabled }: { isPhone: boolean; javaScriptEnabled: boolean },
): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  if (isPhone) {
    if (javaScriptEnabled) await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    else await page.getByRole('banner').getByRole('link', { name: 'Menu' }).click();
  }
  const selfService = nav.getByRole('button', { name: 'Self Service' });
  if (javaScriptEnabled) await selfService.click();
  else if (!isPhone) await selfService.hover();
  const panel = page.locator(`#${await selfService.getAttribute('aria-controls')}`);
  await expect(panel.getByRole('link', { name: 'Validate BVN' })).toBeVisible();
  return panel;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('an instant-account customer signs in from the header, is named there on every page, and signs out from it', async ({
      page,
      baseURL,
    }, testInfo) => {
      test.setTimeout(180_000);
      const isPhone = testInfo.project.name === 'phone';
      const customer = await instantAccountCustomer(baseURL!);
      await setPasswordInPage(page, baseURL!, customer, PASSWORD);
      const firstName = firstNameOf(customer);

      // Signed out: "Sign in" in the top bar and at the end of the Self Service menu, both to /login.
      await page.goto('/');
      await expect(topBar(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
      await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toHaveCount(0);
      const signedOutMenu = await selfServiceMenu(page, { isPhone, javaScriptEnabled });
      await expect(signedOutMenu.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
      await page.goto('/');

      await topBar(page).getByRole('link', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/login$/);
      const since = new Date(Date.now() - 1000);
      await page.getByRole('textbox', { name: 'Account Number or Email' }).fill(customer.accountNumber);
      await page.locator('#login-password').fill(PASSWORD);
      await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
      await page
        .getByRole('textbox', { name: 'One-time code' })
        .fill(await codeSentTo(baseURL!, customer.phone, since));
      await page.getByRole('button', { name: 'Confirm and sign in' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'My Accounts' })).toBeVisible();

      // In the area (a hydrated page) and on the home page (a prerendered file, seen before signing in).
      for (const path of ['/account', '/']) {
        if (path !== '/account') await page.goto(path);
        const bar = topBar(page);
        await expect(bar.getByText(firstName, { exact: true })).toBeVisible();
        await expect(bar.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
        await expect(bar.getByRole('button', { name: 'Sign out' })).toBeVisible();
        await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
      }
      await page.screenshot({
        path: testInfo.outputPath(`header-signed-in-${testInfo.project.name}.png`),
        clip: { x: 0, y: 0, width: page.viewportSize()!.width, height: 160 },
      });
      if (javaScriptEnabled) await expectNoAxeViolations(page);

      const signedInMenu = await selfServiceMenu(page, { isPhone, javaScriptEnabled });
      await expect(signedInMenu.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
      await expect(signedInMenu.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await expect(signedInMenu.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
      await signedInMenu.getByRole('link', { name: 'My account' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'My Accounts' })).toBeVisible();

      await topBar(page).getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByText('You have signed out.')).toBeVisible();
      await expect(topBar(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
      await expect(page.getByRole('banner').getByText(firstName, { exact: true })).toHaveCount(0);
      await page.goto('/');
      await expect(topBar(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toHaveCount(0);
    });
  });
}
