/**
 * The back office's journeys run on a server of their own: its first administrator is made by
 * `npm run staff:add` on the embedded database before the server starts, as the README says.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from '@playwright/test';
import { apiBrowser } from '../support/signed-in-customer';
import { codeSentTo, instantAccountCustomer, type WebsiteCustomer } from './customer-area-support';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { startServer, stopServer, waitForHealthy, type SpawnedServer } from './spawned-server';

const run = promisify(execFile);

type EditorRole = 'maker' | 'checker';
type Editors = Record<EditorRole, { email: string; name: string }>;

/**
 * A server of its own with two content editors invited before it starts (a maker and a checker):
 * their invitation paths and the server.
 */
async function contentDeskServer(port: number, base: string, editors: Editors) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bank-content-'));
  const links = { maker: '', checker: '' };
  for (const role of ['maker', 'checker'] as const)
    links[role] = new URL(
      await staffAddCommand(dataDir, [
        '--email',
        editors[role].email,
        '--role',
        'content_editor',
        '--name',
        editors[role].name,
      ]),
    ).pathname;
  const server: SpawnedServer = startServer(port, { DATA_DIR: dataDir, PUBLIC_URL: base });
  // Four journeys may share the machine: a start under load takes longer than the usual minute.
  await waitForHealthy(base, 150);
  return { links, server };
}

/**
 * A content-desk journey: a spec's tests share a server of their own at E2E_PORT + `offset`, started
 * before them with the two editors invited (`contentDeskServer`) and stopped after them. Each browser
 * an editor opens is a client of its own (an address of its own), at a desktop's width.
 */
export function contentDeskJourney(offset: number, editors: Editors) {
  const port = Number(process.env.E2E_PORT ?? 3100) + offset;
  const base = `http://127.0.0.1:${port}`;
  const password = 'correct horse battery staple';
  let desk: Awaited<ReturnType<typeof contentDeskServer>> | undefined;
  const logins: Partial<Record<EditorRole, StaffLogin>> = {};
  let clients = 0;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    desk = await contentDeskServer(port, base, editors);
  });
  test.afterAll(async () => {
    if (desk) await stopServer(desk.server);
  });

  async function clientPage(browser: Browser) {
    clients += 1;
    const context = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      extraHTTPHeaders: { 'X-Forwarded-For': `10.${offset}.${clients}.${1 + Math.floor(Math.random() * 250)}` },
    });
    return context.newPage();
  }

  return {
    base,
    /** The editor enrolled from their invitation, signed in on the back office's Overview. */
    async enrolled(browser: Browser, role: EditorRole) {
      const page = await clientPage(browser);
      logins[role] = await enrolFromLink(page, `${base}${desk!.links[role]}`, { ...editors[role], password });
      return page;
    },
    /** An editor enrolled by an earlier test, signed in again in a browser of their own. */
    async signedIn(browser: Browser, role: EditorRole) {
      const page = await clientPage(browser);
      await signInStaff(page, base, logins[role]!);
      return page;
    },
  };
}

/** Runs the README's command against a data folder (or the PostgreSQL database given) and answers the link it prints. */
export async function staffAddCommand(dataDir: string, args: string[], databaseUrl = ''): Promise<string> {
  const { stdout } = await run('node', ['scripts/staff-add.mjs', ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  const link = /https?:\/\/\S+\/staff\/invite\/\S+/.exec(stdout)?.[0];
  if (!link) throw new Error(`staff:add printed no link:\n${stdout}`);
  return link;
}

interface OutboxMail {
  to: string;
  subject: string | null;
  text: string;
  createdAt: string;
}

async function outboxOf(base: string): Promise<OutboxMail[]> {
  return (await fetch(`${base}/dev/outbox.json`)).json() as Promise<OutboxMail[]>;
}

/** The newest e-mail to `to` whose text matches, waiting for it to arrive. */
export async function mailTo(base: string, to: string, matching: RegExp = /./): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await outboxOf(base)).find(
          (mail) => mail.to === to && matching.test(`${mail.subject ?? ''}\n${mail.text}`),
        );
        return Boolean(found);
      },
      { timeout: 15_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found!;
}

export const invitationLinkIn = (text: string) => /https?:\/\/\S+\/staff\/invite\/[A-Za-z0-9_-]+/.exec(text)![0];

/**
 * A staff member's authenticator: the secret read from the enrolment page. A code is accepted once
 * per 30-second step, so a second sign-in within the same step waits for the next one.
 */
class Authenticator {
  private lastStep = -1;
  constructor(readonly secret: string) {}

  async code(): Promise<string> {
    let step = Math.floor(Date.now() / 30_000);
    if (step <= this.lastStep) {
      await new Promise((resolve) => setTimeout(resolve, (this.lastStep + 1) * 30_000 - Date.now() + 200));
      step = Math.floor(Date.now() / 30_000);
    }
    this.lastStep = step;
    return new TOTP({ secret: Secret.fromBase32(this.secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
  }
}

export interface StaffLogin {
  email: string;
  password: string;
  authenticator: Authenticator;
}

/** From the invitation link: name and password, then the authenticator read from the enrolment page. */
export async function enrolFromLink(
  page: Page,
  link: string,
  { name, email, password }: { name: string; email: string; password: string },
): Promise<StaffLogin> {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your staff access' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Your full name' }).fill(name);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Repeat the password' }).fill(password);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Link your authenticator app' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const uri = (await page.getByTestId('otpauth-uri').textContent()) ?? '';
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  const authenticator = new Authenticator(new URL(uri).searchParams.get('secret')!);
  await page.getByRole('textbox', { name: 'Authenticator code' }).fill(await authenticator.code());
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  return { email, password, authenticator };
}

export async function signInStaff(page: Page, base: string, login: StaffLogin) {
  await page.goto(`${base}/staff/login`);
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Work e-mail address' }).fill(login.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(login.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your authenticator code' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Authenticator code' }).fill(await login.authenticator.code());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
}

/** The API as a browser of a server process: the cookies it is given, no redirects followed. */
function httpApp(base: string) {
  return { request: (path: string, init?: RequestInit) => fetch(`${base}${path}`, { ...init, redirect: 'manual' }) };
}

const pdf = (name: string) =>
  new File([new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')], name, {
    type: 'application/pdf',
  });

/** A website customer signed in over the API: their API browser and the cookie header of their session. */
export async function signedInCustomer(base: string) {
  const customer = await instantAccountCustomer(base);
  const password = '2468013579';
  const browser = apiBrowser(httpApp(base));
  const since = new Date(Date.now() - 1000);
  const { resetRef } = (await (
    await browser.call('POST', '/customers/self/passwordReset', { username: customer.accountNumber })
  ).json()) as { resetRef: string };
  const [phoneCode, emailCode] = [
    await codeSentTo(base, customer.phone, since),
    await codeSentTo(base, customer.email, since),
  ];
  expect(
    (
      await browser.call('POST', '/customers/self/passwordSet', {
        resetRef,
        phoneCode,
        emailCode,
        password,
        confirmPassword: password,
      })
    ).status,
  ).toBe(200);
  const signInSince = new Date(Date.now() - 1000);
  const { loginRef } = (await (
    await browser.call('POST', '/customers/login', { username: customer.accountNumber, password })
  ).json()) as { loginRef: string };
  expect(
    (
      await browser.call('POST', '/customers/self/otpLogin', {
        loginRef,
        otp: await codeSentTo(base, customer.phone, signInSince),
      })
    ).status,
  ).toBe(200);
  return { customer, browser, cookie: browser.cookieHeader() };
}

/** A customer's submitted mortgage application, made over the API as the loan pages make it. */
export async function submittedLoanApplication(
  base: string,
): Promise<{ customer: WebsiteCustomer; reference: string; id: string; cookies: Map<string, string> }> {
  const { customer, browser } = await signedInCustomer(base);

  const { application } = (await (
    await browser.call('POST', '/loans/applications', { productId: 'standard' })
  ).json()) as { application: { id: string } };
  const steps = [
    { step: 1, productId: 'standard', loanAmount: '20,000,000', tenorYears: '20' },
    {
      step: 2,
      propertyStatus: 'identified',
      propertyPrice: '25000000',
      propertyType: 'Terrace',
      propertyAddress: '12 Admiralty Way, Lekki',
      propertyState: 'Lagos',
    },
    {
      step: 3,
      employmentStatus: 'Employed',
      employerName: 'Dangote Cement',
      jobTitle: 'Engineer',
      netMonthlyIncome: '1,500,000',
      birthDate: '1988-05-14',
    },
    { step: 4, existingMonthlyRepayments: '0', dependants: '2' },
  ];
  for (const step of steps)
    expect((await browser.call('PATCH', `/loans/applications/${application.id}`, step)).status).toBe(200);
  const form = new FormData();
  for (const kind of ['payslip', 'bankStatement', 'titleDocument']) form.append(kind, pdf(`${kind}.pdf`));
  const uploaded = await fetch(`${base}/api/v1/loans/applications/${application.id}/documents`, {
    method: 'POST',
    body: form,
    headers: { Cookie: browser.cookieHeader() },
  });
  expect(uploaded.status).toBe(200);
  expect((await browser.call('PATCH', `/loans/applications/${application.id}`, { step: 5 })).status).toBe(200);
  const submitted = await browser.call('POST', `/loans/applications/${application.id}/submit`, {
    declaration: 'on',
    creditCheck: 'on',
  });
  expect(submitted.status).toBe(200);
  const { reference } = (await submitted.json()) as { reference: string };
  return { customer, reference, id: application.id, cookies: browser.cookies };
}
