import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createSandboxIdentityProvider } from '../../server/adapters/identity/sandbox-identity-provider';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { freshBvn, prepareContext, uniqueEmail, waitForMessage } from './accounts-support';

/**
 * The wizard's e-mail link opens the application once, on one device (issues 26.1, 27.2, 27.18):
 * the used, replaced or unknown link says what to do, and another device continues with a new link
 * to the application's e-mail or a code to the BVN phone. Each journey runs with JavaScript and
 * without, on a phone.
 */
const LINK = /https?:\/\/\S+\/newaccount\?msg=1&psc=[\w-]+/;
const pathOf = (link: string) => new URL(link).pathname + new URL(link).search;

/** The newest message to `to` since `since` that `accept`s (journeys run side by side). */
async function messageTo(
  request: APIRequestContext,
  to: string,
  since: number,
  accept: (text: string) => boolean = () => true,
) {
  const message = await waitForMessage(
    request,
    (entry) => entry.to === to && new Date(entry.createdAt).getTime() >= since - 1000 && accept(entry.text),
  );
  return message.text;
}
const codeIn = (text: string) => text.match(/\b(\d{6})\b/)![1]!;

/** Step 1 through the page's own browser session (its cookies): the customer's e-mail holds the link. */
async function customerAtStepOne(page: Page, request: APIRequestContext) {
  const bvn = freshBvn();
  const person = (await createSandboxIdentityProvider().lookupBvn(bvn))!;
  const email = uniqueEmail('wizard-link');
  const stepOne = {
    accountProduct: '001',
    bvnNo: bvn,
    email,
    birthDate: person.record.birthDate,
    phoneNo: `0${person.consentPhone.slice(3)}`,
    acctType: 'Individual',
  };
  const since = Date.now();
  const { signupToken } = await (await page.request.post('/api/v1/customers/signup', { data: stepOne })).json();
  const otp = codeIn(await messageTo(request, person.consentPhone, since));
  const { bvnRef } = await (await page.request.post('/api/v1/customers/signup', { data: { signupToken, otp } })).json();
  const created = await page.request.post('/api/v1/customers/self', { data: { ...stepOne, bvnRef } });
  expect(created.status()).toBe(200);
  const link = (await messageTo(request, email, since, (text) => LINK.test(text))).match(LINK)![0];
  return { person, email, link, customerId: (await created.json()).customer._id as string };
}

/** Another browser on a device of the project's kind (phone or desktop). */
async function newDevice(browser: Browser, baseURL: string, javaScriptEnabled: boolean) {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = test.info().project.use;
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled,
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
  });
  await prepareContext(context, baseURL);
  return { context, page: await context.newPage() };
}

const codeField = (page: Page) => page.getByRole('textbox', { name: 'Code from the SMS' });

async function enterCode(page: Page, code: string) {
  await codeField(page).fill(code);
  await page.getByRole('button', { name: 'Continue on this device' }).click();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });
    // axe runs in the page: with JavaScript only (the server draws the same markup in both modes).
    const expectAccessible = (page: Page) => (javaScriptEnabled ? expectNoAxeViolations(page) : Promise.resolve());

    test('the link opens once; another device continues with a code to the BVN phone or a new link, and a wrong code, too many tries are told', async ({
      page,
      request,
      browser,
      baseURL,
    }, testInfo) => {
      test.setTimeout(180_000);
      const snap = (target: Page, name: string) =>
        target.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
      const { person, email, link } = await customerAtStepOne(page, request);

      // The customer opens the link once and continues.
      await page.goto(pathOf(link));
      await page.getByRole('button', { name: 'Verify email and continue' }).click();
      await expect(page.getByText('Email Is Verified!')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Surname', exact: true })).toHaveValue(person.record.lastname);

      // The same link in a second browser: what happened and the ways on, nothing of the record.
      const second = await newDevice(browser, baseURL!, javaScriptEnabled);
      await second.page.goto(pathOf(link));
      await expect(second.page.getByRole('heading', { name: 'This link has already been used' })).toBeVisible();
      await expect(
        second.page.getByText('For your safety, the link in our email opens your application once, on one device.'),
      ).toBeVisible();
      await expect(second.page.getByText(person.record.lastname)).toHaveCount(0);
      await expect(second.page.getByRole('button', { name: 'Verify email and continue' })).toHaveCount(0);
      await snap(second.page, 'link-used');
      await expectAccessible(second.page);

      // A code to the phone on the BVN record: a wrong one is told at the field, the right one continues.
      let since = Date.now();
      await second.page.getByRole('button', { name: 'Text a code to my phone' }).click();
      await expect(
        second.page.getByText(
          'We have sent a 6-digit code by SMS to the phone number on your BVN record. It expires in 10 minutes.',
        ),
      ).toBeVisible();
      const code = codeIn(
        await messageTo(request, person.consentPhone, since, (text) => text.includes('on another device')),
      );
      await enterCode(second.page, code === '000000' ? '111111' : '000000');
      await expect(second.page.getByText('That code is not correct. You have 4 tries left.')).toBeVisible();
      await expect(codeField(second.page)).toBeFocused();
      await expect(codeField(second.page)).toHaveAttribute('aria-invalid', 'true');
      await snap(second.page, 'link-code-wrong');
      await expectAccessible(second.page);
      await enterCode(second.page, code);
      await expect(second.page.getByRole('heading', { name: 'Bio Data' })).toBeVisible();
      await expect(second.page.getByRole('textbox', { name: 'Surname', exact: true })).toHaveValue(
        person.record.lastname,
      );
      await waitForMessage(
        request,
        (entry) => entry.to === email && entry.subject === 'Your application was opened on a new device',
      );
      await second.context.close();

      // A third browser: too many wrong codes (the tries of the last 10 minutes count), then a new link.
      const third = await newDevice(browser, baseURL!, javaScriptEnabled);
      await third.page.goto(pathOf(link));
      since = Date.now();
      await third.page.getByRole('button', { name: 'Text a code to my phone' }).click();
      const another = codeIn(
        await messageTo(request, person.consentPhone, since, (text) => text.includes('on another device')),
      );
      const wrong = another === '000000' ? '111111' : '000000';
      for (const told of ['You have 2 tries left.', 'You have 1 try left.']) {
        await enterCode(third.page, wrong);
        await expect(third.page.getByText(`That code is not correct. ${told}`)).toBeVisible();
      }
      await enterCode(third.page, wrong);
      await expect(
        third.page.getByText(
          'You have entered a wrong code too many times. Ask for a new link by email instead, or for a new code in 10 minutes.',
        ),
      ).toBeVisible();
      await expect(codeField(third.page)).toBeFocused();
      await expectAccessible(third.page);
      await expect(third.page.getByText(person.record.lastname)).toHaveCount(0);

      since = Date.now();
      await third.page.getByRole('button', { name: 'Email me a new link' }).click();
      await expect(
        third.page.getByText(
          'We have sent a new link to the email address on your application. Open it on this device within 24 hours: only the newest link works.',
        ),
      ).toBeVisible();
      await snap(third.page, 'link-sent');
      await expectAccessible(third.page);
      const mail = await messageTo(request, email, since, (text) => LINK.test(text));
      await third.page.goto(pathOf(mail.match(LINK)![0]));
      await third.page.getByRole('button', { name: 'Verify email and continue' }).click();
      await expect(third.page.getByRole('heading', { name: 'Bio Data' })).toBeVisible();
      await expect(third.page.getByRole('textbox', { name: 'Surname', exact: true })).toHaveValue(
        person.record.lastname,
      );
      await third.context.close();
    });

    test('a replaced link says it has expired and sends a new one; an unknown link offers to start again with the BVN', async ({
      page,
      request,
      browser,
      baseURL,
    }, testInfo) => {
      const { email, link, customerId } = await customerAtStepOne(page, request);
      // 'Resend email' in the applying browser: the first link is replaced.
      expect((await page.request.patch(`/api/v1/customers/self/resendEmail/${customerId}`)).status()).toBe(200);

      const other = await newDevice(browser, baseURL!, javaScriptEnabled);
      await other.page.goto(pathOf(link));
      await expect(other.page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
      await expect(
        other.page.getByText('The link in our email works for 24 hours, and only the newest one works.'),
      ).toBeVisible();
      await other.page.screenshot({ path: testInfo.outputPath('link-expired.png'), fullPage: true });
      await expectAccessible(other.page);
      const since = Date.now();
      await other.page.getByRole('button', { name: 'Email me a new link' }).click();
      await expect(
        other.page.getByText(/We have sent a new link to the email address on your application/),
      ).toBeVisible();
      const mail = await messageTo(request, email, since, (text) => LINK.test(text));
      await other.page.goto(pathOf(mail.match(LINK)![0]));
      await other.page.getByRole('button', { name: 'Verify email and continue' }).click();
      await expect(other.page.getByText('Email Is Verified!')).toBeVisible();
      await other.context.close();

      const stranger = await newDevice(browser, baseURL!, javaScriptEnabled);
      await stranger.page.goto(`/newaccount?msg=1&psc=${'A'.repeat(43)}`);
      await expect(stranger.page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
      await expect(stranger.page.getByText(/Or start again with your BVN/)).toBeVisible();
      await expect(stranger.page.getByRole('button', { name: 'Email me a new link' })).toHaveCount(0);
      await stranger.page.screenshot({ path: testInfo.outputPath('link-invalid.png'), fullPage: true });
      await expectAccessible(stranger.page);
      await stranger.page.getByRole('link', { name: 'Start again with my BVN' }).click();
      await expect(stranger.page.getByRole('button', { name: 'Begin Registration' })).toBeVisible();
      await stranger.context.close();
    });
  });
}
