/**
 * Issue 26.4: a lock-out says what happened. Wrong passwords from one browser's address stop that
 * address for the account typed (docs/decisions/049), with and without JavaScript.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { prepareContext } from './accounts-support';

test.beforeEach(async ({ context, baseURL }) => {
  await prepareContext(context, baseURL!);
});

async function customerTypesWrongPasswords(page: Page, count: number, username: string) {
  await page.goto('/login');
  for (let attempt = 0; attempt < count; attempt += 1) {
    await page.getByRole('textbox', { name: 'Account Number or Email' }).fill(username);
    await page.locator('#login-password').fill('1357924680');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: attempt < count - 1 ? 'do not match our records' : 'Too many wrong passwords' }),
    ).toBeVisible();
  }
}

async function staffTypesWrongPasswords(page: Page, count: number, email: string) {
  await page.goto('/staff/login');
  for (let attempt = 0; attempt < count; attempt += 1) {
    await page.getByRole('textbox', { name: 'Work e-mail address' }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not the right pass phrase');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert').first()).toContainText(
      attempt < count - 1 ? 'do not match a staff member' : 'Too many wrong passwords',
    );
  }
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('the 11th password from one address for an account says wrong passwords from your network stopped it', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await customerTypesWrongPasswords(page, 11, `stranger.${randomUUID().slice(0, 8)}@example.com`);
      await expect(page.getByRole('alert').filter({ hasText: 'Too many wrong passwords' })).toContainText(
        /Too many wrong passwords were typed for this account from your network\. Please try again in (60|59) minutes, or set a new password\./,
      );
      // axe runs in the page: only with JavaScript.
      if (javaScriptEnabled) await expectNoAxeViolations(page);
    });

    test('the 6th staff password from one address says wrong passwords from your network stopped it', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await staffTypesWrongPasswords(page, 6, `stranger.${randomUUID().slice(0, 8)}@agmortgagebank.example`);
      await expect(page.getByRole('alert').first()).toContainText(
        /Too many wrong passwords were typed for this e-mail address from your network\. Please try again in (15|14) minutes\./,
      );
      // axe runs in the page: only with JavaScript.
      if (javaScriptEnabled) await expectNoAxeViolations(page);
    });
  });
}
