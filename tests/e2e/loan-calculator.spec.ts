/**
 * The mortgage calculator (issue 9), with JavaScript and without. Expected figures were worked
 * out apart from the code (Python's decimal module, decision 030's rounding rules).
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { prepareContext } from './accounts-support';
import { ONE_SIZE, expect, expectNoAxeViolations, holdBack, test } from './fixtures';

test.beforeEach(async ({ context, baseURL }) => {
  await prepareContext(context, baseURL!);
});

const estimate = (page: Page) => page.getByRole('region', { name: 'Your estimate' });
const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const yearRows = (page: Page) => page.getByRole('region', { name: 'By year' }).getByRole('row');
const paymentRows = (page: Page) =>
  page
    .getByRole('region', { name: /^By (month|quarter|year)$/ })
    .last()
    .getByRole('row');

async function downloadCsv(page: Page): Promise<string[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the schedule (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('mortgage-schedule.csv');
  return (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
}

const noScriptButton = (page: Page) => page.getByRole('button', { name: 'Use this product’s terms' });

/**
 * The calculator once React has taken it over (the no-script button is gone). Its code loads when
 * the visitor turns to it, so the journey focuses it first.
 */
async function openCalculator(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('radio').first().focus();
  await expect(noScriptButton(page)).toBeHidden();
}

test.describe('with JavaScript', () => {
  test('recomputes on every change, keeps the figures in the address, and a shared address shows the same', async ({
    page,
    context,
  }) => {
    await openCalculator(page, '/loan-calculator');
    await expect(estimate(page)).toContainText('₦308,662.30');
    await box(page, 'Property price').fill('15,000,000');
    await box(page, 'Equity (down payment)').fill('0');
    await box(page, 'Interest rate').fill('6');
    await box(page, 'Tenor').fill('30');
    await expect(estimate(page)).toContainText('₦89,932.58');
    await expect(estimate(page)).toContainText('₦17,375,727.80');
    await box(page, 'First payment').fill('2027-01');
    await expect(page).toHaveURL(
      /\?basis=price&product=standard&price=15000000&equityPercent=0&annualRatePercent=6&tenorYears=30&startMonth=2027-01$/,
    );
    await expect(yearRows(page)).toHaveCount(31);
    await expect(paymentRows(page)).toHaveCount(361);
    await expect(paymentRows(page).nth(1)).toContainText('Jan 2027');
    await expect(page.getByRole('img', { name: 'Balance over time' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Principal and interest each year' })).toBeVisible();

    const shared = await context.newPage();
    await shared.goto(page.url());
    await expect(estimate(shared)).toContainText('₦89,932.58');
    await expect(box(shared, 'First payment')).toHaveValue('2027-01');
    await expect(paymentRows(shared).last()).toContainText('₦89,931.58');
    await shared.close();

    await box(page, 'Tenor').fill('31');
    await box(page, 'Tenor').blur();
    await expect(page.getByText('Enter a tenor of at most 30 years.')).toBeVisible();
    await expect(estimate(page)).toContainText('Correct the fields marked in red');
    await box(page, 'Tenor').fill('30');
    await expectNoAxeViolations(page);
  });

  test(
    'reading the page loads none of its code; a choice made before the code arrives is kept, with its terms',
    ONE_SIZE,
    async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto('/loan-calculator', { waitUntil: 'networkidle' });
      expect(scripts.filter((script) => /\/zod-/.test(script))).toEqual([]);
      await expect(estimate(page)).toContainText('₦308,662.30');

      // The code is held back, as on a slow network, so that the choice lands on the server's HTML.
      const release = await holdBack(page, '**/assets/*.js');
      await page.getByRole('radio', { name: /National Housing Fund/ }).check();
      await expect.poll(() => scripts.some((script) => /\/zod-/.test(script))).toBe(true);
      await expect(noScriptButton(page)).toBeVisible();
      release();
      await expect(noScriptButton(page)).toBeHidden();
      await expect(page.getByRole('radio', { name: /National Housing Fund/ })).toBeChecked();
      await expect(box(page, 'Interest rate')).toHaveValue('6');
      await expect(box(page, 'Equity (down payment)')).toHaveValue('40');
      await expect(page).toHaveURL(/product=nhf/);
    },
  );

  test('a product fills its rate and tenor and its rules are checked', ONE_SIZE, async ({ page }) => {
    await openCalculator(page, '/loan-calculator?price=25000000');
    await page.getByRole('radio', { name: /National Housing Fund/ }).check();
    await expect(box(page, 'Interest rate')).toHaveValue('6');
    await expect(box(page, 'Tenor')).toHaveValue('30');
    await expect(box(page, 'Equity (down payment)')).toHaveValue('40');
    await expect(estimate(page)).toContainText('These figures fit the National Housing Fund (NHF) terms.');
    await expect(estimate(page)).toContainText('₦89,932.58');

    await page.getByRole('radio', { name: /Leap Into Mortgage/ }).check();
    await expect(page.getByRole('radio', { name: 'The loan amount' })).toBeChecked();
    await expect(box(page, 'Loan amount')).toHaveValue('1,000,000');
    await expect(box(page, 'Tenor')).toHaveValue('5');
    await box(page, 'Loan amount').fill('1,200,000');
    await expect(estimate(page)).toContainText('Leap Into Mortgage lends at most ₦1,000,000.');
    // Outside the product's terms the application would refuse the figures: no 'Apply' is offered.
    await expect(page.getByRole('link', { name: 'Apply for this loan' })).toHaveCount(0);
    await expect(
      page.getByText('To apply, change the figures until they fit the Leap Into Mortgage terms.'),
    ).toBeVisible();
    await box(page, 'Loan amount').fill('900,000');
    await expect(page.getByRole('link', { name: 'Apply for this loan' })).toBeVisible();

    await page.getByRole('radio', { name: /Tenant Ownership Mortgage/ }).check();
    await box(page, 'Loan amount').fill('20,000,000');
    await page.getByRole('combobox', { name: 'Payments' }).selectOption('quarterly');
    await expect(estimate(page)).toContainText('Quarterly repayment');
    await expect(estimate(page)).toContainText('₦927,413.87');
    await expect(paymentRows(page)).toHaveCount(81);
    await expect(page).toHaveURL(/frequency=quarterly/);
  });

  test('extra payments end the loan early and say what they save', ONE_SIZE, async ({ page }) => {
    await openCalculator(page, '/loan-calculator');
    await page.getByText('Extra payments (optional)').click();
    await box(page, 'Extra every month').fill('50,000');
    await box(page, 'One-off payment').fill('1,000,000');
    await box(page, 'In month number').fill('12');
    await expect(estimate(page)).toContainText(
      'Your extra payments repay the loan 10 years and 11 months sooner and save ₦34,130,693.89 of interest.',
    );
    await expect(paymentRows(page)).toHaveCount(110);
    await expect(estimate(page)).toContainText('₦212,740.05');
  });

  test('from an income, the largest loan within a third of it, and the home it buys', ONE_SIZE, async ({ page }) => {
    await openCalculator(page, '/loan-calculator');
    await page.getByRole('radio', { name: 'My income (what can I afford?)' }).check();
    await box(page, 'Net monthly income').fill('900,000');
    await box(page, 'Existing monthly repayments').fill('50,000');
    await expect(estimate(page)).toContainText('You could borrow about₦16,198,000.00');
    await expect(estimate(page)).toContainText('That buys a home of about ₦20,247,500.00 with 20% equity.');
    await expect(estimate(page)).toContainText('Repayments of up to ₦250,000.00 a month: one third of your net income');
    await box(page, 'Share of income for repayments').fill('40');
    await expect(estimate(page)).toContainText('Repayments of up to ₦310,000.00 a month: 40%');
    await expect(box(page, 'Property price')).toBeHidden();
    // Scrolled down, the site's sticky header covers the breadcrumb, which axe counts as a small target.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);
  });

  test(
    'opens from a property page with its price, downloads the schedule and leads to the application',
    ONE_SIZE,
    async ({ page }) => {
      await page.goto('/property/17');
      await page.getByRole('link', { name: 'What would I pay?' }).click();
      await expect(page).toHaveURL(/\/loan-calculator\?price=75000000$/);
      await expect(box(page, 'Property price')).toHaveValue('75,000,000');
      await expect(estimate(page)).toContainText('₦925,986.91');

      const lines = await downloadCsv(page);
      expect(lines[0]).toBe(
        'Payment,Month,Payment (NGN),Principal (NGN),Interest (NGN),Extra payment (NGN),Balance (NGN)',
      );
      expect(lines).toHaveLength(242);
      expect(lines[1]).toMatch(/^1,\d{4}-\d\d,925986\.91,25986\.91,900000\.00,0\.00,59974013\.09$/);
      expect(lines[240]).toMatch(/,0\.00$/);
      expect(lines[241]).toMatch(/^Total,,\d+\.\d\d,60000000\.00,\d+\.\d\d,0\.00,$/);

      const apply = page.getByRole('link', { name: 'Apply for this loan' });
      await expect(apply).toHaveAttribute(
        'href',
        '/loan-step?basis=price&product=standard&price=75000000&equityPercent=20&annualRatePercent=18&tenorYears=20',
      );
    },
  );
});

// Issue 31.5: on a phone the schedules' columns went past the edge with nothing to say so.
test(
  'on a phone each schedule says it scrolls sideways, shadows its edge and scrolls by the keyboard',
  ONE_SIZE,
  async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/loan-calculator?basis=price&product=standard&price=15000000&annualRatePercent=6&tenorYears=30');
    for (const name of ['By year', 'By month']) {
      const schedule = page.getByRole('region', { name, exact: true });
      await expect(schedule).toHaveAccessibleDescription('Scroll the table sideways to see every column.');
      await expect(page.getByText('Scroll the table sideways to see every column.').first()).toBeVisible();
      expect(await schedule.evaluate((box) => box.scrollWidth > box.clientWidth), name).toBe(true);
      expect(await schedule.evaluate((box) => getComputedStyle(box).backgroundImage), name).toContain(
        'radial-gradient',
      );
      await schedule.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => schedule.evaluate((box) => box.scrollLeft), name).toBeGreaterThan(0);
    }
  },
);

// axe runs its script in the page, so the pages rendered by the server are checked above, hydrated.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form is sent to the server, which renders the result, the charts and the schedule', async ({ page }) => {
    await page.goto('/loan-calculator');
    await box(page, 'Property price').fill('10,000,000');
    await box(page, 'Interest rate').fill('0');
    await box(page, 'Tenor').fill('10');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page).toHaveURL(/price=10%2C000%2C000/);
    await expect(estimate(page)).toContainText('₦66,666.67');
    await expect(estimate(page)).toContainText('₦66,666.27');
    await expect(page.getByRole('img', { name: 'Balance over time' })).toBeVisible();
    await expect(yearRows(page)).toHaveCount(11);
    await expect(paymentRows(page)).toHaveCount(121);

    const lines = await downloadCsv(page);
    expect(lines).toHaveLength(122);
    expect(lines[1]).toMatch(/^1,\d{4}-\d\d,66666\.67,66666\.67,0\.00,0\.00,7933333\.33$/);
  });

  test('a mistake is named beside its field and the figures typed stay', ONE_SIZE, async ({ page }) => {
    await page.goto('/loan-calculator?price=abc&tenorYears=40');
    await expect(page.getByText('Enter the property price as a number.')).toBeVisible();
    await expect(page.getByText('Enter a tenor of at most 30 years.')).toBeVisible();
    await expect(box(page, 'Property price')).toHaveValue('abc');
  });

  test('the loan amount basis and a product’s terms work with the buttons alone', ONE_SIZE, async ({ page }) => {
    await page.goto('/loan-calculator');
    await expect(box(page, 'Loan amount')).toBeHidden();
    await page.getByRole('radio', { name: 'The loan amount' }).check();
    await expect(box(page, 'Loan amount')).toBeVisible();
    await expect(box(page, 'Property price')).toBeHidden();
    await box(page, 'Loan amount').fill('15,000,000');
    await page.getByRole('radio', { name: /National Housing Fund/ }).check();
    await page.getByRole('button', { name: 'Use this product’s terms' }).click();
    await expect(box(page, 'Interest rate')).toHaveValue('6');
    await expect(box(page, 'Tenor')).toHaveValue('30');
    await expect(estimate(page)).toContainText('₦89,932.58');
    await expect(estimate(page)).toContainText('These figures fit the National Housing Fund (NHF) terms.');
  });

  test('the NHF preset of a product page applies the NHF terms', ONE_SIZE, async ({ page }) => {
    await page.goto('/loan-calculator?price=16500000&preset=nhf');
    await expect(page.getByRole('radio', { name: /National Housing Fund/ })).toBeChecked();
    await expect(box(page, 'Equity (down payment)')).toHaveValue('10');
    await expect(estimate(page)).toContainText('₦14,850,000.00');
  });
});
