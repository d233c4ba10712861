import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, withoutJavaScript } from './fixtures';
import { enrolFromLink, signedInCustomer, staffAddCommand } from './back-office-support';
import { startServer, stopServer, waitForHealthy, type SpawnedServer } from './spawned-server';

// Issue 30 points 5 and 7: the links queue's fraud signal and superseded refusals, and compliance's
// erasure of what was asked and correction under maker-checker, on a server of their own.
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const PORT = Number(process.env.E2E_PORT ?? 3100) + 63;
const PASSWORD = 'correct horse battery staple';
const MEMBERS = {
  service: { name: 'Chidi Okafor', email: 'chidi.okafor@agmortgage.test', role: 'customer_service' },
  compliance: { name: 'Halima Bello', email: 'halima.bello@agmortgage.test', role: 'compliance' },
  checker: { name: 'Sade Okoro', email: 'sade.okoro@agmortgage.test', role: 'compliance' },
} as const;
let server: SpawnedServer;
let base = '';
const links: Partial<Record<keyof typeof MEMBERS, string>> = {};
const desks: Partial<Record<keyof typeof MEMBERS, Page>> = {};

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'bank-data-requests-'));
  base = `http://127.0.0.1:${PORT}`;
  for (const [key, member] of Object.entries(MEMBERS))
    links[key as keyof typeof MEMBERS] = new URL(
      await staffAddCommand(dataDir, ['--email', member.email, '--role', member.role, '--name', member.name]),
    ).pathname;
  server = startServer(PORT, { DATA_DIR: dataDir, PUBLIC_URL: base });
  await waitForHealthy(base);
});
test.afterAll(async () => {
  if (server) await stopServer(server);
});

/** axe on the page, and full-page screenshots at desktop and phone widths (no sideways scrolling) kept with the results, to look at. */
async function checked(page: Page) {
  await expectNoAxeViolations(page);
  const name = new URL(page.url()).pathname.replace(/^\/+/, '').replace(/[^\w]+/g, '-');
  const size = page.viewportSize()!;
  for (const width of [size.width, 360]) {
    await page.setViewportSize({ width, height: size.height });
    // Wide tables scroll in their own region: the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}

async function desk(browser: Browser, key: keyof typeof MEMBERS): Promise<Page> {
  if (desks[key]) return desks[key];
  const context = await browser.newContext({
    extraHTTPHeaders: {
      'X-Forwarded-For': `10.78.${Object.keys(desks).length + 1}.${1 + Math.floor(Math.random() * 250)}`,
    },
  });
  const page = await context.newPage();
  await enrolFromLink(page, `${base}${links[key]}`, { ...MEMBERS[key], password: PASSWORD });
  desks[key] = page;
  return page;
}

/** The checker approves the request waiting on a reference, from the approvals page. */
async function approve(checker: Page, reference: string) {
  await checker.goto(`${base}/staff/approvals`);
  await checker.getByRole('listitem').filter({ hasText: reference }).getByRole('button', { name: 'Approve' }).click();
}

/** A BVN/NIN link tried on /profileupdate's API, as the form posts it. */
async function tryLink(fields: Record<string, string>) {
  const form = new FormData();
  const adaeze = {
    accountName: 'Okonkwo Adaeze Ngozi',
    accountNo: '9000000016',
    preferredBranch: 'ikeja',
    email: 'ada.typed@example.com',
    phoneNo: '08031234567',
    bvnNo: '22222222222',
    nin: '70123456789',
    terms: 'on',
    step: '51',
  };
  for (const [name, value] of Object.entries({ ...adaeze, ...fields })) form.append(name, value);
  return (await fetch(`${base}/api/v1/customers/selfProfileUpdate`, { method: 'POST', body: form })).status;
}

test('the links queue shows a failed attempt on an unknown account, and asks before following up a refusal a later link superseded', async ({
  browser,
}) => {
  expect(await tryLink({ accountNo: '9000000099', accountName: 'Somebody Else' })).toBe(422);
  expect(await tryLink({ nin: '70123456780' })).toBe(422);
  expect(await tryLink({})).toBe(200);

  const page = await desk(browser, 'service');
  await page.goto(`${base}/staff/links`);
  await expect(page.getByRole('heading', { level: 1, name: 'BVN/NIN links' })).toBeVisible();
  const table = page.getByRole('table', { name: 'BVN and NIN link attempts by account, newest first' });
  const unknown = table.getByRole('row').filter({ hasText: '9000000099' });
  await expect(unknown).toContainText('No such account');
  await expect(unknown).toContainText('No account has this number');
  await expect(unknown.getByRole('button', { name: /Contact the customer/ })).toHaveCount(0);
  const adaeze = table.getByRole('row').filter({ hasText: '9000000016' });
  await expect(adaeze).toContainText('Linked');
  await expect(adaeze).toContainText('The BVN or NIN is not the account holder’s');
  await checked(page);

  // The fraud signal has its own filter.
  await page.getByRole('combobox', { name: 'Link state' }).selectOption('no_account');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('9000000099');

  // The refusal on the linked account: following it up asks first and says why.
  await page.goto(`${base}/staff/links`);
  await page.getByText('Contact the customer', { exact: false }).first().click();
  await expect(adaeze).toContainText('A later attempt linked this account');
  await checked(page);
  await adaeze.getByRole('button', { name: 'Send anyway: 9000000016' }).click();
  await expect(page.getByText('The account holder was told by e-mail and SMS')).toBeVisible();

  // The account has an owner (decision 091): its page takes it, and "My work" then lists it with its owner.
  await table.getByRole('link', { name: '9000000016', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'BVN/NIN links of account 9000000016' })).toBeVisible();
  await page.getByRole('button', { name: 'Take it (assign to me)' }).click();
  await expect(page.getByText('It is yours now: it shows in your work.')).toBeVisible();
  await checked(page);
  await page.goto(`${base}/staff/links?work=mine`);
  await expect(table.getByRole('row').filter({ hasText: '9000000016' })).toContainText(MEMBERS.service.name);
  await expect(table.getByRole('row').filter({ hasText: '9000000099' })).toHaveCount(0);
});

test('a compliance officer erases only what was asked and corrects a name with a second officer’s approval', async ({
  browser,
}) => {
  const { browser: customer } = await signedInCustomer(base);
  const file = async (kind: string, details: string) => {
    const answer = await customer.call('POST', '/customers/me/dataRequests', { kind, details });
    expect(answer.status).toBe(201);
    return ((await answer.json()) as { request: { reference: string } }).request.reference;
  };
  const erasure = await file('erasure', 'Please take me off your newsletter and erase my contact messages.');
  const rectification = await file('rectification', 'My name is Chiamaka Okonjo, not what you have.');

  const officer = await desk(browser, 'compliance');
  await officer.goto(`${base}/staff/data-requests`);
  await officer.getByRole('link', { name: erasure }).click();
  await expect(officer.getByRole('heading', { level: 1, name: `Data request ${erasure}` })).toBeVisible();
  const held = officer.getByRole('table', { name: 'Records held on the customer, by kind' });
  await expect(held.getByRole('row').filter({ hasText: 'Accounts in the core banking' })).toContainText(
    'Kept: the core banking’s records',
  );
  // Nothing chosen is refused beside the boxes, with JavaScript and without.
  await officer.getByRole('button', { name: 'Ask to erase the items chosen' }).click();
  await expect(officer.getByText('Choose at least one item to erase.').first()).toBeVisible();
  const plain = await withoutJavaScript(browser, officer);
  await plain.getByRole('button', { name: 'Ask to erase the items chosen' }).click();
  await expect(plain.getByText('Choose at least one item to erase.').first()).toBeVisible();
  await plain.context().close();
  await officer.getByRole('checkbox', { name: 'Contact messages and the bank’s replies' }).check();
  await officer.getByRole('checkbox', { name: 'Newsletter subscription' }).check();
  await officer.getByRole('button', { name: 'Ask to erase the items chosen' }).click();
  await expect(
    officer.getByText(
      /Waiting for a second compliance officer's approval \(asked by Halima Bello\) to erase: contact messages; newsletter subscription/,
    ),
  ).toBeVisible();
  await checked(officer);

  const checker = await desk(browser, 'checker');
  await approve(checker, erasure);
  await expect(checker.getByText('Approved: the action is done.')).toBeVisible();

  await officer.reload();
  await expect(officer.getByText('Erased so far: contact messages; newsletter subscription')).toBeVisible();
  const answer = officer.getByRole('textbox', { name: 'Answer to the customer' }).first();
  await expect(answer).toHaveValue(
    /As you asked, we have erased: Contact messages and the bank’s replies; Newsletter subscription/,
  );
  await officer.getByRole('button', { name: 'Complete the request' }).click();
  await expect(officer.getByText('The request is completed and the customer has been told by e-mail.')).toBeVisible();
  await expect(
    officer.getByText(
      "Erased from the customer's data: contact messages; newsletter subscription; approved by a second compliance officer.",
    ),
  ).toBeVisible();
  // What was not asked for stays: the customer is still signed in on the website.
  expect((await customer.call('GET', '/customers/me/dataRequests')).status).toBe(200);

  // The correction: the name, asked by one officer, applied once a second approves.
  await officer.goto(`${base}/staff/data-requests`);
  await officer.getByRole('link', { name: rectification }).click();
  await officer.getByRole('textbox', { name: /First name/ }).fill('Chiamaka');
  await officer.getByRole('button', { name: 'Ask to correct the data' }).click();
  await expect(officer.getByText('A corrected name needs the first name and the last name.').first()).toBeVisible();
  await officer.getByRole('textbox', { name: /Last name/ }).fill('Okonjo');
  await officer.getByRole('button', { name: 'Ask to correct the data' }).click();
  await expect(
    officer.getByText("Waiting for a second compliance officer's approval (asked by Halima Bello)."),
  ).toBeVisible();
  await expect(officer.getByRole('heading', { name: 'Correction asked for' })).toBeVisible();
  await checked(officer);

  await approve(checker, rectification);
  await expect(checker.getByText('Approved: the action is done.')).toBeVisible();

  await officer.reload();
  await expect(officer.getByRole('heading', { name: /^Corrected on / })).toBeVisible();
  await expect(officer.getByText('Okonjo Chiamaka').first()).toBeVisible();
  await expect(
    officer.getByText(
      "Customer's data corrected (name) in the core banking and our records, approved by a second compliance officer.",
    ),
  ).toBeVisible();
  await checked(officer);
});
