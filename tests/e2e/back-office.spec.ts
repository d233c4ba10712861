import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, withoutJavaScript } from './fixtures';
import { consentedApplicant, submission } from '../support/http-applicant';
import { pdfText } from '../support/pdf-text';
import { instantAccountCustomer } from './customer-area-support';
import {
  enrolFromLink,
  invitationLinkIn,
  mailTo,
  signedInCustomer,
  signInStaff,
  staffAddCommand,
  submittedLoanApplication,
  type StaffLogin,
} from './back-office-support';
import { startServer, stopServer, waitForHealthy, type SpawnedServer } from './spawned-server';

// Issue 10: the back office, on a server of its own whose first administrator the command makes.
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const PORT = Number(process.env.E2E_PORT ?? 3100) + 61;
const PASSWORD = 'correct horse battery staple';
let server: SpawnedServer;
let base = '';
const staff: Record<'admin' | 'service' | 'compliance' | 'mortgageMaker' | 'mortgageChecker', StaffLogin | undefined> =
  { admin: undefined, service: undefined, compliance: undefined, mortgageMaker: undefined, mortgageChecker: undefined };
const invitations: { key: keyof typeof staff; name: string; email: string; role: string }[] = [
  { key: 'service', name: 'Chidi Okafor', email: 'chidi.okafor@agmortgage.test', role: 'Customer service' },
  { key: 'compliance', name: 'Halima Bello', email: 'halima.bello@agmortgage.test', role: 'Compliance' },
  { key: 'mortgageMaker', name: 'Tunde Bakare', email: 'tunde.bakare@agmortgage.test', role: 'Mortgage officer' },
  { key: 'mortgageChecker', name: 'Ngozi Eze', email: 'ngozi.eze@agmortgage.test', role: 'Mortgage officer' },
];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'bank-staff-'));
  base = `http://127.0.0.1:${PORT}`;
  const link = await staffAddCommand(dataDir, [
    '--email',
    'ada.admin@agmortgage.test',
    '--role',
    'admin',
    '--name',
    'Ada Admin',
  ]);
  // Two administrators from the command line: each invitation needs a second one's approval.
  secondAdminLink = new URL(
    await staffAddCommand(dataDir, [
      '--email',
      'bayo.admin@agmortgage.test',
      '--role',
      'admin',
      '--name',
      'Bayo Admin',
    ]),
  ).pathname;
  // The job's own retries wait an hour here, so that 'Retry now' is what opens the pending account.
  server = startServer(PORT, { DATA_DIR: dataDir, PUBLIC_URL: base, ACCOUNT_RETRY_DELAY_SECONDS: '3600' });
  await waitForHealthy(base);
  staff.admin = { email: 'ada.admin@agmortgage.test', password: PASSWORD, authenticator: undefined! };
  invitations.unshift({ key: 'admin', name: 'Ada Admin', email: 'ada.admin@agmortgage.test', role: '' });
  adminLink = new URL(link).pathname;
});
test.afterAll(async () => {
  if (server) await stopServer(server);
});
let adminLink = '';
/** The loan approved through maker-checker, whose trail compliance then reads. */
let loanReference = '';
let secondAdminLink = '';
/** Each member's signed-in page, kept open from one journey to the next. */
const desks: Partial<Record<keyof typeof staff | 'secondAdmin', Page>> = {};

/** axe on the page, and a full-page screenshot of it kept with the test's results, to look at. */
/** axe runs as a script in the page: a page without JavaScript gets the screenshot only (axe would never return). */
async function checked(page: Page, { javaScriptEnabled = true } = {}) {
  if (javaScriptEnabled) await expectNoAxeViolations(page);
  const name = new URL(page.url()).pathname.replace(/^\/+/, '').replace(/[^\w]+/g, '-') || 'home';
  const { width } = page.viewportSize()!;
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
}

async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: {
      'X-Forwarded-For': `10.77.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
    },
  });
  return context.newPage();
}

test('the administrator made by the command enrols a second factor and invites the staff, which a second administrator approves', async ({
  browser,
}) => {
  const page = await staffPage(browser);
  staff.admin = await enrolFromLink(page, `${base}${adminLink}`, {
    name: 'Ada Admin',
    email: 'ada.admin@agmortgage.test',
    password: PASSWORD,
  });
  await checked(page);
  // The link was single use.
  await page.goto(`${base}${adminLink}`);
  await expect(page.getByText('This link is not valid any more')).toBeVisible();

  await page.goto(`${base}/staff/team`);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await checked(page);
  for (const invitation of invitations.filter((item) => item.key !== 'admin')) {
    const form = page.locator('#staff-invite-member');
    await form.getByRole('textbox', { name: 'Work e-mail address' }).fill(invitation.email);
    await form.getByRole('textbox', { name: 'Full name' }).fill(invitation.name);
    await form.getByRole('checkbox', { name: invitation.role }).check();
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(
      page.getByText(`The invitation to ${invitation.email} waits for a second administrator`),
    ).toBeVisible();
  }
  // Issue 26.6: nothing goes out until a second administrator approves, here without JavaScript.
  await expect(
    page.getByRole('region', { name: 'Waiting for a second administrator' }).getByRole('listitem'),
  ).toHaveCount(4);
  await checked(page);
  await page.goto(`${base}/staff/approvals`);
  await expect(page.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  const checkerContext = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'X-Forwarded-For': '10.78.0.9' },
  });
  const checker = await checkerContext.newPage();
  await enrolFromLink(checker, `${base}${secondAdminLink}`, {
    name: 'Bayo Admin',
    email: 'bayo.admin@agmortgage.test',
    password: PASSWORD,
  });
  await checker.goto(`${base}/staff/approvals`);
  await checked(checker, { javaScriptEnabled: false });
  // A malformed request is refused with a 4xx, not a server error.
  const malformed = await checker.request.post(`${base}/staff/approvals`, {
    form: { intent: 'approve-x', approvalId: 'not-a-uuid' },
    headers: { Origin: base },
  });
  expect(malformed.status()).toBe(404);
  for (let approved = 0; approved < 4; approved += 1) {
    await checker
      .getByRole('listitem')
      .filter({ hasText: 'Invite a staff member' })
      .getByRole('button', { name: 'Approve' })
      .first()
      .click();
    await expect(checker.getByRole('status').filter({ hasText: 'Approved: the action is done.' })).toBeVisible();
  }
  // The second administrator stays at the desk: later invitations wait for them too.
  desks.secondAdmin = checker;
  for (const invitation of invitations.filter((item) => item.key !== 'admin')) {
    const mail = await mailTo(base, invitation.email, /back office/);
    const invitee = await staffPage(browser);
    staff[invitation.key] = await enrolFromLink(
      invitee,
      invitationLinkIn(mail.text).replace(/^https?:\/\/[^/]+/, base),
      { name: invitation.name, email: invitation.email, password: PASSWORD },
    );
    desks[invitation.key] = invitee;
  }
  await page.goto(`${base}/staff/team`);
  const compliance = page.getByRole('listitem').filter({ hasText: 'Halima Bello' });
  await expect(compliance).toContainText('Active');
  await expect(compliance.getByRole('checkbox', { name: 'Compliance' })).toBeChecked();
  await expect(compliance.getByRole('checkbox', { name: 'Customer service' })).not.toBeChecked();

  // Sign-out ends the session; signing in again asks for a new code.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You have signed out.')).toBeVisible();
  await page.goto(`${base}/staff/team`);
  await expect(page).toHaveURL(/\/staff\/login$/);
  await signInStaff(page, base, staff.admin);
  desks.admin = page;
});

/** Switches the local core; back up, the waiting accounts are left to 'Retry now' rather than swept at once. */
async function switchCore(state: 'up' | 'down') {
  expect(
    (
      await fetch(`${base}/dev/core-banking`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ state, sweep: false }),
      })
    ).ok,
  ).toBe(true);
}

test('customer service works an application to a decision, opens a document, retries a pending account and answers a contact message', async () => {
  const page = desks.service!;
  const approvedOne = await instantAccountCustomer(base);
  await switchCore('down');
  const waiting = await consentedApplicant([base, base]);
  expect([201, 202]).toContain((await submission(base, waiting, crypto.randomUUID())).status);
  const contact = {
    name: 'Bisi Adeyemi',
    email: `bisi.${Date.now()}@example.com`,
    subject: 'mortgage',
    message: 'How long does an NHF mortgage take to approve?',
  };
  expect(
    (
      await fetch(`${base}/api/v1/messages/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(contact),
      })
    ).status,
  ).toBeLessThan(300);

  // The application, its data and a document, then the decision.
  await page.goto(`${base}/staff/applications`);
  await checked(page);
  await page.getByRole('searchbox', { name: 'Name, e-mail or account number' }).fill(approvedOne.email);
  await page.getByRole('button', { name: 'Apply' }).click();
  // The filtered list (one application), not the whole one still on the screen for a moment.
  const found = page
    .getByRole('table', { name: 'Account applications, over service level first, then newest first' })
    .getByRole('link');
  await expect(found).toHaveCount(1);
  await found.click();
  await expect(page.getByRole('heading', { level: 1, name: /^Application of / })).toBeVisible();
  await expect(page.getByText(approvedOne.accountNumber)).toBeVisible();
  await expect(page.getByText(approvedOne.bvnNo, { exact: true })).toHaveCount(0);
  await checked(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Passport photograph' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.(jpe?g|png)$/);
  await page.getByRole('button', { name: 'Approve the application' }).click();
  await expect(page.getByText('Application approved. The customer was told by e-mail.')).toBeVisible();
  await mailTo(base, approvedOne.email, /Your account application is approved/);
  await page.reload();
  // The history says what changed in words; openings stay in the audit trail.
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Account application approved.');
  await expect(page.getByRole('region', { name: 'History' })).not.toContainText('Document opened');

  // The account the core could not open, retried while it is down, then once it is back.
  await page.goto(`${base}/staff/pending-accounts`);
  const retry = page.getByRole('button', { name: `Retry now: ${waiting.data.firstname}`, exact: false }).first();
  await retry.click();
  await expect(page.getByText('The core banking is still not answering.')).toBeVisible();
  await switchCore('up');
  await page
    .getByRole('button', { name: `Retry now: ${waiting.data.firstname}`, exact: false })
    .first()
    .click();
  await expect(page.getByText(/The core opened account \d{10}/)).toBeVisible();

  // The contact message: assigned, answered by e-mail, closed.
  await page.goto(`${base}/staff/messages`);
  await page.getByRole('link', { name: contact.name }).click();
  await page.getByRole('button', { name: 'Take it (assign to me)' }).click();
  await expect(page.getByText('It is yours now: it shows in your work.')).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Your reply' })
    .fill('An NHF mortgage takes about six weeks once every document is in.');
  await page.getByRole('button', { name: 'Send the reply' }).click();
  await expect(page.getByText(`Reply sent to ${contact.email}.`)).toBeVisible();
  expect((await mailTo(base, contact.email, /six weeks/)).text).toContain(contact.message);
  await checked(page);
  await page.getByRole('button', { name: 'Close the enquiry' }).click();
  await expect(page.getByText('Enquiry closed. The sender was told by e-mail.')).toBeVisible();
});

test('customer service routes a mortgage question to the mortgage officers and still sees it, routed, with its new owner, read-only', async () => {
  const service = desks.service!;
  const officer = desks.mortgageMaker!;
  const contact = {
    name: 'Kunle Routed',
    email: `kunle.${Date.now()}@example.com`,
    subject: 'mortgage',
    message: 'Can I add my wife’s income to my mortgage application?',
  };
  const sent = await fetch(`${base}/api/v1/messages/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(contact),
  });
  expect(sent.status).toBeLessThan(300);

  await service.goto(`${base}/staff/messages`);
  await service.getByRole('link', { name: contact.name }).click();
  await service.waitForURL(/\/staff\/messages\/[\da-f-]{36}$/);
  const messageUrl = service.url();
  const route = service.locator('#work-route');
  await route
    .getByRole('combobox', { name: 'Route to another queue' })
    .selectOption({ label: 'Mortgage officers (mortgage applications)' });
  await route.getByRole('button', { name: 'Route' }).click();
  await expect(
    service.getByRole('status').filter({ hasText: 'Routed to Mortgage officers (mortgage applications).' }),
  ).toBeVisible();

  // The mortgage officers find it on their queue's page and take it.
  await officer.goto(`${base}/staff/loans`);
  await officer
    .getByRole('region', { name: 'Contact messages routed here' })
    .getByRole('link', { name: contact.name })
    .click();
  await officer.getByRole('button', { name: 'Take it (assign to me)' }).click();
  await expect(officer.getByText('It is yours now: it shows in your work.')).toBeVisible();
  await expect(officer.getByRole('button', { name: 'Send the reply' })).toBeVisible();

  // Customer service's list still shows it, routed, with its new owner; its page reads only.
  await service.goto(`${base}/staff/messages`);
  const row = service.getByRole('row').filter({ hasText: contact.name });
  await expect(row).toContainText('Routed to Mortgage officers (mortgage applications)');
  await expect(row).toContainText('Tunde Bakare');
  await checked(service);
  await service.goto(messageUrl);
  await expect(
    service.getByText('Its staff work it now: you can read it here, and they reply, close it or route it back.'),
  ).toBeVisible();
  await expect(service.getByRole('region', { name: 'Owner' })).toContainText('Tunde Bakare');
  await expect(service.getByRole('button', { name: 'Send the reply' })).toHaveCount(0);
  await expect(service.locator('#work-route, #work-assign, #work-take')).toHaveCount(0);
  await checked(service);
});

test('an applicant on the sample sanctions list screens High with the hit, customer service’s approval is refused with JavaScript and without until compliance clears it', async ({
  browser,
}) => {
  // BVN 22222222224 is the sandbox's Obadiah Kelechi Aribisala, on the made-up sample UN list (decision 089).
  const applicant = await consentedApplicant([base, base], { bvnNo: '22222222224' });
  expect((await submission(base, applicant, crypto.randomUUID())).status).toBe(201);
  const service = desks.service!;
  await service.goto(
    `${base}/staff/applications?${new URLSearchParams({ q: `crash.${applicant.bvnNo}@example.com` })}`,
  );
  await service
    .getByRole('table', { name: 'Account applications, over service level first, then newest first' })
    .getByRole('link')
    .click();
  await expect(service.getByRole('heading', { level: 1, name: /^Application of / })).toBeVisible();
  const applicationPage = service.url();
  const screening = service.getByRole('region', { name: 'Screening and risk' });
  const hits = screening.getByRole('table', { name: 'Hits for Applicant: Obadiah Kelechi Aribisala' });
  await expect(hits.getByRole('row', { name: /OBADIAH KELECHI ARIBISALA/ })).toContainText(
    /UN Security Council list, QDi\.901.*Sanctions.*100%/,
  );
  await expect(screening).toContainText('High');
  await expect(screening.getByRole('listitem')).toHaveText(['A name is on a sanctions list.']);
  await checked(service);

  // Approval is refused with JavaScript...
  const refused =
    'High risk: a compliance officer must clear it before the application can be approved. Ask compliance to clear the risk.';
  const review = service.getByRole('region', { name: 'Review' });
  await review.getByRole('button', { name: 'Approve the application' }).click();
  // The review holds two forms, each with its own alert: the refusal is in the approval's.
  await expect(review.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(refused);
  // ...and without.
  const plain = await withoutJavaScript(browser, service, applicationPage);
  await plain.getByRole('region', { name: 'Review' }).getByRole('button', { name: 'Approve the application' }).click();
  await expect(plain.getByRole('region', { name: 'Review' }).getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    refused,
  );
  await checked(plain, { javaScriptEnabled: false });
  await plain.context().close();

  // Customer service asks compliance; compliance reads the hit and clears it.
  await service.goto(applicationPage);
  await screening.getByRole('button', { name: 'Ask compliance to clear the risk' }).click();
  await expect(screening).toContainText('Clearance asked for by Chidi Okafor: waiting for a compliance officer.');
  const compliance = desks.compliance!;
  await compliance.goto(`${base}/staff/approvals`);
  const request = compliance.getByRole('listitem').filter({ hasText: "Clear an account application's high risk" });
  await expect(request).toContainText(
    'Obadiah Kelechi Aribisala: OBADIAH KELECHI ARIBISALA (UN Security Council list, QDi.901, 100%)',
  );
  await expect(request).toContainText('A name is on a sanctions list.');
  await checked(compliance);
  // The request opens the application page: its review and screening, without customer service's forms.
  await request.getByRole('link', { name: 'Open the item' }).click();
  await expect(compliance).toHaveURL(applicationPage);
  const read = compliance.getByRole('region', { name: 'Screening and risk' });
  await expect(read).toContainText('Clearance asked for by Chidi Okafor: waiting for a compliance officer.');
  await expect(read.getByRole('table', { name: 'Hits for Applicant: Obadiah Kelechi Aribisala' })).toBeVisible();
  await expect(compliance.getByRole('region', { name: 'Review' })).toContainText(
    'Customer service approves or declines the application.',
  );
  const customerServiceButtons = ['Approve the application', 'Ask for a decline', 'Screen again'];
  for (const name of customerServiceButtons) await expect(compliance.getByRole('button', { name })).toHaveCount(0);
  await checked(compliance);
  // Without JavaScript compliance is served the same reading, with no form of customer service's either.
  const plainRead = await withoutJavaScript(browser, compliance);
  await expect(plainRead.getByRole('region', { name: 'Review' })).toContainText(
    'Customer service approves or declines the application.',
  );
  await expect(
    plainRead
      .getByRole('region', { name: 'Screening and risk' })
      .getByRole('table', { name: 'Hits for Applicant: Obadiah Kelechi Aribisala' }),
  ).toBeVisible();
  for (const name of customerServiceButtons) await expect(plainRead.getByRole('button', { name })).toHaveCount(0);
  await checked(plainRead, { javaScriptEnabled: false });
  await plainRead.context().close();
  await compliance.getByRole('link', { name: 'Back to the list' }).click();
  await expect(compliance).toHaveURL(`${base}/staff/approvals`);
  await request.getByRole('button', { name: /^Approve/ }).click();
  await expect(compliance.getByText('Approved: the action is done.')).toBeVisible();

  // Cleared, the application is approved.
  await service.goto(applicationPage);
  await expect(screening).toContainText('High risk cleared by Halima Bello');
  await review.getByRole('button', { name: 'Approve the application' }).click();
  await expect(service.getByText('Application approved. The customer was told by e-mail.')).toBeVisible();
  await checked(service);
});

test('a decline approved by a second member freezes the applicant’s open account, and the applicant’s area says why and what follows, with JavaScript and without', async ({
  browser,
}) => {
  const { customer, browser: customerApi } = await signedInCustomer(base);
  const deposited = await fetch(`${base}/dev/core-banking/postings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      accountNumber: customer.accountNumber,
      amountKobo: 500_000,
      narration: 'Cash deposit: Ikeja branch',
    }),
  });
  expect(deposited.status).toBe(201);

  // A second customer-service member, to approve the decline Chidi asks for.
  const admin = desks.admin!;
  await admin.goto(`${base}/staff/team`);
  const form = admin.locator('#staff-invite-member');
  await form.getByRole('textbox', { name: 'Work e-mail address' }).fill('kemi.ade@agmortgage.test');
  await form.getByRole('textbox', { name: 'Full name' }).fill('Kemi Ade');
  await form.getByRole('checkbox', { name: 'Customer service' }).check();
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'kemi.ade@agmortgage.test' })).toBeVisible();
  const secondAdmin = desks.secondAdmin!;
  await secondAdmin.goto(`${base}/staff/approvals`);
  await secondAdmin
    .getByRole('listitem')
    .filter({ hasText: 'kemi.ade@agmortgage.test' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(secondAdmin.getByRole('status').filter({ hasText: 'Approved: the action is done.' })).toBeVisible();
  const invitation = await mailTo(base, 'kemi.ade@agmortgage.test', /back office/);
  const kemi = await staffPage(browser);
  await enrolFromLink(kemi, invitationLinkIn(invitation.text).replace(/^https?:\/\/[^/]+/, base), {
    name: 'Kemi Ade',
    email: 'kemi.ade@agmortgage.test',
    password: PASSWORD,
  });

  const reason = 'The name on your ID card does not match your BVN record.';
  const page = desks.service!;
  await page.goto(`${base}/staff/applications`);
  await page.getByRole('searchbox', { name: 'Name, e-mail or account number' }).fill(customer.email);
  await page.getByRole('button', { name: 'Apply' }).click();
  const found = page
    .getByRole('table', { name: 'Account applications, over service level first, then newest first' })
    .getByRole('link');
  await expect(found).toHaveCount(1);
  await found.click();
  await page.getByRole('textbox', { name: 'Reason for the customer' }).fill(reason);
  await page.getByRole('button', { name: 'Ask for a decline' }).click();
  await expect(page.getByText('Decline sent for approval: a second staff member must approve it.')).toBeVisible();
  await kemi.goto(`${base}/staff/approvals`);
  await kemi
    .getByRole('listitem')
    .filter({ hasText: reason })
    .getByRole('button', { name: /^Approve/ })
    .click();
  await expect(kemi.getByText('Approved: the action is done.')).toBeVisible();
  await mailTo(base, customer.email, /About your account application/);

  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    await context.addCookies([...customerApi.cookies].map(([name, value]) => ({ name, value, url: base })));
    const area = await context.newPage();
    await area.goto(`${base}/account`);
    const application = area.getByRole('region', { name: 'Your applications' }).getByRole('listitem').first();
    await expect(application).toContainText('Declined');
    await expect(application).toContainText(`Reason: ${reason}`);
    await expect(application).toContainText(`Account ${customer.accountNumber} is frozen: no money can leave it.`);
    await expect(application).not.toContainText('Account opened');
    const account = area
      .getByRole('region', { name: 'Your accounts' })
      .getByRole('listitem')
      .filter({ hasText: customer.accountNumber })
      .first();
    await expect(account).toContainText('Frozen');
    await expect(account).toContainText('₦5,000.00');
    await expect(account).toContainText('No money can leave this account.');
    // axe runs in the page: only where scripts run.
    if (javaScriptEnabled) await checked(area);
    await context.close();
  }
});

async function postJson(path: string, body: unknown) {
  return fetch(`${base}/api/v1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

test('compliance answers a whistle-blower report that the reporter then reads by its reference', async () => {
  const made = await postJson('/messages/whistle-blower', {
    category: 'fraud',
    whatHappened: 'A loan officer asked applicants for cash to approve NHF loans faster.',
    whenHappened: 'Between January and March',
  });
  expect(made.status).toBe(201);
  const { reference, secret } = (await made.json()) as { reference: string; secret: string };
  const page = desks.compliance!;
  await page.goto(`${base}/staff/whistle-blower`);
  await checked(page);
  await page.getByRole('link', { name: reference }).click();
  await expect(page.getByText('A loan officer asked applicants for cash')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('under_review');
  await page
    .getByRole('textbox', { name: 'Message to the reporter' })
    .fill('Thank you. We are looking into this and may write again here.');
  await page.getByRole('button', { name: 'Save status and message' }).click();
  await expect(
    page.getByText('Saved. The reporter sees the new status and message when they next check.'),
  ).toBeVisible();
  await checked(page);

  const seenByReporter = JSON.stringify(
    await (await postJson('/messages/whistle-blower/status', { reference, secret })).json(),
  );
  expect(seenByReporter).toContain('We are looking into this');
  expect(seenByReporter).toMatch(/under_review|Under review/);
});

test('a mortgage officer sees the computed figures, asks approval with terms, a second officer approves, and the customer downloads and accepts the offer letter', async ({
  browser,
  playwright,
}) => {
  const { customer, reference, id, cookies } = await submittedLoanApplication(base);
  const maker = desks.mortgageMaker!;
  await maker.goto(`${base}/staff/loans`);
  await maker.getByRole('link', { name: reference }).click();
  // ₦20,000,000 over 20 years at 18% on ₦1,500,000 a month, for a ₦25,000,000 home.
  const figures = maker.getByRole('table', { name: 'Credit figures against the product’s rules' });
  await expect(figures.getByRole('row', { name: /Debt-to-income/ })).toContainText('20.6%');
  await expect(figures.getByRole('row', { name: /Debt-to-income/ })).toContainText('Yes');
  await expect(figures.getByRole('row', { name: /Loan-to-value/ })).toContainText('80%');
  await expect(figures.getByRole('row', { name: /Age at maturity/ })).toContainText('At most 65 years');
  await expect(
    maker.getByRole('table', { name: 'The customer’s accounts and whether their BVN and NIN are linked' }),
  ).toContainText(customer.accountNumber);
  await checked(maker);
  await maker.getByRole('combobox', { name: 'Move to' }).selectOption('under_assessment');
  await maker.getByRole('button', { name: 'Move the application' }).click();
  await expect(maker.getByRole('button', { name: 'Ask to approve the loan' })).toBeVisible();
  const terms = maker.getByRole('group', { name: 'The terms of the offer' });
  await expect(terms.getByRole('textbox', { name: 'Loan amount (₦)' })).toHaveValue('20000000');
  // Terms beyond the product are refused beside their field.
  await terms.getByRole('textbox', { name: 'Tenor (years)' }).fill('25');
  await maker.getByRole('button', { name: 'Ask to approve the loan' }).click();
  await expect(terms.getByText(/loans run for at most 20 years/)).toBeVisible();
  await terms.getByRole('textbox', { name: 'Loan amount (₦)' }).fill('18,000,000');
  await terms.getByRole('textbox', { name: 'Interest rate (% a year)' }).fill('16.5');
  await terms.getByRole('textbox', { name: 'Tenor (years)' }).fill('15');
  await terms.getByRole('textbox', { name: /Conditions of the offer/ }).fill('Life assurance assigned to the bank');
  await maker.getByRole('button', { name: 'Ask to approve the loan' }).click();
  await expect(maker.getByText('Sent for approval: a second mortgage officer must approve the offer.')).toBeVisible();
  await expect(maker.getByRole('region', { name: 'Approve and issue the offer' })).toContainText('₦18,000,000');
  await checked(maker);
  await maker.goto(`${base}/staff/approvals`);
  await expect(maker.getByText('You asked for this action, so another staff member must approve it.')).toBeVisible();
  await expect(maker.getByRole('button', { name: /^Approve/ })).toHaveCount(0);

  const checker = desks.mortgageChecker!;
  await checker.goto(`${base}/staff/approvals`);
  await checked(checker, { javaScriptEnabled: false });
  const request = checker.getByRole('listitem').filter({ hasText: reference });
  // The checker reads the terms under their names, not the request's field codes.
  await expect(request.getByRole('definition').filter({ hasText: '₦18,000,000' })).toBeVisible();
  await expect(request.getByRole('term').filter({ hasText: 'Rate (% a year)' })).toBeVisible();
  await expect(request.getByText('loanAmount')).toHaveCount(0);
  // The maker's own approval, posted without the button, is refused on the server and recorded as refused.
  const approvalId = await request.locator('input[name="approvalId"]').first().inputValue();
  const forged = await maker.request.post(`${base}/staff/approvals`, {
    form: { intent: `approve-${approvalId}`, approvalId },
    headers: { Origin: base },
  });
  expect(forged.status()).toBe(403);
  await request.getByRole('button', { name: /^Approve/ }).click();
  await expect(checker.getByText('Approved: the action is done.')).toBeVisible();
  await mailTo(base, customer.email, /offer/i);
  await checker.goto(`${base}/staff/loans?q=${reference}`);
  await expect(checker.getByRole('table', { name: /Loan applications/ })).toContainText(/Offer issued/i);
  await checker.getByRole('link', { name: reference }).click();
  const history = checker.getByRole('region', { name: 'History', exact: true });
  await expect(history.getByRole('listitem').filter({ hasText: 'Refused' })).toContainText(
    'Tried to approve their own request to approve a loan.',
  );
  await expect(history).toContainText('Approved the request to approve a loan: it is done.');
  const offer = checker.getByRole('region', { name: 'The offer', exact: true });
  await expect(offer).toContainText('16.5% a year');
  await expect(offer).toContainText('Not yet: the customer accepts it from the Loan Dashboard.');
  loanReference = reference;

  // The customer's dashboard shows the offer, its letter and the schedule of the offered terms, year by year.
  const customerContext = await browser.newContext();
  await customerContext.addCookies([...cookies].map(([name, value]) => ({ name, value, url: base })));
  const dashboard = await customerContext.newPage();
  await dashboard.goto(`${base}/loan-dashboard`);
  const application = dashboard.getByRole('article', { name: new RegExp(reference) });
  await expect(application).toContainText('Offer issued');
  const schedule = application.getByRole('region', { name: 'Your repayment schedule' });
  await expect(schedule.getByRole('columnheader', { name: 'Balance' })).toBeVisible();
  // A header and one row for each of the 15 years (16 when the loan starts mid-year).
  expect(await schedule.getByRole('row').count()).toBeGreaterThanOrEqual(16);
  const offerCard = application.getByRole('region', { name: 'Your offer' });
  await expect(offerCard).toContainText('₦18,000,000 at 16.5% a year over 15 years');
  const downloading = dashboard.waitForEvent('download');
  await offerCard.getByRole('link', { name: 'Download the offer letter (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`offer-letter-${reference}.pdf`);
  const letter = await readFile((await download.path())!);
  expect(pdfText(letter)).toEqual(
    expect.arrayContaining(['AG Mortgage Bank Plc', '18,000,000.00', '1. Life assurance assigned to the bank']),
  );
  await checked(dashboard);
  await dashboard.setViewportSize({ width: 360, height: 800 });
  await checked(dashboard);
  await customerContext.close();

  // Nobody else reads the letter: another customer, a member of staff or a stranger.
  const letterPath = `${base}/loan-dashboard/${id}/offer-letter`;
  const other = await playwright.request.newContext({
    extraHTTPHeaders: { Cookie: (await signedInCustomer(base)).cookie },
  });
  expect((await other.get(letterPath, { maxRedirects: 0 })).status()).toBe(404);
  const stranger = await playwright.request.newContext();
  for (const client of [stranger, checker.context().request]) {
    const answer = await client.get(letterPath, { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toMatch(/^\/login/);
  }

  // Without JavaScript: the tick is asked for, then the acceptance is recorded and shown to staff.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  await noScript.addCookies([...cookies].map(([name, value]) => ({ name, value, url: base })));
  const plain = await noScript.newPage();
  await plain.goto(`${base}/loan-dashboard`);
  const plainOffer = plain
    .getByRole('article', { name: new RegExp(reference) })
    .getByRole('region', { name: 'Your offer' });
  await plainOffer.getByRole('button', { name: 'Accept the offer' }).click();
  await expect(plain.getByText('Tick the box to accept the offer.').first()).toBeVisible();
  await plainOffer.getByRole('checkbox', { name: new RegExp(`accept the offer`) }).check();
  await plainOffer.getByRole('button', { name: 'Accept the offer' }).click();
  await expect(plain.getByText('Thank you: you have accepted the offer.')).toBeVisible();
  await expect(plainOffer).toContainText('You accepted this offer on');
  await checked(plain, { javaScriptEnabled: false });
  await noScript.close();
  // The officer who approved the offer is e-mailed the acceptance, with the way to the file.
  const told = await mailTo(
    base,
    invitations.find((member) => member.key === 'mortgageChecker')!.email,
    /Offer accepted/,
  );
  expect(told.text).toContain(`/staff/loans/${id}`);
  await checker.reload();
  const accepted = checker.getByRole('region', { name: 'The offer', exact: true });
  await expect(accepted).toContainText('signed in');
  // Staff who read loans download the letter the customer got (each download in the audit trail, not the history).
  const staffDownloading = checker.waitForEvent('download');
  await accepted.getByRole('link', { name: 'Download the offer letter (PDF)' }).click();
  const staffCopy = await staffDownloading;
  expect(staffCopy.suggestedFilename()).toBe(`offer-letter-${reference}.pdf`);
  expect(pdfText(await readFile((await staffCopy.path())!))).toContain('1. Life assurance assigned to the bank');
  await checked(checker);
});

test('a mortgage officer asks to decline a loan, the customer hears nothing until a second officer approves it, then reads the reason', async ({
  browser,
}) => {
  const { customer, reference, cookies } = await submittedLoanApplication(base);
  const reason = 'The repayment would be more than a third of your monthly income.';
  const maker = desks.mortgageMaker!;
  await maker.goto(`${base}/staff/loans?q=${reference}`);
  await maker.getByRole('link', { name: reference }).click();
  await expect(maker).toHaveURL(/\/staff\/loans\/[0-9a-f-]{36}$/);
  const loanPage = maker.url();
  // With JavaScript, a reason too short is refused beside its field.
  const reasonField = maker
    .getByRole('region', { name: 'Decline the application' })
    .getByRole('textbox', { name: 'Reason, for the customer' });
  await reasonField.fill('No.');
  await maker.getByRole('button', { name: 'Ask to decline the application' }).click();
  await expect(reasonField).toHaveAccessibleDescription(/Write the reason in at least 10 characters\./);

  // Without JavaScript, the form posts to the page's action and the decline waits.
  const plainContext = await browser.newContext({ javaScriptEnabled: false });
  await plainContext.addCookies(await maker.context().cookies());
  const plain = await plainContext.newPage();
  await plain.goto(loanPage);
  const decline = plain.getByRole('region', { name: 'Decline the application' });
  await decline.getByRole('textbox', { name: 'Reason, for the customer' }).fill(reason);
  await decline.getByRole('button', { name: 'Ask to decline the application' }).click();
  await expect(
    decline.getByText('Sent for approval: a second mortgage officer must approve the decline.'),
  ).toBeVisible();
  await expect(
    decline.getByText('Decline asked for, waiting for a second officer (asked by Tunde Bakare).'),
  ).toBeVisible();
  await expect(decline.getByRole('button', { name: 'Ask to decline the application' })).toHaveCount(0);
  await checked(plain, { javaScriptEnabled: false });
  await plainContext.close();
  await maker.reload();
  await expect(
    maker.getByText('Decline asked for, waiting for a second officer (asked by Tunde Bakare).'),
  ).toBeVisible();
  await checked(maker);

  const customerContext = await browser.newContext();
  await customerContext.addCookies([...cookies].map(([name, value]) => ({ name, value, url: base })));
  const dashboard = await customerContext.newPage();
  await dashboard.goto(`${base}/loan-dashboard`);
  await expect(dashboard.getByRole('article', { name: new RegExp(reference) })).not.toContainText(reason);

  const checker = desks.mortgageChecker!;
  await checker.goto(`${base}/staff/approvals`);
  const request = checker.getByRole('listitem').filter({ hasText: reference }).filter({ hasText: 'Decline a loan' });
  await expect(request).toContainText(reason);
  await request.getByRole('button', { name: /^Approve/ }).click();
  await expect(checker.getByText('Approved: the action is done.')).toBeVisible();
  expect((await mailTo(base, customer.email, /cannot grant/)).text).toContain(`The reason: ${reason}`);

  await dashboard.reload();
  const application = dashboard.getByRole('article', { name: new RegExp(reference) });
  await expect(application).toContainText('Declined');
  await expect(application).toContainText(reason);
  await customerContext.close();
});

test('staff find a customer by account number or reference and see everything of theirs their remit covers, item by item', async () => {
  const { customer, reference } = await submittedLoanApplication(base);
  const view = /^Customer: /;

  // A mortgage officer: the loan's reference opens the customer's view, which shows their loans only.
  const officer = desks.mortgageMaker!;
  await officer.goto(`${base}/staff`);
  await officer
    .getByRole('navigation', { name: 'Back office sections' })
    .getByRole('link', { name: 'Customers' })
    .click();
  await expect(officer.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await checked(officer);
  await officer.getByRole('searchbox', { name: 'Search for a customer' }).fill(reference.toLowerCase());
  await officer.getByRole('button', { name: 'Search' }).click();
  await expect(officer.getByRole('heading', { level: 1, name: view })).toBeVisible();
  const accounts = officer.getByRole('region', { name: 'Accounts in the core banking' });
  await expect(accounts).toContainText(customer.accountNumber);
  await expect(accounts).toContainText('Active');
  await expect(officer.getByRole('region', { name: 'Account applications' })).toHaveCount(0);
  await expect(officer.getByRole('region', { name: 'Data-subject requests' })).toHaveCount(0);
  await checked(officer);
  await officer.setViewportSize({ width: 360, height: 800 });
  // Nothing wider than a phone's screen but the tables' own scroll.
  expect(await officer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await checked(officer);
  await officer.setViewportSize({ width: 1366, height: 900 });
  const viewAddress = officer.url();
  await officer.getByRole('region', { name: 'Loan applications' }).getByRole('link', { name: reference }).click();
  await expect(officer.getByRole('heading', { level: 1, name: `Loan application ${reference}` })).toBeVisible();
  await officer.getByRole('link', { name: 'See everything of this customer' }).click();
  await expect(officer.getByRole('heading', { level: 1, name: view })).toBeVisible();
  expect(officer.url()).toBe(viewAddress);

  // Customer service: the account number opens the same view, with the applications, not the loans.
  const service = desks.service!;
  await service.goto(`${base}/staff/customers`);
  await service.getByRole('searchbox', { name: 'Search for a customer' }).fill(customer.accountNumber);
  await service.getByRole('button', { name: 'Search' }).click();
  await expect(service.getByRole('heading', { level: 1, name: view })).toBeVisible();
  expect(service.url()).toBe(viewAddress);
  await expect(service.getByRole('region', { name: 'Loan applications' })).toHaveCount(0);
  await checked(service);
  await service.getByRole('region', { name: 'Account applications' }).getByRole('link').first().click();
  await expect(service.getByRole('heading', { level: 1, name: /^Application of / })).toBeVisible();
  await service.getByRole('link', { name: 'See everything of this customer' }).click();
  await expect(service.getByRole('heading', { level: 1, name: view })).toBeVisible();
  // Words of a name: the customers who bear it are listed (or the only one opened), whatever the order typed.
  const [surname, firstname] = customer.accountName.split(' ');
  await service.goto(`${base}/staff/customers?${new URLSearchParams({ q: `${firstname} ${surname}` })}`);
  await expect(service.getByRole('main')).toContainText(customer.accountNumber);
  await checked(service);
  await service.setViewportSize({ width: 360, height: 800 });
  expect(await service.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await checked(service);
  await service.setViewportSize({ width: 1366, height: 900 });
  // A loan's reference is the mortgage officers' to search by.
  await service.goto(`${base}/staff/customers?${new URLSearchParams({ q: reference })}`);
  await expect(service.getByText('This kind of reference belongs to another team’s queue')).toBeVisible();
  await checked(service);
  // The search is a GET form: the server alone answers it, so it works without JavaScript.
  const withoutScript = await service
    .context()
    .request.get(`${base}/staff/customers?${new URLSearchParams({ q: customer.accountNumber })}`, { maxRedirects: 0 });
  expect(withoutScript.status()).toBe(302);
  expect(`${base}${withoutScript.headers().location}`).toBe(viewAddress);

  // The opening is in the audit trail, once for the officer's two visits.
  const compliance = desks.compliance!;
  await compliance.goto(`${base}/staff/audit?${new URLSearchParams({ action: 'customers.view' })}`);
  const openings = compliance.getByRole('table').getByRole('row', { name: /Customer view opened/ });
  await expect(openings.filter({ hasText: 'Tunde Bakare' })).toHaveCount(1);
  await expect(openings.filter({ hasText: 'Chidi Okafor' })).toHaveCount(1);
});

test('the audit trail shows each step with its staff member, and exports the filter as CSV', async ({ browser }) => {
  const page = desks.compliance!;
  await page.goto(`${base}/staff/audit`);
  await checked(page);
  const trail = page.getByRole('table');
  for (const action of [
    'staff.invite',
    'staff.enrol',
    'applications.approve',
    'pending-accounts.retry',
    'contact-messages.reply',
    'whistleblower.answer',
    'approval.request.loan.approve',
    'approval.approved.loan.approve',
  ]) {
    await page.getByRole('textbox', { name: /Action/ }).fill(action);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(trail, action).toContainText(action);
  }
  await page.getByRole('textbox', { name: /Action/ }).fill('approval.approved');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(trail).toContainText('Ngozi Eze');

  // A search on the loan's reference: what happened in words, the loan by its reference (a link),
  // the staff by name, and the maker's own approval shown as refused.
  await page.getByRole('textbox', { name: /Action/ }).fill('');
  await page.getByRole('searchbox', { name: /Reference or account number/ }).fill(loanReference);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`subject=${loanReference}`));
  const refused = trail.getByRole('row').filter({ hasText: 'Tried to approve their own request to approve a loan.' });
  await expect(refused).toContainText('Refused');
  await expect(refused.getByRole('link', { name: `Loan application ${loanReference}` })).toHaveAttribute(
    'href',
    /^\/staff\/loans\/[0-9a-f-]{36}$/,
  );
  await expect(trail).toContainText('Loan application approved by a second mortgage officer: offer issued.');
  await expect(trail).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}/);
  await checked(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export as CSV' }).click();
  const csv = await (await (await download).createReadStream()).toArray();
  expect(Buffer.concat(csv).toString('utf8')).toContain('approval.approved.loan.approve');

  // The same search without JavaScript: the form is a GET, the trail comes from the server.
  const plainContext = await browser.newContext({ javaScriptEnabled: false });
  await plainContext.addCookies(await page.context().cookies());
  const plain = await plainContext.newPage();
  await plain.goto(`${base}/staff/audit`);
  await plain.getByRole('searchbox', { name: /Reference or account number/ }).fill(loanReference);
  await plain.getByRole('button', { name: 'Apply' }).click();
  await expect(
    plain.getByRole('row').filter({ hasText: 'Tried to approve their own request to approve a loan.' }),
  ).toContainText('Refused');
  await checked(plain, { javaScriptEnabled: false });
  await plainContext.close();

  // The lists this journey did not open pass axe too, at 1280 pixels wide.
  const service = desks.service!;
  await service.setViewportSize({ width: 1280, height: 800 });
  for (const path of [
    '/staff/pending-accounts',
    '/staff/links',
    '/staff/bvn-phone-help',
    '/staff/subscribers',
    '/staff/messages?status=closed',
  ]) {
    await service.goto(`${base}${path}`);
    await checked(service);
  }
  // Issue 30.7: each queue's table is named apart from its page (axe's landmark-unique, a best practice).
  for (const path of ['/staff/applications', '/staff/messages']) {
    await service.goto(`${base}${path}`);
    const { violations } = await new AxeBuilder({ page: service }).withRules(['landmark-unique']).analyze();
    expect(
      violations.map((violation) => violation.id),
      path,
    ).toEqual([]);
  }

  // The staff pages at a phone's width: nothing wider than the screen but the tables' own scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/staff', '/staff/audit', '/staff/data-requests', '/staff/whistle-blower']) {
    await page.goto(`${base}${path}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checked(page);
  }
});

/** Every staff page, download and export with the work area whose roles may open it (null: any member). */
const ANY_ID = '00000000-0000-4000-8000-000000000000';
// Each path with the area that may read it and, when another, the area that may post to it.
const STAFF_ROUTES: [string, string | null, string?][] = [
  ['/staff', null],
  ['/staff/team', 'staff'],
  ['/staff/approvals', 'approvals'],
  ['/staff/applications', 'applications'],
  [`/staff/applications/${ANY_ID}`, 'application-page', 'applications'],
  [`/staff/applications/${ANY_ID}/documents/photo`, 'application-page'],
  [`/staff/applications/${ANY_ID}/documents/photo/image`, 'application-page'],
  ['/staff/pending-accounts', 'pending-accounts'],
  ['/staff/links', 'links'],
  ['/staff/links/9000000016', 'links'],
  ['/staff/messages', 'contact-messages'],
  [`/staff/messages/${ANY_ID}`, 'contact-messages'],
  ['/staff/subscribers', 'subscribers'],
  ['/staff/whistle-blower', 'whistle-blower'],
  [`/staff/whistle-blower/${ANY_ID}`, 'whistle-blower'],
  ['/staff/data-requests', 'data-requests'],
  [`/staff/data-requests/${ANY_ID}`, 'data-requests'],
  ['/staff/loans', 'loans'],
  [`/staff/loans/${ANY_ID}`, 'loans'],
  [`/staff/loans/${ANY_ID}/documents/${ANY_ID}`, 'loans'],
  [`/staff/loans/${ANY_ID}/offer-letter`, 'loans'],
  ['/staff/audit', 'audit'],
  ['/staff/customers', 'customers'],
  [`/staff/customers?q=${ANY_ID}`, 'customers'],
  [`/staff/customers/${ANY_ID}`, 'customers'],
  ['/staff/bvn-phone-help', 'bvn-phone-help'],
  [`/staff/bvn-phone-help/${ANY_ID}`, 'bvn-phone-help'],
  ['/staff/content', 'content'],
  [`/staff/content/${ANY_ID}`, 'content'],
  ['/staff/export/applications', 'applications'],
  ['/staff/export/subscribers', 'subscribers'],
  ['/staff/export/audit', 'audit'],
  ['/staff/export/loans', 'loans'],
];
// 'customers': the customer view and its search (decision 084), for every role with a queue of customers' items.
// 'application-page': an application's page and documents, for customer service and for compliance clearing a risk (decision 089).
const ADMIN_REMIT = ['staff', 'approvals', 'bvn-phone-help'];
const REMITS: Record<keyof typeof desks, string[]> = {
  admin: ADMIN_REMIT,
  secondAdmin: ADMIN_REMIT,
  service: [
    'applications',
    'pending-accounts',
    'links',
    'bvn-phone-help',
    'contact-messages',
    'subscribers',
    'approvals',
    'customers',
    'application-page',
  ],
  compliance: ['whistle-blower', 'data-requests', 'audit', 'approvals', 'customers', 'application-page'],
  mortgageMaker: ['loans', 'approvals', 'customers'],
  mortgageChecker: ['loans', 'approvals', 'customers'],
};

test('every role is refused every page, action, download and export outside its remit, and a customer or a stranger opens none', async ({
  playwright,
}) => {
  for (const [key, page] of Object.entries(desks) as [keyof typeof desks, Page][]) {
    for (const [path, area, writeArea = area] of STAFF_ROUTES) {
      const mayRead = area === null || REMITS[key].includes(area);
      const read = await page.context().request.get(`${base}${path}`, { maxRedirects: 0 });
      if (mayRead) expect([200, 404], `${key} GET ${path}`).toContain(read.status());
      else expect(read.status(), `${key} GET ${path}`).toBe(403);
      if (
        path.includes('/export/') ||
        path.includes('/documents/') ||
        path.endsWith('/offer-letter') ||
        path === '/staff'
      )
        continue;
      const write = await page
        .context()
        .request.post(`${base}${path}`, { form: { intent: 'anything' }, maxRedirects: 0 });
      // 405: the page has no action at all, so there is nothing to refuse.
      if (writeArea === null || REMITS[key].includes(writeArea))
        expect(write.status(), `${key} POST ${path}`).not.toBe(403);
      else expect([403, 405], `${key} POST ${path}`).toContain(write.status());
    }
  }

  const { cookie } = await signedInCustomer(base);
  const customer = await playwright.request.newContext({ extraHTTPHeaders: { Cookie: cookie } });
  const stranger = await playwright.request.newContext();
  for (const client of [customer, stranger]) {
    for (const [path] of STAFF_ROUTES) {
      const read = await client.get(`${base}${path}`, { maxRedirects: 0 });
      expect(read.status(), `GET ${path}`).toBe(302);
      expect(read.headers().location).toMatch(/^\/staff\/login/);
      const write = await client.post(`${base}${path}`, { form: { intent: 'anything' }, maxRedirects: 0 });
      expect([302, 405], `POST ${path}`).toContain(write.status());
    }
  }
  // The customer's own area still knows them: the two sessions are apart.
  expect((await customer.get(`${base}/account`, { maxRedirects: 0 })).status()).toBe(200);
});
