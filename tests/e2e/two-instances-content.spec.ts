import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import pg from 'pg';
import { enrolFromLink, staffAddCommand } from './back-office-support';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { startServer, stopServer, waitForHealthy, type SpawnedServer } from './spawned-server';

/*
 * Issue 31 done-when, decision 092: an editor changes a savings rate on one instance, a second
 * editor approves it, and /rates and the product page on the OTHER instance show it within seconds
 * (both had them in their document cache). Two servers on one PostgreSQL database, as in
 * two-instances.spec.ts: collected only when DATABASE_URL is set (playwright.config.ts).
 */

const PORTS = [Number(process.env.E2E_PORT ?? 3100) + 68, Number(process.env.E2E_PORT ?? 3100) + 69] as const;
const bases = PORTS.map((port) => `http://127.0.0.1:${port}`) as [string, string];
const PASSWORD = 'correct horse battery staple';
const RATE_FIELD = 'Savings: rate, % a year';

async function enrolled(browser: Browser, link: string, name: string, email: string, client: number) {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    extraHTTPHeaders: { 'X-Forwarded-For': `10.81.${client}.${1 + Math.floor(Math.random() * 250)}` },
  });
  const page = await context.newPage();
  await enrolFromLink(page, `${bases[0]}${new URL(link).pathname}`, { name, email, password: PASSWORD });
  return page;
}

/** Regular Savings' row of the savings table of /rates, read afresh from `base`. */
async function ratesRow(page: Page, base: string) {
  await page.goto(`${base}/rates`);
  return (
    (await page
      .getByRole('table', { name: 'Savings accounts' })
      .getByRole('row', { name: /Regular Savings/ })
      .textContent()) ?? ''
  );
}

/** The rate the product page of Regular Savings shows, read afresh from `base`. */
async function productRate(page: Page, base: string) {
  await page.goto(`${base}/products/1`);
  return (await page.getByRole('region', { name: 'Rates and fees' }).getByRole('table').first().textContent()) ?? '';
}

test('a savings rate changed and approved on one instance shows on the other within seconds', async ({
  browser,
  page,
}) => {
  test.setTimeout(600_000);
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  const database = `content_instances_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${database}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${database}`;
  const servers: SpawnedServer[] = [];
  try {
    // The first server applies the migrations and seeds the content before the second starts.
    servers.push(startServer(PORTS[0], { DATABASE_URL: url.toString(), PUBLIC_URL: bases[0] }));
    await waitForHealthy(bases[0]);
    servers.push(startServer(PORTS[1], { DATABASE_URL: url.toString(), PUBLIC_URL: bases[1] }));
    await waitForHealthy(bases[1]);
    const dataDir = mkdtempSync(join(tmpdir(), 'bank-content-staff-'));
    const [makerLink, checkerLink] = [
      await staffAddCommand(
        dataDir,
        ['--email', 'kemi.rates@agmortgage.test', '--role', 'content_editor'],
        url.toString(),
      ),
      await staffAddCommand(
        dataDir,
        ['--email', 'sola.rates@agmortgage.test', '--role', 'content_editor'],
        url.toString(),
      ),
    ];

    // The second instance has drawn both pages, and keeps them, with the seed's rate.
    expect(await ratesRow(page, bases[1])).toContain('4%');
    expect(await productRate(page, bases[1])).toContain('4%');
    // Still a content page: no framework JavaScript (decision 033).
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);

    const maker = await enrolled(browser, makerLink, 'Kemi Adeyemi', 'kemi.rates@agmortgage.test', 1);
    await maker.goto(`${bases[0]}/staff/content`);
    await maker.getByRole('link', { name: 'Regular Savings' }).click();
    await expect(maker.getByRole('heading', { level: 1, name: 'Regular Savings' })).toBeVisible();
    const rate = maker.getByRole('textbox', { name: RATE_FIELD });
    await expect(rate).toHaveValue('4');
    // A rate in words is refused by the form, and the preview keeps the last good figure.
    await rate.fill('four');
    await maker.getByRole('button', { name: 'Save draft' }).click();
    await expect(maker.getByText('Enter a rate of 0 to 60').first()).toBeVisible();
    await rate.fill('4.25');
    const preview = maker.getByRole('region', { name: /Preview, as the product page will show it/ });
    await expect(preview.getByRole('table').first()).toContainText('4.25%');
    for (const width of [360, 1366]) {
      await maker.setViewportSize({ width, height: 900 });
      await maker.screenshot({ path: test.info().outputPath(`product-editor-${width}.png`), fullPage: true });
    }
    await maker.setViewportSize({ width: 1366, height: 900 });
    await expectNoAxeViolations(maker);
    await maker.getByRole('button', { name: 'Save draft' }).click();
    await expect(maker.getByText('The draft is saved.')).toBeVisible();
    await maker.getByRole('button', { name: 'Submit for approval' }).click();
    await expect(maker.getByText('Submitted: a second content editor approves or refuses it.')).toHaveCount(1);

    const checker = await enrolled(browser, checkerLink, 'Sola Martins', 'sola.rates@agmortgage.test', 2);
    await checker.goto(`${bases[0]}/staff/content`);
    await checker.getByRole('link', { name: 'Regular Savings' }).click();
    await checker.getByRole('button', { name: 'Approve and publish' }).click();
    await expect(checker.getByText('Approved: the change is on the site now.')).toHaveCount(1);

    // The other instance learns of the publish from the database: within seconds, no fixed wait.
    const published = Date.now();
    const html = async (path: string) => (await page.request.get(`${bases[1]}${path}`)).text();
    await expect.poll(() => html('/rates'), { timeout: 15_000 }).toContain('4.25%');
    await expect.poll(() => html('/products/1'), { timeout: 15_000 }).toContain('4.25%');
    test
      .info()
      .annotations.push({ type: 'seen on the second instance after', description: `${Date.now() - published} ms` });
    expect(await ratesRow(page, bases[1])).toContain('4.25%');
    expect(await productRate(page, bases[1])).toContain('4.25%');
    await expectNoAxeViolations(page);
  } finally {
    for (const server of servers) await stopServer(server);
    await admin.query(`drop database if exists ${database} with (force)`).catch(() => undefined);
    await admin.end();
  }
});
