import { writeFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import {
  FIXTURES,
  approveConsent,
  field,
  freshBvn,
  prepareContext,
  uniqueEmail,
  confirmEmailLink,
  verificationLink,
} from './accounts-support';

// The whole instant account works with JavaScript off; /bvnvalidation stands in for the dialog.
// (axe needs JavaScript in the page: the same screens are checked by the other journeys.)
test.use({ javaScriptEnabled: false });

test.beforeEach(async ({ context, baseURL }) => {
  await prepareContext(context, baseURL!);
});

test('an instant account opens without JavaScript, the consent going through /bvnvalidation', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('nojs');
  await page.goto('/instantaccount/ind/r');
  await expect(field(page, 'Surname')).toBeDisabled();
  await page.getByRole('link', { name: 'Validate BVN to get started' }).click();
  await expect(page).toHaveURL(/\/bvnvalidation\?returnTo=%2Finstantaccount%2Find%2Fr$/);

  await field(page, 'BVN').fill('123');
  await page.getByRole('button', { name: 'VALIDATE BVN' }).click();
  await expect(page.getByText('BVN must be valid 11 characters!!').first()).toBeVisible();

  const bvn = freshBvn();
  await field(page, 'BVN').fill(bvn);
  const since = new Date();
  await page.getByRole('button', { name: 'VALIDATE BVN' }).click();
  await approveConsent(page, request, bvn, since);
  await expect(page).toHaveURL(/\/instantaccount\/ind\/r\?msg=has_bvn_data&ref=/);
  await expect(page.getByText('Bvn Data Fetched..!')).toBeVisible();
  await expect(field(page, 'Surname')).not.toBeEditable();
  await expect(field(page, 'Surname')).not.toHaveValue('');

  // Rules broken: the form comes back with its values, the summary and the messages.
  const oversize = testInfo.outputPath('large-photo.jpg');
  await writeFile(oversize, Buffer.alloc(2_000_001, 0xff));
  await page.getByRole('combobox', { name: 'Type of Account' }).selectOption({ label: 'Regular Savings Account' });
  await page.getByRole('combobox', { name: 'Preferred Branch' }).selectOption({ label: 'Festac' });
  await field(page, 'Email').fill('not-an-email');
  await page.getByLabel('Passport Photo').setInputFiles(oversize);
  await page.getByLabel('Scanned ID Card').setInputFiles(FIXTURES.idCard);
  await page.getByRole('checkbox', { name: /I have read and accepted/ }).check();
  await page.getByRole('button', { name: 'OPEN INSTANT ACCOUNT' }).click();
  await expect(page).toHaveURL(/\/instantaccount\/ind\/r$/);
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'There is a problem' }) });
  await expect(summary.getByRole('link')).toHaveText([
    'The values entered for Email is invalid!',
    'File larger than 2MB for Passport Photo',
  ]);
  await expect(field(page, 'Email')).toHaveValue('not-an-email');
  await expect(field(page, 'Email')).toHaveAccessibleDescription(/The values entered for Email is invalid!/);
  await expect(page.getByRole('combobox', { name: 'Preferred Branch' })).toHaveValue('festac');
  await expect(field(page, 'Surname')).not.toBeEditable();

  await field(page, 'Email').fill(email);
  await page.getByLabel('Passport Photo').setInputFiles(FIXTURES.photo);
  await page.getByLabel('Scanned ID Card').setInputFiles(FIXTURES.idCard);
  await page.getByRole('button', { name: 'OPEN INSTANT ACCOUNT' }).click();
  const result = page.getByRole('region', { name: 'Congratulations!' });
  await expect(result).toBeVisible();
  const acctNumber = (await result.getByText(/^\d{10}$/).textContent())!;

  await result.getByRole('button', { name: 'Resend email' }).click();
  await expect(page.getByText('We have sent the e-mail again.')).toBeVisible();

  await confirmEmailLink(page, await verificationLink(request, email));
  await expect(page.getByText(acctNumber, { exact: true })).toBeVisible();
});

test('/bvnvalidation hands a validated BVN to the form by a server-side reference', async ({ page, request }) => {
  const bvn = freshBvn();
  await page.goto('/bvnvalidation');
  await field(page, 'BVN').fill(bvn);
  const since = new Date();
  await page.getByRole('button', { name: 'VALIDATE BVN' }).click();
  await approveConsent(page, request, bvn, since);
  await expect(page.getByText('Bvn Data Fetched..!')).toBeVisible();
  await expect(page.getByText(bvn)).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue to the Instant Account form' }).click();
  await expect(page).toHaveURL(/\/instantaccount\/ind\/r\?msg=has_bvn_data&ref=[\w-]+$/);
  expect(page.url()).not.toContain(bvn);
  await expect(field(page, 'BVN')).toHaveValue(bvn);
  await expect(field(page, 'BVN')).not.toBeEditable();
});

test('without JavaScript the product chooser shows every product, one under another', async ({ page }) => {
  await page.goto('/accountopening');
  await expect(page.getByRole('tablist')).toHaveCount(0);
  for (const [product, code] of [
    ['Regular Savings', '001'],
    ['Save-4-It', '002'],
    ['Flexi', '101'],
    ['Famsa', '013'],
  ]) {
    await expect(page.getByRole('link', { name: `Get Started With ${product} Now` })).toHaveAttribute(
      'href',
      `/instantaccount/ind/${code}`,
    );
    await expect(page.getByRole('link', { name: `Get Started With ${product} Now` })).toBeVisible();
  }
});
