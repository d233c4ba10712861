import { expect, expectNoAxeViolations, test } from './fixtures';
import { prepareContext } from './accounts-support';

// Issue 8, BVN and NIN linking (/profileupdate, specification 2.8) on the accounts the local core held
// before the website (README): 9000000016 Adaeze Ngozi Okonkwo, 9000000023 Tunde Jo Bakare.
test.beforeEach(async ({ context, baseURL }) => {
  await prepareContext(context, baseURL!);
});

async function fillLink(
  page: import('@playwright/test').Page,
  fields: { accountName: string; accountNo: string; bvnNo: string; nin: string },
) {
  await page.getByRole('textbox', { name: 'Account Name' }).fill(fields.accountName);
  await page.getByRole('textbox', { name: 'Account Number' }).fill(fields.accountNo);
  await page.getByRole('combobox', { name: 'Branch' }).selectOption('ikeja');
  await page.getByRole('textbox', { name: 'Email' }).fill('linking@example.com');
  await page.getByRole('textbox', { name: 'Phone' }).fill('08031234567');
  await page.getByRole('textbox', { name: 'BVN' }).fill(fields.bvnNo);
  await page.getByRole('textbox', { name: 'NIN' }).fill(fields.nin);
  await page.getByRole('checkbox', { name: /I authorise the bank to link/ }).check();
}

// Adaeze's account; the test below links it once, as a journey runs once (playwright.config.ts).
const HOLDER = {
  accountName: 'Adaeze Okonkwo Ngozi',
  accountNo: '9000000016',
  bvnNo: '22222222222',
  nin: '70123456789',
};

test('an existing customer links BVN and NIN and sees CONGRATULATIONS with the account name, then once only', async ({
  page,
}) => {
  await page.goto('/profileupdate');
  await expect(page.getByText(/PSM\/DIR\/PUB\/CIR\/001\/053/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();

  await fillLink(page, HOLDER);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByRole('heading', { name: 'CONGRATULATIONS' })).toBeVisible();
  await expect(page.getByText('OKONKWO ADAEZE NGOZI')).toBeVisible();
  await expect(
    page.getByText('Your BVN & NIN have been linked successfully! Thank you for choosing us!'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/profileupdate');
  await page.waitForLoadState('networkidle');
  await fillLink(page, HOLDER);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByRole('heading', { name: 'A submission Erro Occurred!' })).toBeVisible();
  await expect(page.getByText('These numbers are already linked to this account')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('numbers of another person end in the error modal, naming no one', async ({ page }) => {
    await page.goto('/profileupdate');
    await fillLink(page, {
      accountName: 'Bakare Tunde Jo',
      accountNo: '9000000023',
      bvnNo: '22222222223',
      nin: '70123456789',
    });
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page.getByRole('heading', { name: 'A submission Erro Occurred!' })).toBeVisible();
    await expect(
      page.getByText(
        'The BVN and NIN must both belong to the holder of this account. Check the numbers, or visit any of our branches.',
      ),
    ).toBeVisible();
  });
});
