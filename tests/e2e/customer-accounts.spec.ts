import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { addBankDays, bankDayOf } from '../../domain/bank-days';
import { pdfText } from '../support/pdf-text';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { prepareContext } from './accounts-support';
import { signedInCustomer } from './back-office-support';
import { instantAccountCustomer, setPasswordInPage, signInInPage, type WebsiteCustomer } from './customer-area-support';

// Issue 28: the area agrees with the bank: an account opened online is linked, shows its balance and
// last transactions from the core, and gives a statement of a chosen period as PDF and CSV.
const PASSWORD = '7531902468';

test.beforeEach(async ({ context, baseURL }) => {
  await prepareContext(context, baseURL!);
});

/** Money in and out of the account, as the bank's channels post it to the local core. */
async function post(base: string, accountNumber: string, amountKobo: number, narration: string) {
  const response = await fetch(`${base}/dev/core-banking/postings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ accountNumber, amountKobo, narration }),
  });
  expect(response.status).toBe(201);
}

/** A full-page screenshot kept with the test's results, to look at. */
async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-${page.viewportSize()!.width}.png`), fullPage: true });
}

async function download(page: Page, linkName: string): Promise<{ name: string; bytes: Buffer }> {
  const started = page.waitForEvent('download');
  await page.getByRole('link', { name: linkName }).click();
  const file = await started;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

async function checkStatement(page: Page, customer: WebsiteCustomer, { isScripted }: { isScripted: boolean }) {
  await page.getByRole('link', { name: `Statement of Regular Savings ${customer.accountNumber}` }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: `Statement of Regular Savings ${customer.accountNumber}` }),
  ).toBeVisible();
  await expect(page.getByText('Transfer from Zenith Bank: salary')).toBeVisible();
  // axe runs in the page: only where scripts run.
  if (isScripted) await expectNoAxeViolations(page);
  await screenshot(page, `statement-${isScripted ? 'js' : 'no-js'}`);

  const today = bankDayOf();
  const from = page.getByRole('textbox', { name: 'From', exact: true });
  const to = page.getByRole('textbox', { name: 'To', exact: true });
  await from.fill(today);
  await to.fill(addBankDays(today, -3));
  await page.getByRole('button', { name: 'Show statement' }).click();
  await expect(page.getByText('The first day must be on or before the last day.').first()).toBeVisible();
  if (isScripted) {
    await expect(from).toBeFocused();
    // Scrolled to the field, the sticky header covers the area's menu: axe judges the page from its top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);
  }
  await screenshot(page, `statement-error-${isScripted ? 'js' : 'no-js'}`);
  await to.fill(addBankDays(today, 1));
  await from.fill(addBankDays(today, -7));
  await page.getByRole('button', { name: 'Show statement' }).click();
  await expect(page.getByText('The last day cannot be after today.').first()).toBeVisible();
  if (isScripted) await expect(to).toBeFocused();

  await to.fill(today);
  await page.getByRole('button', { name: 'Show statement' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${addBankDays(today, -7)}&to=${today}`));
  await expect(page.getByText('POS purchase: Shoprite Lekki')).toBeVisible();
  await expect(page.getByText('Closing balance')).toBeVisible();

  const pdf = await download(page, 'Download PDF');
  expect(pdf.name).toBe(`statement-${customer.accountNumber.slice(-4)}-${addBankDays(today, -7)}-to-${today}.pdf`);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfText(pdf.bytes)).toEqual(
    expect.arrayContaining([
      customer.accountNumber,
      'Regular Savings',
      'Transfer from Zenith Bank: salary',
      '250,000.00',
      '12,345.67',
      '237,654.33',
    ]),
  );

  const csv = await download(page, 'Download CSV');
  expect(csv.name).toBe(`statement-${customer.accountNumber.slice(-4)}-${addBankDays(today, -7)}-to-${today}.csv`);
  const rows = csv.bytes.toString('utf8').trim().split('\r\n');
  expect(rows[0]).toBe('Date,Details,Reference,Money in (NGN),Money out (NGN),Balance (NGN)');
  expect(rows[1]).toBe(`${addBankDays(today, -7)},Opening balance,,,,0.00`);
  expect(
    rows.some((row) =>
      /^\d{4}-\d{2}-\d{2},Transfer from Zenith Bank: salary,DEV-[0-9a-f-]+,250000\.00,,250000\.00$/.test(row),
    ),
  ).toBe(true);
  expect(
    rows.some((row) =>
      /^\d{4}-\d{2}-\d{2},POS purchase: Shoprite Lekki,DEV-[0-9a-f-]+,,12345\.67,237654\.33$/.test(row),
    ),
  ).toBe(true);
  expect(rows.at(-1)).toBe(`${today},Closing balance,,,,237654.33`);
}

async function checkAccount(page: Page, customer: WebsiteCustomer, { isScripted }: { isScripted: boolean }) {
  const account = page
    .getByRole('region', { name: 'Your accounts' })
    .getByRole('listitem')
    .filter({ hasText: customer.accountNumber })
    .first();
  await expect(account).toContainText('BVN & NIN: Linked');
  await expect(account).toContainText('₦237,654.33');
  await expect(account).toContainText('POS purchase: Shoprite Lekki');
  await expect(account.getByRole('link', { name: /Link your BVN and NIN/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your applications' }).getByRole('listitem').first()).toContainText(
    'Account opened',
  );
  await expect(page.getByRole('region', { name: 'Your mortgage applications' })).toContainText(
    'No mortgage application yet.',
  );
  if (isScripted) await expectNoAxeViolations(page);
  await screenshot(page, `account-${isScripted ? 'js' : 'no-js'}`);
}

test('an instant-account customer signs in and finds the account linked, its balance, last transactions and a statement as PDF and CSV', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const customer = await instantAccountCustomer(baseURL!);
  await post(baseURL!, customer.accountNumber, 25_000_000, 'Transfer from Zenith Bank: salary');
  await post(baseURL!, customer.accountNumber, -1_234_567, 'POS purchase: Shoprite Lekki');
  await setPasswordInPage(page, baseURL!, customer, PASSWORD);
  await signInInPage(page, baseURL!, customer, PASSWORD);
  await checkAccount(page, customer, { isScripted: true });
  await checkStatement(page, customer, { isScripted: true });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the customer finds the same account, balance and statement, the period checked by the server', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const { customer, browser } = await signedInCustomer(baseURL!);
    await post(baseURL!, customer.accountNumber, 25_000_000, 'Transfer from Zenith Bank: salary');
    await post(baseURL!, customer.accountNumber, -1_234_567, 'POS purchase: Shoprite Lekki');
    await context.addCookies([...browser.cookies].map(([name, value]) => ({ name, value, url: baseURL! })));
    await page.goto('/account');
    await checkAccount(page, customer, { isScripted: false });
    await checkStatement(page, customer, { isScripted: false });
  });
});
