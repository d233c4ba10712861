import { createSandboxIdentityProvider } from '../../server/adapters/identity/sandbox-identity-provider';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { freshBvn, prepareContext, uniqueEmail, waitForMessage, type OutboxEntry } from './accounts-support';

test.beforeEach(async ({ context, baseURL }) => {
  await prepareContext(context, baseURL!);
});

const select = (page: import('@playwright/test').Page, label: string) => page.getByRole('combobox', { name: label, exact: true });
const textbox = (page: import('@playwright/test').Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

test('an individual begins the wizard: step 1 rules, the OTP to the BVN phone, the e-mail link resuming step 2 in a fresh browser', async ({ page, request, browser, baseURL }) => {
  const bvn = freshBvn();
  const person = (await createSandboxIdentityProvider().lookupBvn(bvn))!;
  const email = uniqueEmail('wizard');
  await page.goto('/newaccount/ind/r');
  await expect(page).toHaveTitle(/New Account/);
  await expect(page.getByRole('list', { name: 'Registration steps' }).getByRole('listitem')).toHaveText(['1Basic Info', '2Personal Info', '3Business Location', '4Next Of Kin', '5Verify Identity']);
  await expectNoAxeViolations(page);

  // A failing value shows its exact message, and the summary links to the field.
  await page.getByRole('button', { name: 'Begin Registration' }).click();
  await expect(page.getByRole('alert').getByRole('link', { name: 'Choose an Account Type to continue!' })).toBeVisible();

  await select(page, 'Type of Account').selectOption('001');
  await textbox(page, 'BVN').fill(bvn);
  await textbox(page, 'Email').fill(email);
  await page.getByLabel('Date of Birth').fill(person.record.birthDate);
  await page.getByRole('textbox', { name: 'Phone' }).fill(`0${person.consentPhone.slice(3)}`);
  const since = Date.now();
  await page.getByRole('textbox', { name: 'Phone' }).press('Enter');
  await expect(page.getByText('Seconds Remaining')).toBeVisible();
  const sms = await waitForMessage(request, (entry: OutboxEntry) => entry.channel === 'sms' && entry.to.endsWith(person.consentPhone.slice(-4)) && new Date(entry.createdAt).getTime() >= since - 1000);
  await page.getByRole('textbox', { name: 'OTP Code' }).fill(sms.text.match(/\b(\d{6})\b/)![1]!);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Nice Job! Email has been sent to you. Verify your email to complete registration!')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Registration steps' })).toHaveCount(0);

  // The link resumes the record in another browser.
  const mail = await waitForMessage(request, (entry) => entry.channel === 'email' && entry.to === email);
  const link = mail.text.match(/https?:\/\/\S+\/newaccount\?msg=1&psc=[\w-]+/)![0];
  const otherDevice = await browser.newContext({ baseURL });
  await prepareContext(otherDevice, baseURL!);
  const phone = await otherDevice.newPage();
  await phone.goto(new URL(link).pathname + new URL(link).search);
  await phone.getByRole('button', { name: 'Verify email and continue' }).click();
  await expect(phone.getByText('Email Is Verified!')).toBeVisible();
  await expect(textbox(phone, 'Surname')).toHaveValue(person.record.lastname);
  await expectNoAxeViolations(phone);

  await otherDevice.close();
});
