import type { Page, TestInfo } from '@playwright/test';
import { createSandboxIdentityProvider } from '../../server/adapters/identity/sandbox-identity-provider';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { field, freshBvn, openBvnDialog, prepareContext, uniqueEmail } from './accounts-support';

// Issue 27: a way forward when the BVN phone is out of date, on every code screen whose code goes
// to the BVN phone, once the countdown has ended; a choice gives a reference.
const PANEL = 'No code? Your BVN phone may be out of date';
const REFERENCE = /^BPH-\d{8}-[A-Z2-9]{6}$/;

/** Plays the page's CSS timeline fast (a minute in a few milliseconds): the panel's countdown is CSS, JavaScript or not. */
async function endCountdown(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Animation.enable');
  await session.send('Animation.setPlaybackRate', { playbackRate: 10_000 });
}

const snap = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });

/** The panel: hidden while the countdown runs, then shown. */
async function panelAfterCountdown(page: Page) {
  const panel = page.getByRole('region', { name: PANEL });
  await expect(page.getByRole('heading', { name: PANEL })).toBeHidden();
  await endCountdown(page);
  await expect(panel).toBeVisible();
  return panel;
}

/** No way chosen: the page says so beside the choices; then a way chosen gives the reference. */
async function chooseWay(page: Page, testInfo: TestInfo, way: RegExp) {
  const panel = await panelAfterCountdown(page);
  await snap(page, testInfo, 'code-screen-with-panel');
  await panel.getByRole('button', { name: 'Get a reference' }).click();
  await expect(page).toHaveURL(/\/bvnphonehelp$/);
  const again = page.getByRole('region', { name: PANEL });
  await expect(again.getByRole('alert')).toHaveText('Choose what you would like to do.');
  await expect(again.getByRole('group', { name: 'What would you like to do?' })).toHaveAccessibleDescription(
    /Choose what you would like to do\./,
  );
  await snap(page, testInfo, 'phone-help-error');
  await again.getByRole('radio', { name: way }).check();
  await again.getByRole('button', { name: 'Get a reference' }).click();
  await expect(page.getByRole('heading', { name: 'Your reference' })).toBeVisible();
  const reference = (await page.getByRole('status').filter({ hasText: /^BPH-/ }).textContent())!;
  expect(reference).toMatch(REFERENCE);
  await snap(page, testInfo, 'phone-help-reference');
  return reference;
}

async function toInstantConsentPage(page: Page, javaScript: boolean) {
  const bvn = freshBvn();
  if (javaScript) {
    await page.goto('/instantaccount/ind/r');
    const dialog = await openBvnDialog(page);
    await dialog.getByRole('textbox', { name: 'BVN' }).fill(bvn);
    await dialog.getByRole('button', { name: 'PROCEED TO VALIDATE' }).click();
  } else {
    await page.goto('/bvnvalidation?returnTo=%2Finstantaccount%2Find%2Fr');
    await field(page, 'BVN').fill(bvn);
    await page.getByRole('button', { name: 'VALIDATE BVN' }).click();
  }
  await page.waitForURL(/\/consent\//);
  await expect(page.getByRole('heading', { name: 'Share your BVN details' })).toBeVisible();
}

async function toWizardCodeScreen(page: Page) {
  const bvn = freshBvn();
  const person = (await createSandboxIdentityProvider().lookupBvn(bvn))!;
  await page.goto('/newaccount/ind/r');
  await page.getByRole('combobox', { name: 'Type of Account' }).selectOption('001');
  await field(page, 'BVN').fill(bvn);
  await field(page, 'Email').fill(uniqueEmail('nocode'));
  await page.getByLabel('Date of Birth').fill(person.record.birthDate);
  await field(page, 'Phone').fill(`0${person.consentPhone.slice(3)}`);
  await page.getByRole('button', { name: 'Begin Registration' }).click();
  await expect(page.getByPlaceholder('Enter 6 Digits OTP Code Here')).toBeVisible();
}

for (const javaScript of [true, false]) {
  test.describe(`JavaScript ${javaScript ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled: javaScript });
    test.beforeEach(async ({ context, baseURL }) => {
      await prepareContext(context, baseURL!);
    });

    test("the instant account's consent code screen offers the ways on once the countdown ends; a branch visit gets a reference and the branches", async ({
      page,
    }, testInfo) => {
      await toInstantConsentPage(page, javaScript);
      await chooseWay(page, testInfo, /Visit a .* branch/);
      await expect(page.getByText(/Visit any of our branches with a valid ID and this reference/)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Our branches' })).toBeVisible();
      await expect(page.getByText('24 Opebi Road, Ikeja, Lagos')).toBeVisible();
      if (javaScript) await expectNoAxeViolations(page);
    });

    test("the wizard's OTP screen offers the same once its countdown ends", async ({ page }, testInfo) => {
      await toWizardCodeScreen(page);
      if (javaScript) await expect(page.getByText('Seconds Remaining')).toBeVisible();
      await chooseWay(page, testInfo, /Contact the bank/);
      await expect(page.getByText(/and quote this reference\./)).toBeVisible();
      if (javaScript) await expectNoAxeViolations(page);
    });
  });
}

test('a code screen that has ended asks for a new validation instead of a reference', async ({ page }) => {
  await page.goto(`/bvnphonehelp?session=${'x'.repeat(43)}`);
  const panel = page.getByRole('region', { name: PANEL });
  await panel.getByRole('radio', { name: /Update the phone on my BVN record/ }).check();
  await panel.getByRole('button', { name: 'Get a reference' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This code screen has ended.' })).toHaveText(
    /Validate your BVN again/,
  );
  await expect(page.getByRole('heading', { name: 'Your reference' })).toHaveCount(0);
});
