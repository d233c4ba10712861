import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

interface OutboxEntry {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
}

const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;

/** Each journey is its own client for the per-client rate limits (the e2e server trusts the proxy header). */
async function asOwnClient(page: Page) {
  const address = `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
  return address;
}

async function outboxFor(request: APIRequestContext, to: string): Promise<OutboxEntry[]> {
  const entries = (await (await request.get('/dev/outbox.json')).json()) as OutboxEntry[];
  return entries.filter((entry) => entry.to === to);
}

async function subscribeInFooter(page: Page, email: string) {
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Your e-mail address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  return footer;
}

test.describe('newsletter', () => {
  test('subscribes once, welcomes a repeated address without a duplicate, and shows a bad address', async ({
    page,
    request,
  }) => {
    await asOwnClient(page);
    await page.goto('/about');
    const email = uniqueEmail('reader');

    const footer = await subscribeInFooter(page, email);
    await expect(footer.getByText('Success! Successfully subscribed! Welcome onboard.')).toBeVisible();
    await expect(footer.getByLabel('Your e-mail address')).toHaveValue('');
    await expect.poll(async () => (await outboxFor(request, email)).length).toBe(1);

    await subscribeInFooter(page, email.toUpperCase());
    await expect(footer.getByText('Success! Successfully subscribed! Welcome onboard.')).toBeVisible();
    await page.waitForTimeout(500);
    expect(await outboxFor(request, email)).toHaveLength(1);

    // The browser's own e-mail check passes this; the server's does not.
    await subscribeInFooter(page, 'reader@example');
    await expect(footer.getByText('Oops! Something bad happened. Please try again later.')).toBeVisible();
    await expect(page.getByText('Please provide a valid email address')).toBeVisible();
    // Issue 15.10: the notice covered the header's call to action. Measured at once: the notice hides after 7 seconds.
    const notice = page.getByRole('alert').filter({ hasText: 'Please provide a valid email address' });
    const [noticeBox, actionBox] = await Promise.all([
      notice.boundingBox(),
      page.getByRole('banner').getByRole('link', { name: 'Open Account' }).first().boundingBox(),
    ]);
    expect(noticeBox, 'the notice is on screen').not.toBeNull();
    expect(noticeBox!.y).toBeGreaterThanOrEqual(actionBox!.y + actionBox!.height);
    // At the footer, the sticky header covers part of the closing banner's buttons, which axe's target-size counts
    // whatever the notice; at the top nothing lies under the header, and the fixed notice stays in view.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);
    // Both alerts hide after 7 seconds (specification 9).
    await expect(footer.getByText('Oops! Something bad happened. Please try again later.')).toBeHidden({
      timeout: 9000,
    });
  });

  // Specification 8: notices close after 10000 ms, drag allowed. With less motion asked for, the
  // notice used to go at once: its timer is its progress bar's animation, which the motion rule cut short.
  test('a notice keeps its time when less motion is asked for, slides back from a short drag and goes when dragged aside', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await asOwnClient(page);
    await page.goto('/about');
    await subscribeInFooter(page, 'reader@example');
    const notice = page.getByRole('alert').filter({ hasText: 'Please provide a valid email address' });
    await expect(notice).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(notice).toBeVisible();

    const dragBy = async (distance: number) => {
      const box = (await notice.boundingBox())!;
      await page.mouse.move(box.x + 20, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + 20 + distance, box.y + box.height / 2, { steps: 8 });
      await page.mouse.up();
      return box;
    };
    const before = await dragBy(40);
    await expect(notice).toBeVisible();
    await expect.poll(async () => (await notice.boundingBox())!.x).toBe(before.x);
    await dragBy(-before.width);
    await expect(notice).toBeHidden();

    // The same on a page that loads React, whose notices react-toastify draws.
    await page.goto('/bvnvalidation');
    await page.getByRole('textbox', { name: /BVN/ }).fill('123');
    await page.getByRole('textbox', { name: /BVN/ }).press('Enter');
    const toast = page.locator('.Toastify__toast');
    await expect(toast).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(toast).toBeVisible();
  });

  test('the confirmation e-mail carries a link that unsubscribes with one button', async ({ page, request }) => {
    await asOwnClient(page);
    await page.goto('/');
    const email = uniqueEmail('leaver');
    await subscribeInFooter(page, email);
    await expect.poll(async () => (await outboxFor(request, email)).length).toBe(1);
    const [confirmation] = await outboxFor(request, email);
    const link = confirmation.text.match(/https?:\/\/\S+\/newsletter\/unsubscribe\S*/)?.[0];
    expect(link).toBeTruthy();

    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(page.getByText('Do you want to stop receiving our newsletter at this address?')).toBeVisible();
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await expect(page.getByText('You are unsubscribed. We will not send you our newsletter again.')).toBeVisible();
  });
});

test('downloads a form under the name the server gives it', async ({ page }) => {
  await page.goto('/forms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Download Resource');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /^Download\W+Reference Form$/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('AG-Mortgage-Bank-Reference-Form.pdf');
  const stream = await download.createReadStream();
  const head = await new Promise<string>((resolve) =>
    stream.once('data', (chunk) => resolve(String(chunk).slice(0, 5))),
  );
  expect(head).toBe('%PDF-');
});

test('an unknown download answers 404', async ({ request }) => {
  const response = await request.get('/api/v1/customers/downloadresource/no-such-form');
  expect(response.status()).toBe(404);
});

// Issue 15.3: a BVN typed into the message reached the bank's staff as typed.
test('a contact message reaches the bank and the sender, with a BVN in it masked', async ({ page, request }) => {
  await asOwnClient(page);
  await page.goto('/contact');
  const email = uniqueEmail('visitor');
  await page.getByLabel(/^Full name/).fill('Chiamaka Eze');
  await page.getByLabel(/^E-mail address/).fill(email);
  await page.getByLabel('What is your message about?').selectOption({ index: 1 });
  await page
    .getByRole('textbox', { name: /^Your message/ })
    .fill('I would like to know the documents needed for an NHF loan in Enugu. My BVN is 22222222222.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(/Your message has been sent/)).toBeVisible();
  await expect(
    page.getByText(/we hid the long numbers in your message that looked like a BVN, NIN or account number/),
  ).toBeVisible();

  await expect.poll(async () => (await outboxFor(request, email)).length).toBe(1);
  const entries = (await (await request.get('/dev/outbox.json')).json()) as OutboxEntry[];
  const toBank = entries.find(
    (entry) =>
      entry.to !== email && entry.text.includes('I would like to know the documents needed for an NHF loan in Enugu.'),
  );
  expect(toBank?.text).toContain('My BVN is *******2222.');
  expect(toBank?.text).not.toContain('22222222222');
});

test('a whistle-blower report is received, anonymous, and its status can be checked', async ({ page, request }) => {
  await asOwnClient(page);
  await page.goto('/whistle-blower');
  await page.getByLabel('What are you reporting?').selectOption({ index: 1 });
  await page
    .getByLabel('What happened?')
    .fill('A loan officer asked an applicant for a cash gift to speed up an approval.');
  await page.getByLabel('When did it happen?').fill('October 2025');
  await page.getByRole('button', { name: 'Send report' }).click();

  const received = page
    .getByRole('region', { name: 'Your report has been received' })
    .or(page.getByText('Your report has been received'));
  await expect(received.first()).toBeVisible();
  const reference = (
    await page
      .getByText(/^WB-[0-9A-Z]{4}-[0-9A-Z]{4}$/)
      .first()
      .innerText()
  ).trim();
  expect(reference).toMatch(/^WB-/);

  const entries = (await (await request.get('/dev/outbox.json')).json()) as OutboxEntry[];
  const notice = entries.find((entry) => entry.text.includes(reference));
  expect(notice, 'the bank is told a report arrived').toBeTruthy();
  expect(notice!.text).not.toContain('cash gift');
});

// Issue 31.5: reached by another name than PUBLIC_URL, a hydrated page kept the server's canonical link and added
// one built from the browser's address (Lighthouse SEO 92 on /contact).
test('a hydrated page keeps one canonical link, the public address, whatever name it was reached by', async ({
  page,
  baseURL,
}) => {
  const otherName = new URL('/contact', baseURL);
  otherName.hostname = 'localhost';
  await page.goto(otherName.href, { waitUntil: 'networkidle' });
  const canonical = page.locator('link[rel="canonical"]');
  // Hydrated: React has taken a canonical link for its own (it marks the elements it holds).
  await expect
    .poll(() =>
      canonical.evaluateAll((links) =>
        links.some((link) => Object.keys(link).some((key) => key.startsWith('__react'))),
      ),
    )
    .toBe(true);
  await expect(canonical).toHaveCount(1);
  await expect(canonical).toHaveAttribute('href', new URL('/contact', baseURL).href);
});
