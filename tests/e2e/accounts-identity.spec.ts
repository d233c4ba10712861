import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { approveConsent, field, freshBvn, openBvnDialog, prepareContext } from './accounts-support';

test.beforeEach(async ({ context, baseURL }) => {
  await prepareContext(context, baseURL!);
});

/** Asks for the consent of `bvn` from the form's dialog; the provider answers with its page or straight back. */
async function startConsent(page: Page, bvn: string) {
  await page.goto('/instantaccount/ind/r');
  const dialog = await openBvnDialog(page);
  await dialog.getByRole('textbox', { name: 'BVN' }).fill(bvn);
  await dialog.getByRole('button', { name: 'PROCEED TO VALIDATE' }).click();
  await page.waitForURL((url) => url.pathname.includes('/consent/') || url.search.includes('msg='));
}

test.describe('BVN validation', () => {
  test('the dialog checks the number first: BVN must be valid 11 characters', async ({ page }) => {
    await page.goto('/instantaccount/ind/r');
    const dialog = await openBvnDialog(page);
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('textbox', { name: 'BVN' }).fill('2222');
    await dialog.getByRole('button', { name: 'PROCEED TO VALIDATE' }).click();
    await expect(dialog.getByText('BVN must be valid 11 characters!!')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'BVN' })).toBeFocused();
    await expect(
      page.getByRole('alert').filter({ hasText: 'BVN must be valid 11 characters!!' }).first(),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a declined consent comes back as a clear message, and the form stays locked', async ({ page }) => {
    await startConsent(page, freshBvn());
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(/\/instantaccount\/ind\/r$/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'You declined to share your BVN details.' }).first(),
    ).toBeVisible();
    await expect(field(page, 'Surname')).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Validate BVN to get started' })).toBeVisible();
  });

  // Issue 14.7: the page told anyone that a BVN is unknown, or showed the known one's phone.
  test('a BVN the provider does not know gets the same page, and no code opens it', async ({ page }) => {
    await startConsent(page, `0${freshBvn().slice(1)}`);
    await expect(
      page.getByText(
        'If this BVN is registered, we have sent a 6-digit code by SMS to the phone number on its record.',
      ),
    ).toBeVisible();
    await expect(page.getByText(/\*\*\*/)).toHaveCount(0);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await page.getByLabel('One-time code').fill('123456');
      await page.getByRole('button', { name: 'Approve' }).click();
      await page.waitForLoadState();
    }
    await expect(page).toHaveURL(/\/instantaccount\/ind\/r$/);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Too many wrong codes. Validate your BVN again to get a new code.' })
        .first(),
    ).toBeVisible();
    await expect(field(page, 'Surname')).toBeDisabled();
  });

  test('when the provider is down the customer is told, and what they typed is kept', async ({ page }) => {
    await startConsent(page, '99999999999');
    await expect(page.getByRole('alert')).toContainText('The BVN service is not answering at the moment.');
    await page.getByRole('link', { name: 'Back to your application' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The BVN service is not answering at the moment.' }).first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Validate BVN to get started' })).toBeVisible();
  });

  test('a consent reference works once: opening the return address again asks to validate again', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const bvn = freshBvn();
    await startConsent(page, bvn);
    const since = new Date(Date.now() - 5000);
    let returned = '';
    page.on('request', (navigation) => {
      if (navigation.isNavigationRequest() && navigation.url().includes('msg=has_bvn_data'))
        returned = navigation.url();
    });
    await approveConsent(page, request, bvn, since);
    await expect(page.getByRole('status').filter({ hasText: 'Bvn Data Fetched..!' }).first()).toBeVisible();
    expect(returned).toMatch(/msg=has_bvn_data&ref=/);
    expect(returned).not.toMatch(/\d{11}/);

    const elsewhere = await browser.newContext();
    await prepareContext(elsewhere, baseURL!);
    const replay = await elsewhere.newPage();
    await replay.goto(returned);
    await expect(
      replay.getByRole('alert').filter({ hasText: 'Your BVN validation has expired or was already used.' }).first(),
    ).toBeVisible();
    await expect(field(replay, 'Surname')).toBeDisabled();
    await expect(field(replay, 'Surname')).toHaveValue('');
    await elsewhere.close();
  });

  test('a link made elsewhere fills the form from its query, which leaves the address at once', async ({ page }) => {
    await page.goto(
      '/instantaccount/ind/r?bvnNo=22222222222&lastname=Okonkwo&firstname=Adaeze&middlename=N&email=ada%40example.com&gender=Female&phoneNo=2348031234567&nin=70123456789&birthDate=1990-04-12',
    );
    await expect(page).toHaveURL(/\/instantaccount\/ind\/r$/);
    await expect(field(page, 'Surname')).toHaveValue('Okonkwo');
    await expect(field(page, 'Middlename')).toHaveValue('');
    await expect(field(page, 'Phone')).toHaveValue('+2348031234567');
    await expect(page.getByText('We filled in some details from the link you followed.')).toBeVisible();
    await expect((await openBvnDialog(page)).getByRole('textbox', { name: 'BVN' })).toHaveValue('22222222222');

    await page.goto('/instantaccount/ind/r?msg=bvn_error&igErrorCode=TOO_MANY_TRIES');
    await expect(page).toHaveURL(/\/instantaccount\/ind\/r$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Too many wrong codes.' }).first()).toBeVisible();
  });
});

test.describe('the BVN Validation page (/bvnvalidation)', () => {
  test('validates a BVN and shows the fetched data, masked', async ({ page, request }) => {
    await page.goto('/bvnvalidation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Validate Bvn To Proceed');
    await expect(page.getByRole('list', { name: 'Progress' }).getByRole('listitem')).toHaveText(/Verify Identity/);
    await expectNoAxeViolations(page);
    await field(page, 'BVN').fill('12');
    await page.getByRole('button', { name: 'VALIDATE BVN' }).click();
    await expect(page.getByText('BVN must be valid 11 characters!!').first()).toBeVisible();

    const bvn = freshBvn();
    await field(page, 'BVN').fill(bvn);
    const since = new Date();
    await page.getByRole('button', { name: 'VALIDATE BVN' }).click();
    await page.waitForURL(/\/consent\//);
    await approveConsent(page, request, bvn, since);
    await expect(page).toHaveURL(/\/bvnvalidation$/);
    await expect(page.getByRole('status').filter({ hasText: 'Bvn Data Fetched..!' }).first()).toBeVisible();
    await expect(
      page
        .getByRole('definition')
        .filter({ hasText: `•••••••${bvn.slice(-4)}` })
        .first(),
    ).toBeVisible();
    await expect(page.getByText(bvn)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a BVN in the address starts the validation by itself', async ({ page }) => {
    const bvn = freshBvn();
    await page.goto(`/bvnvalidation?bvn=${bvn}`);
    await page.waitForURL(/\/consent\//);
    await expect(page.getByRole('heading', { name: 'Share your BVN details' })).toBeVisible();
  });
});
