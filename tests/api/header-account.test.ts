import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedOutSlots } from '../../shared/server-drawn/account-slot-fills.server';
import { displayName } from '../../domain/names';
import { customerSessions } from '../../server/db/schema';
import { createHttpApp } from '../../server/http/app';
import { headerCustomerOf } from '../../server/sign-in/header-customer';
import { sessionTokenOf } from '../../server/sign-in/sessions';
import { hashToken } from '../../server/security/tokens';
import { apiBrowser, setPassword, signIn, type ApiBrowser } from '../support/signed-in-customer';
import { createTestServices } from '../support/test-services';
import { openWebsiteAccount, type WebsiteCustomer } from '../support/website-customer';

const dataDir = mkdtempSync(join(tmpdir(), 'header-account-test-'));
// A client build holding one prerendered page, as `npm run build` writes it (with its gzipped copy).
const clientBuild = mkdtempSync(join(tmpdir(), 'header-account-build-'));
const PAGE = `<!DOCTYPE html><html><body><header>${signedOutSlots().join('<nav>…</nav>')}</header><main><h1>About us</h1></main></body></html>`;

type Customer = WebsiteCustomer & { username: string; password: string };
let services: Awaited<ReturnType<typeof createTestServices>>;
let app: ReturnType<typeof createHttpApp>;
let first: Customer;
let second: Customer;

beforeAll(async () => {
  mkdirSync(join(clientBuild, 'about'));
  writeFileSync(join(clientBuild, 'about', 'index.html'), PAGE);
  writeFileSync(join(clientBuild, 'about', 'index.html.gz'), gzipSync(PAGE));
  services = await createTestServices({ TRUST_PROXY: 'true', DATA_DIR: dataDir });
  app = createHttpApp({
    services,
    build: () => Promise.reject(new Error('these pages are files')),
    clientBuildDirectory: clientBuild,
  });
  const opened = [
    await openWebsiteAccount(app, services, { bvnNo: '51234567301', email: 'header.first@example.com' }),
    await openWebsiteAccount(app, services, { bvnNo: '51234567302', email: 'header.second@example.com' }),
  ];
  [first, second] = opened.map((customer, index) => ({
    ...customer,
    username: customer.acctNumber,
    password: ['2468013579', '3692581470'][index],
  }));
  for (const customer of [first, second])
    expect((await setPassword(services, apiBrowser(app), customer)).status).toBe(200);
});
afterAll(async () => {
  await services.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(clientBuild, { recursive: true, force: true });
});
beforeEach(async () => {
  await services.database.db.execute(sql`delete from rate_limits`);
});

async function signedIn(customer: Customer): Promise<ApiBrowser> {
  const browser = apiBrowser(app);
  expect((await signIn(services, browser, customer)).status).toBe(200);
  return browser;
}

/** The prerendered page as this browser gets it, and its text as the browser reads it. */
async function aboutPage(browser?: ApiBrowser) {
  const response = await app.request('/about', {
    headers: { 'Accept-Encoding': 'gzip, br', ...(browser ? { Cookie: browser.cookieHeader() } : {}) },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('Content-Encoding');
  return { response, html: (encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8') };
}

const signInLinks = (html: string) =>
  [...html.matchAll(/<a href="\/login"[^>]*>(?:<svg[\s\S]*?<\/svg>)?Sign in<\/a>/g)].length;
const firstNameOf = (customer: Customer) => displayName(customer.firstname);

describe('the header of a prerendered page reads the session', () => {
  it('stays the file, "Sign in" and public, for a visitor without a session', async () => {
    const { response, html } = await aboutPage(apiBrowser(app));
    expect(html).toBe(PAGE);
    expect(signInLinks(html)).toBe(2);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(response.headers.get('Vary')).toMatch(/\bCookie\b/);
  });

  it('names the signed-in customer, with "My account" and "Sign out", privately, and each customer only their own name', async () => {
    const [asFirst, asSecond] = [await signedIn(first), await signedIn(second)];
    for (const [browser, customer, other] of [
      [asFirst, first, second],
      [asSecond, second, first],
    ] as const) {
      const { response, html } = await aboutPage(browser);
      expect(html).toContain(
        `<span class="sr-only">Signed in as </span><span class="max-w-[5.5rem] truncate sm:max-w-[10rem]">${firstNameOf(customer)}</span>`,
      );
      expect(html).not.toContain(firstNameOf(other));
      expect(signInLinks(html)).toBe(0);
      expect([...html.matchAll(/<a href="\/account"[^>]*>My account<\/a>/g)]).toHaveLength(2);
      expect([...html.matchAll(/action="\/logout"[^>]*><button type="submit"[^>]*>Sign out<\/button>/g)]).toHaveLength(
        2,
      );
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      expect(response.headers.get('Vary')).toMatch(/\bCookie\b/);
    }
    // The file itself never changed: the next visitor gets it as built.
    const { html } = await aboutPage();
    expect(html).toBe(PAGE);
  });

  it('says "Sign in" again once the session ends, and once it has been idle for its time', async () => {
    const browser = await signedIn(first);
    expect((await aboutPage(browser)).html).toContain(firstNameOf(first));
    const endedToken = sessionTokenOf(browser.cookieHeader(), false)!;
    expect((await browser.call('POST', '/customers/self/logout')).status).toBe(200);
    // The sign-out clears the cookie; a browser that kept it anyway reads as signed out.
    const kept = apiBrowser(app);
    kept.cookies.set('sid', endedToken);
    expect(signInLinks((await aboutPage(kept)).html)).toBe(2);
    const idle = await signedIn(first);
    const token = sessionTokenOf(idle.cookieHeader(), false)!;
    kept.cookies.set('sid', token);
    await services.database.db
      .update(customerSessions)
      .set({ lastSeenAt: new Date(Date.now() - (services.config.CUSTOMER_SESSION_IDLE_SECONDS + 1) * 1000) })
      .where(eq(customerSessions.tokenHash, hashToken(token)));
    const { response, html } = await aboutPage(kept);
    expect(signInLinks(html)).toBe(2);
    expect(html).not.toContain(firstNameOf(first));
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
  });

  it('reading pages does not keep a session alive: only the area counts as activity', async () => {
    const browser = await signedIn(second);
    const token = sessionTokenOf(browser.cookieHeader(), false)!;
    const lastSeen = async () =>
      (
        await services.database.db
          .select()
          .from(customerSessions)
          .where(eq(customerSessions.tokenHash, hashToken(token)))
      )[0].lastSeenAt.getTime();
    const before = await lastSeen();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await headerCustomerOf({ services, token })).toEqual({ firstName: firstNameOf(second) });
    expect((await aboutPage(browser)).html).toContain(firstNameOf(second));
    expect(await lastSeen()).toBe(before);
  });

  it('names a holder of an account the core held before the website by the first name of their account name', async () => {
    const adaeze = {
      username: '9000000016',
      phone: '2348031234567',
      email: 'adaeze.okonkwo@example.com',
      password: '4815162342',
    };
    expect((await setPassword(services, apiBrowser(app), adaeze)).status).toBe(200);
    const browser = apiBrowser(app);
    expect((await signIn(services, browser, adaeze)).status).toBe(200);
    expect(await headerCustomerOf({ services, token: sessionTokenOf(browser.cookieHeader(), false) })).toEqual({
      firstName: 'Adaeze',
    });
  });
});
