import { expectNoAxeViolations, expect, test } from './fixtures';

test.describe('home and corporate pages', () => {
  test('the home page answers "own your home" with its two actions', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Own your home, one sure step at a time');
    const hero = page.getByRole('region', { name: 'Own your home, one sure step at a time' });
    await expect(hero.getByRole('link', { name: 'Open Account' })).toHaveAttribute('href', '/accountopening');
    await expect(hero.getByRole('link', { name: 'Mortgage Calculator' })).toHaveAttribute('href', '/loan-calculator');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd['@type']).toBe('BankOrCreditUnion');
    await expectNoAxeViolations(page);
  });

  test('the calculator teaser opens the Mortgage Calculator with the figures filled in', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Home price (₦)').fill('40,000,000');
    await page.getByLabel('Years to repay').selectOption('25');
    await page.getByRole('button', { name: 'Calculate my repayment' }).click();
    await expect(page).toHaveURL(/\/loan-calculator\?price=40%2C000%2C000&tenorYears=25/);
  });

  test('a board member opens from the list, and an unknown profile is the Error page', async ({ page }) => {
    await page.goto('/directors');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Board Of Directors');
    await expect(
      page.getByRole('navigation', { name: 'Leadership groups' }).getByRole('link', { name: 'Board Of Directors' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('article')).toHaveCount(12);
    await page.getByRole('link', { name: 'Ngozi Chiamaka Okafor' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ngozi Chiamaka Okafor');
    await expect(page.getByText('MD/CEO').first()).toBeVisible();
    await expectNoAxeViolations(page);

    const response = await page.goto('/management/nobody-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('search').getByRole('searchbox', { name: 'Search the site' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the management list shows 13 people', async ({ page }) => {
    await page.goto('/management');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Management Team');
    await expect(page.getByRole('article')).toHaveCount(13);
    await expectNoAxeViolations(page);
  });

  for (const path of ['/about', '/anniversary', '/bigfamilydream', '/team', '/apps', '/coming-soon', '/error']) {
    test(`${path} has one h1 and passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectNoAxeViolations(page);
    });
  }

  test('Big Family Dream opens the Family Savings account', async ({ page }) => {
    await page.goto('/bigfamilydream');
    await expect(page.getByRole('link', { name: 'Start Family Savings' }).first()).toHaveAttribute(
      'href',
      '/instantaccount/ind/familyplay',
    );
  });
});

test.describe('login', () => {
  test('checks the fields, then answers an unknown account as any wrong password', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Account Number or Email' }).fill('12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const problems = page.getByRole('alert', { name: 'There is a problem' });
    await expect(problems).toContainText('Enter your 10-digit account number or your e-mail address.');
    await expect(problems).toContainText('The values entered for Password is invalid!');
    await expect(page.getByRole('textbox', { name: 'Account Number or Email' })).toBeFocused();
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: 'Account Number or Email' }).fill('0123456789');
    await page.locator('#login-password').fill('1234567890');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('region', { name: 'Sign in' }).getByRole('alert')).toContainText(
      'The account number or e-mail and the password do not match our records.',
    );
    await expect(page.getByRole('link', { name: 'Use the Self Service Portal' })).toHaveAttribute(
      'href',
      '/profileupdate',
    );
    await expect(page.getByRole('link', { name: 'Set or reset your password' }).first()).toHaveAttribute(
      'href',
      '/login/password',
    );
  });
});
