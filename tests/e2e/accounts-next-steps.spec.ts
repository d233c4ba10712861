import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import {
  TUNDE_BVN,
  approveConsent,
  confirmEmailLink,
  field,
  fillApplication,
  freshBvn,
  openBvnDialog,
  prepareContext,
  uniqueEmail,
  verificationLink,
} from './accounts-support';

// Issue 27 (points 9, 10, 15, 22, 23): the instant account says what happened and what to do next.
const boundary = '----bank-e2e-boundary';
const truncated = [
  `--${boundary}`,
  'Content-Disposition: form-data; name="photo"; filename="p.png"',
  'Content-Type: image/png',
  '',
  '\u0089PNG\r\n',
].join('\r\n');

/** Validates the BVN from the instant form: the dialog with JavaScript, /bvnvalidation without. */
async function validateBvn(page: Page, request: APIRequestContext, bvn: string, javaScript: boolean) {
  await page.goto('/instantaccount/ind/r');
  const since = new Date();
  if (javaScript) {
    const dialog = await openBvnDialog(page);
    await dialog.getByRole('textbox', { name: 'BVN' }).fill(bvn);
    await dialog.getByRole('button', { name: 'PROCEED TO VALIDATE' }).click();
    await page.waitForURL(/\/consent\//);
  } else {
    await page.getByRole('link', { name: 'Validate BVN to get started' }).click();
    await field(page, 'BVN').fill(bvn);
    await page.getByRole('button', { name: 'VALIDATE BVN' }).click();
  }
  await approveConsent(page, request, bvn, since);
  await expect(page.getByRole('status').filter({ hasText: 'Bvn Data Fetched..!' }).first()).toBeVisible();
  if (javaScript) await expect(page.getByRole('status').filter({ hasText: 'Bvn Data Fetched..!' })).toHaveCount(2);
}

const resultOf = (page: Page, javaScript: boolean) =>
  page.getByRole(javaScript ? 'dialog' : 'region', { name: 'Congratulations!' });

for (const javaScript of [true, false]) {
  test.describe(`JavaScript ${javaScript ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled: javaScript });
    test.beforeEach(async ({ context, baseURL }) => {
      await prepareContext(context, baseURL!);
    });

    // Point 9: the browser ticked it, the server refused it.
    test('a Ghana number for a BVN record without a phone opens the account', async ({ page, request }) => {
      await validateBvn(page, request, TUNDE_BVN, javaScript);
      await fillApplication(page, {
        product: javaScript ? 'Thrift Savings Account' : 'Visa Standard Account',
        email: uniqueEmail('ghana'),
      });
      if (javaScript) {
        await page.getByRole('button', { name: /Country code: Nigeria \+234/ }).click();
        await page.getByRole('combobox', { name: 'Search for a country' }).fill('Ghana');
        // The list settles on the search before it is tapped (it filters a moment after the typing).
        const countries = page.getByRole('listbox', { name: 'Countries' }).getByRole('option');
        await expect(countries).toHaveText([/Ghana/]);
        await countries.click();
        await field(page, 'Phone').fill('024 123 4567');
        await expect(field(page, 'Phone')).toHaveValue('+233241234567');
      } else {
        await field(page, 'Phone').fill('+233 24 123 4567');
      }
      await page.getByRole('button', { name: 'OPEN INSTANT ACCOUNT' }).click();
      await expect(resultOf(page, javaScript)).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText('Phone must be valid & numeric characters only!!')).toHaveCount(0);
    });

    // Points 10 and 22: a second product for the same BVN.
    test('a second product says the verified e-mail needs nothing, that the first address is kept, and a third try of a product already opened offers sign-in', async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(180_000);
      const bvn = freshBvn();
      const first = uniqueEmail('first');
      const second = uniqueEmail('second');
      await validateBvn(page, request, bvn, javaScript);
      await fillApplication(page, { product: 'Regular Savings Account', email: first });
      await page.getByRole('button', { name: 'OPEN INSTANT ACCOUNT' }).click();
      await expect(
        resultOf(page, javaScript).getByText('Please verify your email address to complete your registration.'),
      ).toBeVisible({ timeout: 20_000 });
      await confirmEmailLink(page, await verificationLink(request, first));

      await validateBvn(page, request, bvn, javaScript);
      await fillApplication(page, { product: 'Save-4-It Account', email: second });
      await page.getByRole('button', { name: 'OPEN INSTANT ACCOUNT' }).click();
      const result = resultOf(page, javaScript);
      await expect(result.getByText(`Your e-mail address ${first} is already verified`)).toBeVisible({
        timeout: 20_000,
      });
      await expect(result.getByText('Please verify your email address to complete your registration.')).toHaveCount(0);
      await expect(result.getByRole('button', { name: 'Resend email' })).toHaveCount(0);
      await expect(
        result.getByText(`You gave ${second}, but we keep the address of your earlier account, ${first}`),
      ).toBeVisible();
      await expect(result.getByRole('textbox', { name: 'Send the confirmation to this e-mail instead' })).toHaveValue(
        second,
      );
      if (javaScript) await expectNoAxeViolations(page);
      await page.screenshot({
        path: testInfo.outputPath(`second-product-${testInfo.project.name}.png`),
        fullPage: true,
      });

      await validateBvn(page, request, bvn, javaScript);
      await fillApplication(page, { product: 'Save-4-It Account', email: first });
      await page.getByRole('button', { name: 'OPEN INSTANT ACCOUNT' }).click();
      // The form's own alert (a notification says the sentence too, without the way on).
      const refusal = page
        .getByRole('alert')
        .filter({ hasText: 'You have already opened this type of Account!' })
        .filter({ has: page.getByRole('link', { name: 'Sign in' }) });
      await expect(refusal).toBeVisible({ timeout: 20_000 });
      await expect(refusal.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
      await expect(refusal.getByRole('link', { name: 'Other types of account' })).toHaveAttribute(
        'href',
        '/accountopening#best-selling',
      );
      await page.screenshot({
        path: testInfo.outputPath(`already-opened-${testInfo.project.name}.png`),
        fullPage: true,
      });
    });

    // Point 22: a link that is not ours.
    test('a bogus verification link says what to do and offers sign-in', async ({ page }, testInfo) => {
      await page.goto(`/instantAccount?msg=1&psc=${'A'.repeat(43)}`);
      await expect(
        page.getByRole('heading', {
          name: 'This verification link is not valid. Please open the whole link from the e-mail we sent you.',
        }),
      ).toBeVisible();
      await expect(page.getByText(/Open the link of the newest e-mail we sent/)).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
      await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute(
        'href',
        '/contact',
      );
      if (javaScript) await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`bogus-link-${testInfo.project.name}.png`), fullPage: true });
    });

    // Point 15: the full registration is found from the account-opening page and the menu.
    test('/accountopening says which path suits whom and links the full registration; its breadcrumb fits', async ({
      page,
    }, testInfo) => {
      await page.goto('/accountopening');
      await expect(page.getByRole('heading', { name: 'Which way suits you?' })).toBeVisible();
      await expect(page.getByText(/Instant account: a few minutes with your BVN/)).toBeVisible();
      await expect(
        page.getByText(/Full registration: five steps, for every product we offer and for corporate accounts/),
      ).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`account-opening-${testInfo.project.name}.png`),
        fullPage: true,
      });
      await expect(page.getByRole('link', { name: 'Full Account Registration', includeHidden: true })).toHaveAttribute(
        'href',
        '/newaccount',
      );
      await page.getByRole('link', { name: /^Full Registration/ }).click();
      await expect(page).toHaveURL(/\/newaccount$/);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(
        /Home\s*\/\s*Open Account\s*\/\s*New Account/,
      );
      await expect(
        page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Open Account' }),
      ).toHaveAttribute('href', '/accountopening');
    });

    // Point 23: a form cut short shows the site's error page with its sentence.
    test("a form cut short on its way shows the site's error page with the reason and a way back", async ({
      page,
    }, testInfo) => {
      const paths = javaScript ? ['/newaccount'] : ['/newaccount', '/instantaccount/ind/r'];
      for (const path of paths) {
        await page.goto(path);
        await page.route(
          (url) => url.pathname.toLowerCase().startsWith(path),
          (route) =>
            route.request().method() === 'POST'
              ? route.continue({
                  postData: truncated,
                  headers: {
                    ...route.request().headers(),
                    'content-type': `multipart/form-data; boundary=${boundary}`,
                  },
                })
              : route.continue(),
        );
        const submit = path === '/newaccount' ? 'Begin Registration' : 'OPEN INSTANT ACCOUNT';
        if (path === '/newaccount') {
          await page.getByRole('combobox', { name: 'Type of Account' }).selectOption('001');
        }
        await page.getByRole('button', { name: submit }).click();
        await expect(page.getByRole('heading', { name: 'We could not take your form', level: 1 })).toBeVisible();
        await expect(
          page.getByText('Your form did not arrive whole. Please check your connection and send it again.'),
        ).toBeVisible();
        await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
        await expect(page.getByRole('link', { name: 'Back to the form' })).toHaveAttribute('href', path);
        await page.screenshot({
          path: testInfo.outputPath(`form-cut-short-${path.replaceAll('/', '-')}-${testInfo.project.name}.png`),
          fullPage: true,
        });
        await page.unrouteAll();
      }
    });
  });
}
