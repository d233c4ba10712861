import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, withoutJavaScript } from './fixtures';
import { enrolFromLink, staffAddCommand, submittedLoanApplication } from './back-office-support';
import { startServer, stopServer, waitForHealthy, type SpawnedServer } from './spawned-server';
import { send } from '../support/http-applicant';

// Issue 30 point 4 (decision 091): an officer takes a mortgage application and hands it over; the
// other officer finds it in their work, the one over its service level first, and the application
// moves up with "Needs your attention" when the customer uploads a document.
// One server for the file's journeys: they run one after the other.
test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);

const PORT = Number(process.env.E2E_PORT ?? 3100) + 67;
const PASSWORD = 'correct horse battery staple';
const FEMI = { name: 'Femi Ojo', email: 'femi.ojo@agmortgage.test', role: 'mortgage_officer' };
const ADA = { name: 'Ada Nwosu', email: 'ada.nwosu@agmortgage.test', role: 'mortgage_officer' };
const TOLA = { name: 'Tola Bello', email: 'tola.bello@agmortgage.test', role: 'customer_service' };
const KEMI = { name: 'Kemi Ade', email: 'kemi.ade@agmortgage.test', role: 'customer_service' };
let server: SpawnedServer;
let base = '';
let dataDir = '';
const links: Record<string, string> = {};
let late: Awaited<ReturnType<typeof submittedLoanApplication>>;
let fresh: Awaited<ReturnType<typeof submittedLoanApplication>>;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dataDir = mkdtempSync(join(tmpdir(), 'bank-work-'));
  base = `http://127.0.0.1:${PORT}`;
  for (const member of [FEMI, ADA, TOLA, KEMI])
    links[member.email] = new URL(
      await staffAddCommand(dataDir, ['--email', member.email, '--role', member.role, '--name', member.name]),
    ).pathname;
  server = startServer(PORT, { DATA_DIR: dataDir, PUBLIC_URL: base });
  await waitForHealthy(base);
  late = await submittedLoanApplication(base);
  fresh = await submittedLoanApplication(base);
  // Nine days pass for the first application: the server is stopped while its database is changed.
  await stopServer(server);
  const database = await PGlite.create(join(dataDir, 'pglite'));
  await database.query(`update loan_applications set submitted_at = now() - interval '9 days' where id = $1`, [
    late.id,
  ]);
  await database.close();
  server = startServer(PORT, { DATA_DIR: dataDir, PUBLIC_URL: base });
  await waitForHealthy(base);
});
test.afterAll(async () => {
  if (server) await stopServer(server);
});

/** The reference of each row of the loans table, in order. */
const referencesListed = async (page: Page) =>
  (
    await page
      .getByRole('region', { name: 'Loan applications, over service level first, then the most recently updated' })
      .getByRole('row')
      .allInnerTexts()
  )
    .slice(1)
    .map((row) => /MTG-\d{8}-[A-Z0-9]{6}/.exec(row)?.[0]);

test('an officer takes an application and hands it over with a note; the other finds it in their work, the late one first, and it moves up on an upload', async ({
  browser,
}) => {
  const femiContext = await browser.newContext();
  const femi = await femiContext.newPage();
  await enrolFromLink(femi, `${base}${links[FEMI.email]}`, { ...FEMI, password: PASSWORD });
  const adaContext = await browser.newContext();
  const ada = await adaContext.newPage();
  await enrolFromLink(ada, `${base}${links[ADA.email]}`, { ...ADA, password: PASSWORD });

  // The queue: the application over its service level first, said in words.
  await femi.goto(`${base}/staff/loans`);
  expect((await referencesListed(femi)).slice(0, 2)).toEqual([late.reference, fresh.reference]);
  await expect(femi.getByRole('row').filter({ hasText: late.reference })).toContainText('Over service level');
  await expect(femi.getByRole('row').filter({ hasText: late.reference })).toContainText('9 days');

  // Femi takes the fresh one.
  await femi.getByRole('link', { name: fresh.reference }).click();
  await femi.getByRole('button', { name: 'Take it (assign to me)' }).click();
  await expect(femi.getByRole('status').filter({ hasText: 'It is yours now: it shows in your work.' })).toBeVisible();
  await expect(femi.getByText('Femi Ojo (you)')).toBeVisible();

  // A hand-over without a note is refused, with JavaScript and without.
  const handOver = femi.locator('#work-hand-over');
  await handOver.getByRole('combobox', { name: 'Hand over to' }).selectOption({ label: ADA.name });
  await handOver.getByRole('button', { name: 'Hand over' }).click();
  await expect(handOver.getByText('Write a note of 2 to 1,000 characters for the next owner.').first()).toBeVisible();
  const plain = await withoutJavaScript(browser, femi);
  const plainForm = plain.locator('#work-hand-over');
  await plainForm.getByRole('combobox', { name: 'Hand over to' }).selectOption({ label: ADA.name });
  await plainForm.getByRole('button', { name: 'Hand over' }).click();
  await expect(
    plain.locator('#work-hand-over').getByText('Write a note of 2 to 1,000 characters for the next owner.').first(),
  ).toBeVisible();
  // Assigning to somebody who does not work the queue is refused by the server too.
  await plain.goto(femi.url());
  await plain.locator('#work-assign').getByRole('button', { name: 'Assign' }).click();
  await expect(
    plain.locator('#work-assign').getByText('Choose a member of staff who works this queue.').first(),
  ).toBeVisible();
  await plain.context().close();

  await handOver.getByRole('textbox', { name: 'Note for them' }).fill('Payslip checked; valuation still to order.');
  await handOver.getByRole('button', { name: 'Hand over' }).click();
  await expect(femi.getByRole('status').filter({ hasText: 'Handed over to Ada Nwosu.' })).toBeVisible();
  await expect(
    femi.getByText('Handed over to Ada Nwosu, with the note "Payslip checked; valuation still to order.".'),
  ).toBeVisible();
  await expectNoAxeViolations(femi);
  await femi.screenshot({ path: test.info().outputPath('loan-owner-1366.png'), fullPage: true });

  // Femi gives Ada the late one too; in her work it comes first.
  await femi.goto(`${base}/staff/loans`);
  await femi.getByRole('link', { name: late.reference }).click();
  await femi.locator('#work-assign').getByRole('combobox', { name: 'Assign to' }).selectOption({ label: ADA.name });
  await femi.locator('#work-assign').getByRole('button', { name: 'Assign' }).click();
  await expect(femi.getByRole('status').filter({ hasText: 'Assigned to Ada Nwosu.' })).toBeVisible();

  await ada.goto(`${base}/staff/loans?work=mine`);
  expect(await referencesListed(ada)).toEqual([late.reference, fresh.reference]);
  await expectNoAxeViolations(ada);

  // The customer uploads a document on the fresh one: it moves up, marked, until Ada opens it.
  const form = new FormData();
  form.append(
    'other',
    new File([new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')], 'letter.pdf', {
      type: 'application/pdf',
    }),
  );
  const uploaded = await fetch(`${base}/api/v1/loans/applications/${fresh.id}/documents`, {
    method: 'POST',
    body: form,
    headers: { Cookie: [...fresh.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
  });
  expect(uploaded.status).toBe(200);
  await ada.reload();
  expect(await referencesListed(ada)).toEqual([fresh.reference, late.reference]);
  await expect(ada.getByRole('row').filter({ hasText: fresh.reference })).toContainText('Needs your attention');
  for (const width of [1366, 360]) {
    await ada.setViewportSize({ width, height: 900 });
    await ada.screenshot({ path: test.info().outputPath(`my-work-${width}.png`), fullPage: true });
  }
  await ada.setViewportSize({ width: 1366, height: 900 });
  await ada.getByRole('link', { name: fresh.reference }).click();
  await expect(ada.getByText(/The customer sent something new on/)).toBeVisible();
  await ada.goto(`${base}/staff/loans?work=mine`);
  await expect(ada.getByText('Needs your attention')).toHaveCount(0);
  await femiContext.close();
  await adaContext.close();
});

/** A customer whose code never came asks for the branch: the code screen's consent session, then the panel's form. */
async function bvnPhoneHelpReference() {
  const request = { client: '10.9.8.7', browser: `bk=${crypto.randomUUID()}` };
  const started = await send(base, '/api/v1/agmortgvalidation/bvnAppLink', {
    ...request,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ bvnNo: '22222222222', lobbyUrlId: 0, appId: 'web', returnTo: '/instantaccount/ind/r' }),
  });
  expect(started.status).toBe(200);
  const session = new URL(((await started.json()) as { url: string }).url, base).pathname.split('/').pop()!;
  const asked = await send(base, '/bvnphonehelp', {
    ...request,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ session, way: 'branch' }).toString(),
  });
  expect(asked.status).toBe(200);
  return /BPH-\d{8}-[A-Z2-9]{6}/.exec(await asked.text())![0];
}

test('customer service opens a BVN phone-help request, takes it with JavaScript and assigns it without, each refusal said', async ({
  browser,
}) => {
  const reference = await bvnPhoneHelpReference();
  const tola = await (await browser.newContext()).newPage();
  await enrolFromLink(tola, `${base}${links[TOLA.email]}`, { ...TOLA, password: PASSWORD });
  const kemi = await (await browser.newContext()).newPage();
  await enrolFromLink(kemi, `${base}${links[KEMI.email]}`, { ...KEMI, password: PASSWORD });

  await tola.goto(`${base}/staff/bvn-phone-help`);
  await tola.getByRole('link', { name: reference }).click();
  await expect(tola.getByRole('heading', { level: 1, name: `Request ${reference}` })).toBeVisible();
  await expect(tola.getByRole('region', { name: 'Request', exact: true })).toContainText('Visit a branch');
  await expectNoAxeViolations(tola);
  // With JavaScript: an assignment without a member is refused in the form, then Tola takes it.
  const assign = tola.locator('#work-assign');
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(assign.getByText('Choose a member of staff who works this queue.').first()).toBeVisible();
  await tola.getByRole('button', { name: 'Take it (assign to me)' }).click();
  await expect(tola.getByRole('status').filter({ hasText: 'It is yours now: it shows in your work.' })).toBeVisible();
  await expect(tola.getByText('Tola Bello (you)')).toBeVisible();
  // The refusal of before is gone with the owner's change.
  await expect(assign.getByText('Choose a member of staff who works this queue.')).toHaveCount(0);
  await expectNoAxeViolations(tola);
  await tola.screenshot({ path: test.info().outputPath('bvn-phone-help-request-1366.png'), fullPage: true });

  // Without JavaScript: the same refusal from the server, then Tola assigns it to Kemi.
  const plain = await withoutJavaScript(browser, tola);
  const plainAssign = () => plain.locator('#work-assign');
  await plainAssign().getByRole('button', { name: 'Assign' }).click();
  await expect(plainAssign().getByText('Choose a member of staff who works this queue.').first()).toBeVisible();
  await plainAssign().getByRole('combobox', { name: 'Assign to' }).selectOption({ label: KEMI.name });
  await plainAssign().getByRole('button', { name: 'Assign' }).click();
  await expect(plain.getByRole('status').filter({ hasText: 'Assigned to Kemi Ade.' })).toBeVisible();
  await expect(plain.getByRole('region', { name: 'Owner' })).toContainText('Kemi Ade');
  await plain.context().close();

  await kemi.goto(`${base}/staff/bvn-phone-help?work=mine`);
  await expect(kemi.getByRole('link', { name: reference })).toBeVisible();
  await tola.context().close();
  await kemi.context().close();
});
