/**
 * Shared steps of the account-opening journeys (accounts*.spec.ts): fresh identities, the sandbox
 * consent with its SMS code, filling the Instant Account form and reading the outbox.
 */
import { mkdir, rmdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { holderPhone } from '../support/http-applicant';
import { expect } from './fixtures';

export const FIXTURES = {
  photo: fileURLToPath(new URL('./fixtures/passport-photo.jpg', import.meta.url)),
  idCard: fileURLToPath(new URL('./fixtures/id-card.png', import.meta.url)),
};

/** The sandbox's named people: Adaeze Ngozi Okonkwo, and Tunde Jo Bakare whose record has no phone. */
export const ADAEZE_BVN = '22222222222';
export const TUNDE_BVN = '22222222223';

const randomDigits = (count: number) => Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

/** A BVN the sandbox turns into a person of its own (never 0..., never 99999999999), unused so far. */
export const freshBvn = () => `3${randomDigits(10)}`;
export const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}${randomDigits(4)}@example.com`;

/**
 * Every journey comes from its own client address (the server trusts X-Forwarded-For when
 * TRUST_PROXY is set), so the per-client rate limits hold per test rather than for the whole run;
 * the cookie banner is answered so that it covers nothing.
 */
export async function prepareContext(context: BrowserContext, baseURL: string) {
  await context.setExtraHTTPHeaders({
    'X-Forwarded-For': `10.${randomDigits(2)}.${randomDigits(2)}.${1 + Math.floor(Math.random() * 250)}`,
  });
  await context.addCookies([{ name: 'mregistered', value: 'true', url: baseURL }]);
}

export interface OutboxEntry {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  createdAt: string;
}

export async function readOutbox(request: APIRequestContext): Promise<OutboxEntry[]> {
  return (await request.get('/dev/outbox.json')).json();
}

/** Waits for a message (newest first) matching `accept`. */
export async function waitForMessage(
  request: APIRequestContext,
  accept: (entry: OutboxEntry) => boolean,
  timeout = 15_000,
): Promise<OutboxEntry> {
  let found: OutboxEntry | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutbox(request)).find(accept);
        return Boolean(found);
      },
      { timeout, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found!;
}

/**
 * On the sandbox consent page (which names no phone): finds the consent codes sent since `since` to
 * the phone of `bvn`'s holder and enters them newest first (journeys run side by side, and the two
 * named people are shared by several; only this session's code is accepted), then approves.
 */
export async function approveConsent(page: Page, request: APIRequestContext, bvn: string, since: Date) {
  await expect(page.getByRole('heading', { name: 'Share your BVN details' })).toBeVisible();
  const consentPhone = await holderPhone(bvn);
  const isConsentCode = (entry: OutboxEntry) =>
    entry.channel === 'sms' &&
    entry.to === consentPhone &&
    entry.text.includes('is your code to share your BVN details') &&
    new Date(entry.createdAt) >= new Date(since.getTime() - 1000);
  await waitForMessage(request, isConsentCode);
  const codes = (await readOutbox(request)).filter(isConsentCode).map((entry) => entry.text.match(/\b(\d{6})\b/)![1]!);
  for (const code of codes) {
    await page.getByLabel('One-time code').fill(code);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForLoadState();
    if (!/\/consent\//.test(page.url())) return;
  }
  throw new Error('No consent code sent since the validation began was accepted');
}

/** The verification e-mail's link, opened, and confirmed with its button (opening alone verifies nothing). */
export async function confirmEmailLink(page: Page, link: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
  await page.getByRole('button', { name: 'Verify my e-mail' }).click();
  await expect(page.getByRole('heading', { name: 'Email Is Verified!' })).toBeVisible();
}

/** Opens the form's BVN Validation dialog, once the page's script can (before it, the link leads to /bvnvalidation). */
export async function openBvnDialog(page: Page) {
  // The phone field's country picker appears once the page's script runs: the link then opens the dialog.
  await expect(page.getByRole('button', { name: /^Country code:/ })).toBeVisible();
  await page.getByRole('link', { name: 'Validate BVN to get started' }).click();
  return page.getByRole('dialog', { name: 'BVN Validation' });
}

/** 'Validate BVN to get started' -> dialog -> consent -> back on the form with the BVN data. */
export async function validateBvnWithDialog(page: Page, request: APIRequestContext, bvn: string) {
  const dialog = await openBvnDialog(page);
  await expect(
    dialog.getByText('You are required to validate your BVN to continue with this application'),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'BVN' }).fill(bvn);
  const since = new Date();
  await dialog.getByRole('button', { name: 'PROCEED TO VALIDATE' }).click();
  await page.waitForURL(/\/consent\//);
  await approveConsent(page, request, bvn, since);
  // The form's line and the notice: the notice shows once the page's script runs, so the form is live.
  await expect(page.getByRole('status').filter({ hasText: 'Bvn Data Fetched..!' })).toHaveCount(2);
}

export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

export interface Application {
  product: string;
  branch?: string;
  email: string;
  phone?: string;
  nin?: string;
  photo?: string;
  idCard?: string;
  terms?: boolean;
}

/** Fills what the BVN record did not: account, branch, e-mail, files, terms (and phone or NIN when asked). */
export async function fillApplication(page: Page, application: Application) {
  await page.getByRole('combobox', { name: 'Type of Account' }).selectOption({ label: application.product });
  await page.getByRole('combobox', { name: 'Preferred Branch' }).selectOption({ label: application.branch ?? 'Ikeja' });
  await field(page, 'Email').fill(application.email);
  if (application.phone) await field(page, 'Phone').fill(application.phone);
  if (application.nin) await field(page, 'NIN').fill(application.nin);
  await page.getByLabel('Passport Photo').setInputFiles(application.photo ?? FIXTURES.photo);
  await page.getByLabel('Scanned ID Card').setInputFiles(application.idCard ?? FIXTURES.idCard);
  if (application.terms !== false) await page.getByRole('checkbox', { name: /I have read and accepted/ }).check();
}

/** The verification e-mail sent to `email`, and the link in it. */
export async function verificationLink(request: APIRequestContext, email: string): Promise<string> {
  const message = await waitForMessage(
    request,
    (entry) => entry.channel === 'email' && entry.to === email && entry.subject === 'Verify your email address',
  );
  return message.text.match(/https?:\/\/\S+instantAccount\?msg=1&psc=[\w-]+/)![0];
}

/** The account-details e-mail sent to `email`, and the account number in it. */
export async function accountNumberByEmail(
  request: APIRequestContext,
  email: string,
  timeout = 15_000,
): Promise<string> {
  const message = await waitForMessage(
    request,
    (entry) => entry.channel === 'email' && entry.to === email && /account details$/.test(entry.subject ?? ''),
    timeout,
  );
  return message.text.match(/Account number: (\d{10})/)![1]!;
}

/**
 * The account number a successful opening shows, or (when the core banking happened to be away,
 * see the core banking journey) the one that the e-mail brings a little later.
 */
export async function openedAccountNumber(page: Page, request: APIRequestContext, email: string): Promise<string> {
  const result = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(result).toBeVisible({ timeout: 20_000 });
  const shown = result.getByText(/^\d{10}$/);
  if (await shown.count()) return (await shown.textContent())!;
  await expect(result.getByText('Your account details will be sent to you shortly.')).toBeVisible();
  return accountNumberByEmail(request, email, 150_000);
}

const CORE_LOCK = join(tmpdir(), 'bank-e2e-core-banking.lock');

/** Switching the shared local core banking is done by one journey at a time, across workers. */
export async function withCoreBankingSwitched<T>(
  request: APIRequestContext,
  work: (switchTo: (state: 'up' | 'down') => Promise<void>) => Promise<T>,
): Promise<T> {
  await expect
    .poll(
      () =>
        mkdir(CORE_LOCK).then(
          () => true,
          () => false,
        ),
      { timeout: 120_000, intervals: [500] },
    )
    .toBe(true);
  const switchTo = async (state: 'up' | 'down') => {
    expect((await request.post('/dev/core-banking', { data: { state } })).ok()).toBe(true);
  };
  try {
    return await work(switchTo);
  } finally {
    await switchTo('up');
    await rmdir(CORE_LOCK);
  }
}
