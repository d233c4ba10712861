import { expectNoAxeViolations, expect, pageScriptHasRun, test } from './fixtures';

test.describe('products, property mart and mortgage pages', () => {
  test('a product page states its promise, benefits and requirements, with one action to open it', async ({ page }) => {
    await page.goto('/products/2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Save-4-It Savings Account');
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Savings' }),
    ).toHaveAttribute('href', '/products/category/savings');
    await expect(page.getByRole('link', { name: 'Get Started With Save-4-It Now' }).first()).toHaveAttribute(
      'href',
      '/instantaccount/ind/002',
    );
    await expect(page.getByRole('heading', { name: 'What you need' })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'What you need' })
        .getByText('A minimum initial deposit of ₦5,000', { exact: true }),
    ).toBeVisible();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'FinancialProduct', name: 'Save-4-It Savings Account', productID: '002' });
    await expectNoAxeViolations(page);
  });

  test('a mortgage without an account code leads to the calculator', async ({ page }) => {
    await page.goto('/products/9');
    await expect(page.getByRole('link', { name: 'Calculate your repayment' }).first()).toHaveAttribute(
      'href',
      '/loan-calculator',
    );
  });

  test('categories list their products, and an unknown category or product is the Error page', async ({ page }) => {
    await page.goto('/products/category/all');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Products');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(13);
    await page.getByRole('navigation', { name: 'Product categories' }).getByRole('link', { name: 'Mortgages' }).click();
    await expect(page).toHaveURL(/\/products\/category\/mortgage$/);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(5);
    await expectNoAxeViolations(page);

    expect((await page.goto('/products/category/loans'))?.status()).toBe(404);
    expect((await page.goto('/products/14'))?.status()).toBe(404);
  });

  test('the menu’s property opens the calculator with its price filled in', async ({ page }) => {
    await page.goto('/property/17');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('3-bedroom terrace duplex in Sangotedo');
    await expect(page.getByText('Sample listing:')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'What would I pay?' }).click();
    await expect(page).toHaveURL(/\/loan-calculator\?price=75000000$/);
    await expect(page.getByRole('textbox', { name: 'Property price' })).toHaveValue('75,000,000');
    expect((await page.goto('/property/1'))?.status()).toBe(200);
    expect((await page.goto('/property/19'))?.status()).toBe(404);
  });

  // The calculator's own journeys are in loan-calculator.spec.ts.

  test('the gallery opens a large view that the keyboard can step through and close', async ({ page }) => {
    await page.goto('/gallery/property/17');
    await page.getByRole('link', { name: 'Open large view of drawing 2' }).click();
    const viewer = page.getByRole('region', { name: 'Drawing 2 of 5' });
    await expect(viewer).toBeFocused();
    // The browser focuses the address's target itself; the keys are the page script's, which comes after the paint.
    await pageScriptHasRun(page);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('region', { name: 'Drawing 3 of 5' })).toBeVisible();
    await pageScriptHasRun(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Open large view of drawing 3' })).toBeFocused();
    await expectNoAxeViolations(page);
    expect((await page.goto('/gallery/blog/1'))?.status()).toBe(404);
  });

  for (const path of ['/loan-step', '/finance', '/service-detail/3', '/gallery/event/1']) {
    test(`${path} has one h1 and no accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectNoAxeViolations(page);
    });
  }
});
