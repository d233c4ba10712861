import { expect, test } from './fixtures';
import {
  accountNumberByEmail,
  fillApplication,
  freshBvn,
  prepareContext,
  uniqueEmail,
  validateBvnWithDialog,
  confirmEmailLink,
  verificationLink,
  withCoreBankingSwitched,
} from './accounts-support';

test.beforeEach(async ({ context, baseURL }) => {
  await prepareContext(context, baseURL!);
});

test('while the core banking is down the application is accepted, and the account arrives by e-mail once it is back', async ({
  page,
  request,
}) => {
  // The retrying job waits ACCOUNT_RETRY_DELAY_SECONDS between tries (2 in the e2e server).
  test.setTimeout(180_000);
  const email = uniqueEmail('core');
  await page.goto('/instantaccount/ind/r');
  await validateBvnWithDialog(page, request, freshBvn());
  await fillApplication(page, { product: 'Visa Premium Account', email });

  await withCoreBankingSwitched(request, async (switchTo) => {
    await switchTo('down');
    await page.getByRole('button', { name: 'OPEN INSTANT ACCOUNT' }).click();
    const result = page.getByRole('dialog', { name: 'Congratulations!' });
    await expect(result.getByText('Your account details will be sent to you shortly.')).toBeVisible({
      timeout: 20_000,
    });
    await expect(result.getByText(/^\d{10}$/)).toHaveCount(0);
    await expect(result.getByText('Please verify your email address to complete your registration.')).toBeVisible();
    await switchTo('up');
  });

  const acctNumber = await accountNumberByEmail(request, email, 150_000);
  expect(acctNumber).toMatch(/^\d{10}$/);
  await confirmEmailLink(page, await verificationLink(request, email));
  await expect(page.getByText(acctNumber, { exact: true })).toBeVisible();
});
