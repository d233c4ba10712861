import { fileURLToPath } from 'node:url';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { FIXTURES, prepareContext } from './accounts-support';
import { codeSentTo, instantAccountCustomer, setPasswordInPage } from './customer-area-support';

// Issue 9: a signed-in customer applies for a mortgage from the calculator's figures, in six saved
// steps, and follows the application on the Loan Dashboard.
const PASSWORD = '4815162342';
const STATEMENT = fileURLToPath(new URL('./fixtures/statement.pdf', import.meta.url));

test.beforeEach(async ({ context, baseURL }) => {
  await prepareContext(context, baseURL!);
});

test('a customer applies from the calculator’s figures, signs in on the way, and follows the application', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const customer = await instantAccountCustomer(baseURL!);
  await setPasswordInPage(page, baseURL!, customer, PASSWORD);

  await page.goto('/loan-dashboard');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Floan-dashboard/);

  await page.goto('/loan-step?product=standard&basis=loan&loanAmount=20000000&annualRatePercent=18&tenorYears=20');
  await expectNoAxeViolations(page);
  // Opening an account opens a new tab: this page, with the calculator's figures, stays to sign in on.
  const openAccount = page.getByRole('link', { name: 'Open Account (opens in a new tab)' });
  await expect(openAccount).toHaveAttribute('target', '_blank');
  await expect(openAccount).toHaveAttribute('href', '/accountopening');
  await page.getByRole('link', { name: 'Login' }).click();
  const since = new Date(Date.now() - 1000);
  await page.getByRole('textbox', { name: 'Account Number or Email' }).fill(customer.accountNumber);
  await page.locator('#login-password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('textbox', { name: 'One-time code' }).fill(await codeSentTo(baseURL!, customer.phone, since));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page).toHaveURL(/\/loan-step\?product=standard/);

  await page.getByRole('button', { name: 'Apply for a mortgage' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Product' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Loan amount/ })).toHaveValue('20000000');
  await expect(page.getByRole('textbox', { name: /Tenor/ })).toHaveValue('20');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Property' })).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Have you found the property?' }).selectOption('identified');
  await page.getByRole('textbox', { name: /Property price/ }).fill('25,000,000');
  await page.getByRole('combobox', { name: 'Type of property' }).selectOption('Terrace');
  await page.getByRole('textbox', { name: /Property address/ }).fill('12 Admiralty Way, Lekki');
  await page.getByRole('combobox', { name: 'State' }).selectOption('Lagos');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Employment and income' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Employment' }).selectOption('Employed');
  await page.getByRole('textbox', { name: /Employer or business name/ }).fill('Dangote Cement');
  await page.getByRole('textbox', { name: /Net monthly income/ }).fill('300000');
  // The bank holds the date of birth from the account opening: it is shown, not asked again.
  await expect(page.getByText(/Date of birth: .*, as our records hold it/)).toBeVisible();
  await expect(page.getByLabel('Date of birth')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'does not fit the product’s rules' })).toContainText(
    'net income',
  );
  await page.getByRole('textbox', { name: /Net monthly income/ }).fill('1,500,000');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Existing obligations' })).toBeVisible();
  await page.getByRole('textbox', { name: /Existing loan repayments/ }).fill('0');
  await page.getByRole('textbox', { name: /Number of dependants/ }).fill('2');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Documents' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Payslips (last 3 months)').setInputFiles(FIXTURES.idCard);
  await page.getByLabel('Bank statement (last 6 months)').setInputFiles(STATEMENT);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Thank you: the document is uploaded.')).toBeVisible();
  await expect(page.getByText(/Still needed: Title documents of the property/)).toBeVisible();
  await page.getByLabel('Title documents of the property').setInputFiles(STATEMENT);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(/Still needed/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Review and consent' })).toBeVisible();
  await expect(page.getByText('₦20,000,000')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Submit my application' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText('tick to consent');
  await page.getByRole('checkbox', { name: /I confirm that what I have given is true/ }).check();
  await page.getByRole('checkbox', { name: /I consent to the bank checking my credit history/ }).check();
  await page.getByRole('button', { name: 'Submit my application' }).click();
  const done = page.getByRole('status').filter({ hasText: /Your application MTG-\d{8}-[A-Z0-9]{6} is with us/ });
  await expect(done).toBeVisible();
  const reference = /MTG-\d{8}-[A-Z0-9]{6}/.exec((await done.textContent()) ?? '')![0];

  await page.getByRole('link', { name: 'Follow it on the Loan Dashboard' }).click();
  const application = page.getByRole('article', { name: new RegExp(reference) });
  await expect(application).toContainText('Received');
  await expect(application.getByRole('region', { name: 'History' })).toContainText('Application started');
  await expect(application.getByRole('region', { name: 'History' })).not.toContainText('Not submitted yet');
  await expect(application).toContainText('Nothing: we have every document we asked for.');
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the steps post and save, and a refused step keeps what was typed', async ({ page, baseURL }) => {
    const customer = await instantAccountCustomer(baseURL!);
    await setPasswordInPage(page, baseURL!, customer, PASSWORD);
    await page.goto('/login?returnTo=%2Floan-step');
    const since = new Date(Date.now() - 1000);
    await page.getByRole('textbox', { name: 'Account Number or Email' }).fill(customer.accountNumber);
    await page.locator('#login-password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('textbox', { name: 'One-time code' }).fill(await codeSentTo(baseURL!, customer.phone, since));
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    await page.getByRole('button', { name: 'Apply for a mortgage' }).click();
    await page.getByRole('combobox', { name: 'Mortgage product' }).selectOption('leap');
    await page.getByRole('textbox', { name: /Loan amount/ }).fill('2,000,000');
    await page.getByRole('textbox', { name: /Tenor/ }).fill('5');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'does not fit the product’s rules' })).toContainText(
      '1,000,000',
    );
    await expect(page.getByRole('textbox', { name: /Loan amount/ })).toHaveValue('2,000,000');
    await page.getByRole('textbox', { name: /Loan amount/ }).fill('800000');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Property' })).toBeVisible();
    await page.goto('/loan-dashboard');
    await expect(page.getByRole('article')).toContainText('Not submitted yet');
  });
});
