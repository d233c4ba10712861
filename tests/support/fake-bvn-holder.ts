import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { hashToken } from '../../server/security/tokens';
import { expect } from 'vitest';
import { listOutbox } from '../../server/messaging/outbox';
import type { Services } from '../../server/services';

type App = Pick<Hono, 'request'>;

let clients = 0;
/** A new client address per call (the test app trusts X-Forwarded-For), so rate limits stay per test. */
export function newClientAddress() {
  clients += 1;
  return `198.51.100.${clients % 250}`;
}

/**
 * A browser, as the server knows it: the cookie of its key (server/http/browser-key.ts). Requests of
 * one test file share `DEFAULT_BROWSER`, as one person's phone would; a test that plays a stranger
 * makes another with `newBrowser()`.
 */
export function newBrowser() {
  return `bk=${randomBytes(32).toString('base64url')}`;
}
export const DEFAULT_BROWSER = newBrowser();
/** What the server binds to a browser: the hash of its key. */
export const browserRefOf = (cookie: string) => hashToken(cookie.slice('bk='.length));

export function jsonRequest(
  method: string,
  body: unknown,
  client = '198.51.100.250',
  headers: Record<string, string> = {},
): RequestInit {
  return {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client, Cookie: DEFAULT_BROWSER, ...headers },
    body: JSON.stringify(body),
  };
}

/** The newest SMS sent to a phone, from the outbox. */
export async function latestSmsTo(services: Services, phone: string) {
  const sms = (await listOutbox(services)).find((entry) => entry.channel === 'sms' && entry.to === phone);
  return sms?.text;
}

export async function codeSentTo(services: Services, phone: string) {
  const text = await latestSmsTo(services, phone);
  const code = /\b(\d{6})\b/.exec(text ?? '')?.[1];
  expect(code, `a code by SMS to ${phone}`).toBeDefined();
  return code!;
}

/** Starts a BVN validation through the API and answers the consent page's address. */
export async function startConsent(
  app: App,
  {
    bvnNo,
    returnTo = '/bvnvalidation',
    client = newClientAddress(),
    browser = DEFAULT_BROWSER,
  }: { bvnNo: string; returnTo?: string; client?: string; browser?: string },
) {
  const response = await app.request(
    '/api/v1/agmortgvalidation/bvnAppLink',
    jsonRequest('POST', { bvnNo, lobbyUrlId: 0, appId: 'web', returnTo }, client, { Cookie: browser }),
  );
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  return { url, client };
}

export function submitConsent(app: App, url: string, fields: Record<string, string>, client: string) {
  return app.request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': client },
    body: new URLSearchParams(fields).toString(),
  });
}

/**
 * The holder's whole consent, as a browser does it: the page (which sends the code), the code from
 * the outbox, 'Approve'. Answers the single-use reference of the return address.
 */
export async function consentAs(
  app: App,
  services: Services,
  {
    bvnNo,
    consentPhone,
    returnTo = '/bvnvalidation',
    browser = DEFAULT_BROWSER,
  }: { bvnNo: string; consentPhone: string; returnTo?: string; browser?: string },
) {
  const { url, client } = await startConsent(app, { bvnNo, returnTo, browser });
  const page = await app.request(url, { headers: { 'X-Forwarded-For': client } });
  expect(page.status).toBe(200);
  const approved = await submitConsent(
    app,
    url,
    { action: 'approve', code: await codeSentTo(services, consentPhone) },
    client,
  );
  expect(approved.status).toBe(303);
  const location = new URL(approved.headers.get('location')!, 'http://localhost');
  expect(location.searchParams.get('msg')).toBe('has_bvn_data');
  return location.searchParams.get('ref')!;
}
