import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

// Issue 31.4: /rates, the NDIC mark and statement, and the Property Mart's index (docs/decisions/077).

const NDIC_STATEMENT =
  'Deposits are insured by the Nigeria Deposit Insurance Corporation (NDIC) up to the limits it sets.';

const status = (page: Page) => page.getByRole('main').getByRole('status');
const listings = (page: Page) => page.getByRole('list', { name: 'Homes for sale' }).getByRole('listitem');

/** Whether the page is wider than the window (a table too wide for a phone, say). */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const javaScriptEnabled of [true, false]) {
  test.describe(`${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test('the footer leads to the Property Mart, whose filters find Lagos homes, page on and say when none match', async ({
      page,
    }) => {
      await page.goto('/about');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Property Mart' }).click();
      await expect(page).toHaveURL(/\/property$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property Mart');
      await expect(status(page)).toHaveText('18 homes match, page 1 of 2');
      await expect(listings(page)).toHaveCount(9);
      await expect(listings(page).first()).toContainText('Sample listing');

      const pages = page.getByRole('navigation', { name: 'Pages of homes' });
      await pages.getByRole('link', { name: 'Next page' }).click();
      await expect(page).toHaveURL(/\/property\?page=2#results$/);
      await expect(status(page)).toHaveText('18 homes match, page 2 of 2');
      await expect(listings(page)).toHaveCount(9);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/property$/);

      await page.getByRole('combobox', { name: 'State' }).selectOption('Lagos');
      await page.getByRole('combobox', { name: 'Lowest price' }).selectOption({ label: '₦50,000,000' });
      await page.getByRole('button', { name: 'Show homes' }).click();
      await expect(page).toHaveURL(/\/property\?state=Lagos&.*minPrice=50000000/);
      await expect(status(page)).toHaveText('5 homes match');
      for (const listing of await listings(page).all()) await expect(listing).toContainText('Lagos');
      await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('Lagos');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        /\/property\?state=Lagos&minPrice=50000000$/,
      );
      await expect(page.getByRole('navigation', { name: 'Pages of homes' })).toHaveCount(0);

      await page
        .getByRole('link', { name: 'What would I pay? for the 3-bedroom semi-detached duplex in Ogudu' })
        .click();
      await expect(page).toHaveURL(/\/loan-calculator\?price=110000000$/);
      await page.goBack();

      await page.getByRole('link', { name: '3-bedroom terrace duplex in Sangotedo', exact: true }).click();
      await expect(page).toHaveURL(/\/property\/17$/);

      await page.goto('/property?state=Kaduna&type=land');
      await expect(status(page)).toHaveText('0 homes match');
      await expect(page.getByRole('heading', { name: 'No homes match your filters' })).toBeVisible();
      await page.getByRole('link', { name: 'Show all homes' }).click();
      await expect(page).toHaveURL(/\/property$/);
      await expect(status(page)).toHaveText('18 homes match, page 1 of 2');
    });

    test('/rates shows dated tables from the products, linked from the footer and a product page; the NDIC statement is in the footer', async ({
      page,
    }) => {
      await page.goto('/products/5');
      const rates = page.getByRole('region', { name: 'Rates and fees' });
      const mortgages = rates.getByRole('table', { name: 'Mortgages' });
      await expect(mortgages.getByRole('row')).toHaveCount(2);
      await expect(mortgages.getByRole('row', { name: /National Housing Fund/ })).toContainText('6%');
      await expect(page.getByRole('main')).not.toContainText(NDIC_STATEMENT);
      await expect(page.getByRole('contentinfo')).toContainText(NDIC_STATEMENT);
      await expect(page.getByRole('contentinfo')).toContainText('Insured by NDIC');
      await rates.getByRole('link', { name: 'See all our rates and fees' }).click();

      await expect(page).toHaveURL(/\/rates$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rates and Fees');
      await expect(page.getByText(/^Sample figures:/)).toBeVisible();
      for (const caption of ['Savings accounts', 'Fixed deposits', 'Investments', 'Mortgages', 'Fees']) {
        const table = page.getByRole('table', { name: caption });
        await expect(table.getByRole('columnheader', { name: 'Effective' })).toBeVisible();
        await expect(table.locator('time[datetime]').first()).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
      }
      const fixed = page.getByRole('table', { name: 'Fixed deposits' });
      for (const term of ['30 days', '60 days', '90 days', '180 days', '365 days'])
        await expect(fixed.getByRole('cell', { name: term, exact: true })).toBeVisible();
      await expect(
        page.getByRole('table', { name: 'Mortgages' }).getByRole('row', { name: /National Housing Fund/ }),
      ).toContainText(/Up to 30 years\s*6%/);
      await expect(
        page.getByRole('table', { name: 'Fees' }).getByRole('rowheader', { name: 'Valuation fee' }),
      ).not.toHaveCount(0);
      expect(await overflowsSideways(page)).toBe(false);

      await page.getByRole('contentinfo').getByRole('link', { name: 'Rates and Fees' }).click();
      await expect(page).toHaveURL(/\/rates$/);
    });
  });
}

test('a savings product shows the NDIC mark and statement; product pages with rates pass axe', async ({ page }) => {
  await page.goto('/products/1');
  const main = page.getByRole('main');
  await expect(main.getByText('Insured by NDIC')).toBeVisible();
  await expect(main).toContainText(NDIC_STATEMENT);
  await expect(main.getByRole('table', { name: 'Savings accounts' })).toContainText('4%');
  await expectNoAxeViolations(page);
  await page.goto('/products/5');
  await expectNoAxeViolations(page);
});

test('/rates and /property pass axe, the empty state and the notice of a query it could not use included', async ({
  page,
}) => {
  await page.goto('/rates');
  await expectNoAxeViolations(page);
  await page.goto('/property');
  await expectNoAxeViolations(page);
  expect(await overflowsSideways(page)).toBe(false);
  await page.goto('/property?state=Kaduna&type=land');
  await expectNoAxeViolations(page);

  const response = await page.goto('/property?state=Atlantis&bedrooms=many&page=9');
  expect(response?.status()).toBe(200);
  const notice = page.getByRole('region', { name: 'Part of your search could not be used' });
  await expect(notice.getByRole('listitem')).toHaveText([
    'We have no homes listed in that state, so homes in every state are shown.',
    'Bedrooms must be a number from 1 to 5, so that filter was left out.',
    'There are not that many pages, so the last page is shown.',
  ]);
  await expect(status(page)).toHaveText('18 homes match, page 2 of 2');
  await expectNoAxeViolations(page);
});
