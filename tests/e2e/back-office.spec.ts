import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { enrolFromLink, invitationLinkIn, mailTo, signInStaff, staffAddCommand, type StaffLogin } from './back-office-support';
import { startServer, stopServer, waitForHealthy, type SpawnedServer } from './spawned-server';

// Issue 10: the back office, on a server of its own whose first administrator the command makes.
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const PORT = 3191;
const PASSWORD = 'correct horse battery staple';
let server: SpawnedServer;
let base = '';
const staff: Record<'admin' | 'service' | 'compliance' | 'mortgageMaker' | 'mortgageChecker', StaffLogin | undefined> = { admin: undefined, service: undefined, compliance: undefined, mortgageMaker: undefined, mortgageChecker: undefined };
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
  const link = await staffAddCommand(dataDir, ['--email', 'ada.admin@agmortgage.test', '--role', 'admin', '--name', 'Ada Admin']);
  server = startServer(PORT, { DATA_DIR: dataDir, PUBLIC_URL: base });
  await waitForHealthy(base);
  staff.admin = { email: 'ada.admin@agmortgage.test', password: PASSWORD, authenticator: undefined! };
  invitations.unshift({ key: 'admin', name: 'Ada Admin', email: 'ada.admin@agmortgage.test', role: '' });
  adminLink = new URL(link).pathname;
});
test.afterAll(async () => {
  if (server) await stopServer(server);
});
let adminLink = '';

async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': `10.77.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` } });
  return context.newPage();
}

test('the administrator made by the command enrols a second factor and invites the staff', async ({ browser }) => {
  const page = await staffPage(browser);
  staff.admin = await enrolFromLink(page, `${base}${adminLink}`, { name: 'Ada Admin', email: 'ada.admin@agmortgage.test', password: PASSWORD });
  await expectNoAxeViolations(page);
  // The link was single use.
  await page.goto(`${base}${adminLink}`);
  await expect(page.getByText('This link is not valid any more')).toBeVisible();

  await page.goto(`${base}/staff/team`);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expectNoAxeViolations(page);
  for (const invitation of invitations.filter((item) => item.key !== 'admin')) {
    const form = page.locator('#staff-invite-member');
    await form.getByRole('textbox', { name: 'Work e-mail address' }).fill(invitation.email);
    await form.getByRole('textbox', { name: 'Full name' }).fill(invitation.name);
    await form.getByRole('checkbox', { name: invitation.role }).check();
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${invitation.email}`)).toBeVisible();
  }
  for (const invitation of invitations.filter((item) => item.key !== 'admin')) {
    const mail = await mailTo(base, invitation.email, /back office/);
    const invitee = await staffPage(browser);
    staff[invitation.key] = await enrolFromLink(invitee, invitationLinkIn(mail.text).replace(/^https?:\/\/[^/]+/, base), { name: invitation.name, email: invitation.email, password: PASSWORD });
    await invitee.context().close();
  }
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: 'Halima Bello' })).toContainText('Active');

  // Sign-out ends the session; signing in again asks for a new code.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You have signed out.')).toBeVisible();
  await page.goto(`${base}/staff/team`);
  await expect(page).toHaveURL(/\/staff\/login$/);
  await signInStaff(page, base, staff.admin);
  await page.context().close();
});
