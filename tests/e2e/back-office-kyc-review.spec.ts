import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, withoutJavaScript } from './fixtures';
import { enrolFromLink, staffAddCommand } from './back-office-support';
import { startServer, stopServer, waitForHealthy, type SpawnedServer } from './spawned-server';

// Issue 30 point 1: the KYC review of an account application, on a server of its own.
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const PORT = Number(process.env.E2E_PORT ?? 3100) + 64;
const OFFICER = { name: 'Chidi Okafor', email: 'chidi.okafor@agmortgage.test' };
let server: SpawnedServer;
let base = '';
let link = '';
let seeded: { applicationId: string; bvnName: string };

test.beforeAll(async () => {
  // Two processes open the embedded database one after the other before the server does.
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'bank-kyc-review-'));
  base = `http://127.0.0.1:${PORT}`;
  // The application is written to the embedded database before the server opens it (one process per folder).
  const { stdout } = await promisify(execFile)('npx', ['tsx', 'tests/e2e/back-office-kyc-seed.ts', dataDir], {
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
  seeded = JSON.parse(stdout.trim().split('\n').at(-1)!) as typeof seeded;
  link = new URL(
    await staffAddCommand(dataDir, ['--email', OFFICER.email, '--role', 'customer_service', '--name', OFFICER.name]),
  ).pathname;
  server = startServer(PORT, { DATA_DIR: dataDir, PUBLIC_URL: base });
  await waitForHealthy(base);
});
test.afterAll(async () => {
  if (server) await stopServer(server);
});

/** Whether an image finished loading with pixels (a broken image has no natural width). */
const isDrawn = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

/** What the officer must see on the review, with JavaScript on or off. */
async function expectTheReview(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: /^Application of Ada/ })).toBeVisible();
  const documents = page.getByRole('region', { name: 'Documents' });
  for (const name of [
    'Passport photograph uploaded with the application',
    'Scanned ID card uploaded with the application',
  ]) {
    const image = documents.getByRole('img', { name });
    await expect(image).toBeVisible();
    await expect.poll(() => isDrawn(image)).toBe(true);
  }
  const record = page.getByRole('region', { name: 'BVN record', exact: true });
  const photo = record.getByRole('img', { name: `Photo on the BVN record of ${seeded.bvnName}` });
  await expect(photo).toBeVisible();
  await expect.poll(() => isDrawn(photo)).toBe(true);

  const comparison = page.getByRole('region', { name: 'Application against the BVN record' });
  await expect(comparison.getByText('2 differences from the BVN record')).toBeVisible();
  const table = comparison.getByRole('table', { name: 'Each field of the application beside the BVN record' });
  // The difference is said in words in its row, not shown by colour alone.
  await expect(table.getByRole('row', { name: /^Name / })).toContainText('Differs');
  await expect(table.getByRole('row', { name: /^Name / })).toContainText(seeded.bvnName);
  await expect(table.getByRole('row', { name: /^Date of birth / })).toContainText('Differs');
  await expect(table.getByRole('row', { name: /^Gender / })).toContainText('Matches');
  await expect(
    page.getByText('Not verified: the applicant has not opened the link sent to this address'),
  ).toBeVisible();
  // The decision forms are still the page's.
  await expect(page.getByRole('button', { name: 'Approve the application' })).toBeVisible();
}

test('a customer-service officer reviews an application whose name differs from the BVN record: documents inline, the BVN photo, the differences marked', async ({
  page,
  browser,
}) => {
  await enrolFromLink(page, `${base}${link}`, { ...OFFICER, password: 'correct horse battery staple' });
  await page.goto(`${base}/staff/applications/${seeded.applicationId}`);
  await expectTheReview(page);
  await expectNoAxeViolations(page);
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: 900 });
    // Documents and record side by side at desktop width, stacked on a phone; never sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const documents = (await page.getByRole('region', { name: 'Documents' }).boundingBox())!;
    const record = (await page.getByRole('region', { name: 'BVN record', exact: true }).boundingBox())!;
    if (width === 1366) expect(record.y).toBe(documents.y);
    else expect(record.y).toBeGreaterThanOrEqual(documents.y + documents.height);
    await page.screenshot({ path: test.info().outputPath(`kyc-review-${width}.png`), fullPage: true });
  }
  await expectNoAxeViolations(page);

  // Without JavaScript the server draws the same review.
  const plain = await withoutJavaScript(browser, page, `${base}/staff/applications/${seeded.applicationId}`);
  await expectTheReview(plain);
  await plain.context().close();
});
