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
  waitForMessage,
} from './accounts-support';
import { holderPhone } from '../support/http-applicant';

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
  const consentPhone = await holderPhone(bvn);
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

  // A different confirmation e-mail, confirmed with the code sent to the phone on the BVN record.
  const otherEmail = uniqueEmail('nojs-other');
  await result.getByText('Wrong e-mail address?').click();
  await result.getByRole('textbox', { name: 'Send the confirmation to this e-mail instead' }).fill(otherEmail);
  const codeAskedAt = new Date();
  await result.getByRole('button', { name: 'Use this e-mail' }).click();
  await expect(
    page.getByText(/We sent a 6-digit code to \+\d{3} \d{3} \*\*\* \d{4}, the phone on your BVN record./),
  ).toBeVisible();
  const sms = await waitForMessage(
    request,
    (entry) =>
      entry.to === consentPhone &&
      entry.text.includes('to a new address') &&
      new Date(entry.createdAt) >= new Date(codeAskedAt.getTime() - 1000),
  );
  await page.getByRole('textbox', { name: 'Code from the SMS' }).fill(sms.text.match(/\b(\d{6})\b/)![1]!);
  await page.getByRole('button', { name: 'Confirm new e-mail' }).click();
  await expect(page.getByText(`We sent a verification link to ${otherEmail}.`)).toBeVisible();

  await page.getByRole('button', { name: 'Resend email' }).click();
  await expect(page.getByText('We have sent the e-mail again.')).toBeVisible();

  await confirmEmailLink(page, await verificationLink(request, otherEmail));
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
