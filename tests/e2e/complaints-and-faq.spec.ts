import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

interface OutboxEntry {
  to: string;
  subject: string | null;
  text: string;
}

const REFERENCE = /^CMP-\d{8}-[A-HJ-NP-Z2-9]{6}$/;
const uniqueEmail = () => `complainant-${randomBytes(4).toString('hex')}@example.com`;

/** Each journey is its own client for the per-client rate limits (the e2e server trusts the proxy header). */
async function asOwnClient(page: Page) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}` });
}

async function outboxFor(request: APIRequestContext, to: string): Promise<OutboxEntry[]> {
  const entries = (await (await request.get('/dev/outbox.json')).json()) as OutboxEntry[];
  return entries.filter((entry) => entry.to === to);
}

const fields = (page: Page) => ({
  name: page.getByRole('textbox', { name: /^Full name/ }),
  email: page.getByRole('textbox', { name: /^E-mail address/ }),
  phone: page.getByRole('textbox', { name: /^Phone number/ }),
  accountNumber: page.getByRole('textbox', { name: /^Account number/ }),
  category: page.getByRole('combobox', { name: 'What is your complaint about?' }),
  description: page.getByRole('textbox', { name: /^What happened\?/ }),
});

/** Every field's own message is shown and tied to it, the form's values are kept, then it goes with a reference. */
async function complainWithMistakesThenRightly(page: Page, request: APIRequestContext, hasJavaScript: boolean) {
  await asOwnClient(page);
  await page.goto('/complaints');
  const form = fields(page);
  const send = page.getByRole('button', { name: 'Send complaint' });

  await form.phone.fill('0803');
  await form.accountNumber.fill('12345');
  await form.description.fill('Too short');
  await send.click();
  await expect(form.name).toHaveAccessibleDescription(/Enter your full name/);
  await expect(form.email).toHaveAccessibleDescription(/Enter your e-mail address, so that we can reply/);
  await expect(form.phone).toHaveAccessibleDescription(/Enter a Nigerian phone number, for example 0803 123 4567/);
  await expect(form.accountNumber).toHaveAccessibleDescription(/Enter your 10-digit account number, or leave it empty/);
  await expect(form.category).toHaveAccessibleDescription(/Choose what your complaint is about/);
  await expect(form.description).toHaveAccessibleDescription(/Tell us what happened in at least 20 characters/);
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expect(form.accountNumber).toHaveValue('12345');

  const email = uniqueEmail();
  await form.name.fill('Adaeze Okonkwo');
  await form.email.fill('adaeze@');
  await form.phone.fill('0803 123 4567');
  await form.accountNumber.fill('9000000016');
  await form.category.selectOption({ label: 'Charges, fees or interest' });
  await form.description.fill('I was charged the transfer fee twice for one transfer on 3 November.');
  await send.click();
  await expect(form.email).toHaveAccessibleDescription(/Please provide a valid email address/);
  await expect(form.name).not.toHaveAccessibleDescription(/Enter your full name/);

  await form.email.fill(email);
  await send.click();
  const received = page.getByRole('heading', { name: 'We have received your complaint' });
  // The script moves focus to the answer; without it the answer is a new page, read from its top.
  await (hasJavaScript ? expect(received).toBeFocused() : expect(received).toBeVisible());
  const reference = (await page.getByRole('main').getByRole('status').locator('code').innerText()).trim();
  expect(reference).toMatch(REFERENCE);
  await expect(page.getByText(/within 24 hours/).first()).toBeVisible();

  await expect.poll(async () => (await outboxFor(request, email)).length).toBe(1);
  const [acknowledgement] = await outboxFor(request, email);
  expect(acknowledgement.subject).toContain(reference);
  expect(acknowledgement.text).toContain('cpd@cbn.gov.ng');
}

test.describe('with JavaScript', () => {
  test('a visitor files a complaint and gets a reference', async ({ page, request }) => {
    await complainWithMistakesThenRightly(page, request, true);
  });

  test('/complaints and /faq pass axe', async ({ page }) => {
    await page.goto('/complaints');
    await expect(page.getByRole('heading', { name: 'If you are not satisfied' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'cpd@cbn.gov.ng' })).toHaveAttribute('href', 'mailto:cpd@cbn.gov.ng');
    await expectNoAxeViolations(page);
    await page.goto('/faq?q=nhf');
    await expectNoAxeViolations(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor files a complaint and gets a reference', async ({ page, request }) => {
    await complainWithMistakesThenRightly(page, request, false);
  });

  test('the FAQ is rendered from the published entries, kept by the server until a publish and by no browser', async ({
    request,
  }) => {
    for (const path of ['/faq', '/faq?q=nhf']) {
      const answer = await request.get(path);
      expect(
        answer.headers()['content-security-policy'],
        `${path}: rendered by the server and kept, its inline scripts allowed by their hashes (decision 102)`,
      ).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
      // Decision 092: the document cache keeps it until a publish of an FAQ entry; a browser asks again each time.
      expect(answer.headers()['cache-control'], path).toBe('private, max-age=0, s-maxage=300');
    }
  });

  test('the FAQ is grouped, and its search finds an NHF question and says when nothing matches', async ({ page }) => {
    await page.goto('/faq');
    for (const group of ['Borrowing and mortgages', 'National Housing Fund (NHF)', 'BVN and NIN', 'Documents'])
      await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
    expect(await page.locator('script[type="module"]').count(), 'no framework JavaScript').toBe(0);

    await page.getByRole('searchbox', { name: 'Search the questions' }).fill('NHF equity');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/faq\?q=NHF\+equity$/);
    await expect(page.getByRole('main').getByRole('status')).toContainText('1 answer matches “NHF equity”.');
    const question = page.getByText('How much equity do I need for an NHF loan?');
    await expect(question).toBeVisible();
    await expect(page.getByText(/None for a home of up to ₦5,000,000/)).toBeVisible();
    await expect(page.locator('mark', { hasText: /^equity$/i }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'BVN and NIN' })).toHaveCount(0);

    await page.goto('/faq?q=cryptocurrency');
    await expect(page.getByRole('heading', { name: 'No answers match “cryptocurrency”.' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status').getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
