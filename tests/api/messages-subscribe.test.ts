import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { newsletterSubscribers } from '../../server/db/schema';
import { listOutbox } from '../../server/messaging/outbox';
import { checkUnsubscribeLink } from '../../server/newsletter/unsubscribe';
import { createTestApp } from '../support/test-services';

// TRUST_PROXY lets each test be its own client (X-Forwarded-For), so rate limits do not leak between tests.
let context: Awaited<ReturnType<typeof createTestApp>>;
let clientNumber = 0;
const newClient = () => `203.0.113.${(clientNumber += 1)}`;

beforeAll(async () => {
  context = await createTestApp({ TRUST_PROXY: 'true', PUBLIC_URL: 'http://localhost:3000' });
});
afterAll(() => context.services.close());

function subscribeJson(email: unknown, client = newClient(), headers: Record<string, string> = {}) {
  return context.app.request('/api/v1/messages/subscribe', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client, ...headers },
    body: JSON.stringify({ email }),
  });
}

function subscribeForm(email: string, { referer, client = newClient() }: { referer?: string; client?: string } = {}) {
  return context.app.request('/api/v1/messages/subscribe', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': client,
      ...(referer ? { referer } : {}),
    },
    body: new URLSearchParams({ email }).toString(),
  });
}

async function subscriberRows(email: string) {
  return context.services.database.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
}

async function emailsTo(address: string) {
  return (await listOutbox(context.services)).filter((entry) => entry.to === address);
}

/** The token of the newest unsubscribe link e-mailed to an address. */
async function unsubscribeTokenFor(address: string): Promise<string> {
  const [latest] = await emailsTo(address);
  const link = latest.text.match(/http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=([\w-]+)/);
  if (!link) throw new Error(`No unsubscribe link in: ${latest.text}`);
  return link[1];
}

function unsubscribe(token: unknown) {
  return context.app.request('/api/v1/messages/unsubscribe', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': newClient() },
    body: JSON.stringify({ token }),
  });
}

describe('POST /api/v1/messages/subscribe', () => {
  it('stores the subscriber, normalised, with consent time and source, and answers success', async () => {
    const before = Date.now();
    const response = await subscribeJson('  Ada.Obi@Example.COM ', newClient(), {
      referer: 'http://localhost:3000/blog',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'success' });
    const [row] = await subscriberRows('ada.obi@example.com');
    expect(row).toMatchObject({ email: 'ada.obi@example.com', source: '/blog', unsubscribedAt: null });
    expect(row.consentedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('sends a confirmation e-mail with a one-click unsubscribe link whose token is stored only hashed', async () => {
    await subscribeJson('link@example.com');
    const [email] = await emailsTo('link@example.com');
    expect(email.subject).toContain('newsletter');
    expect(email.html).toContain('/newsletter/unsubscribe?token=');
    const token = await unsubscribeTokenFor('link@example.com');
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const [row] = await subscriberRows('link@example.com');
    expect(row.unsubscribeTokenHash).not.toContain(token);
    expect(row.unsubscribeTokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers success to a repeated address, keeps one row and sends no second e-mail', async () => {
    await subscribeJson('twice@example.com');
    const again = await subscribeJson('TWICE@example.com');
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: 'success' });
    expect(await subscriberRows('twice@example.com')).toHaveLength(1);
    expect(await emailsTo('twice@example.com')).toHaveLength(1);
  });

  it('refuses a bad address with the ValidationError the footer form reads', async () => {
    for (const email of ['not-an-address', '', 42]) {
      const response = await subscribeJson(email);
      expect(response.status).toBe(422);
      const body = await response.json();
      expect(body.status).not.toBe('success');
      expect(body).toMatchObject({
        status: 'error',
        error: {
          name: 'ValidationError',
          message: 'Subscriber validation failed: email: Please provide a valid email address',
        },
      });
      expect(body.error.message.split(/[,:]/).at(-1).trim()).toBe('Please provide a valid email address');
    }
    const [{ count }] = await context.services.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'not-an-address'));
    expect(count).toBe(0);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await context.app.request('/api/v1/messages/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.name).toBe('BadRequest');
  });

  it('answers a form post (no JavaScript) with 303 back to the form on its page, saying success or failed', async () => {
    const success = await subscribeForm('form@example.com', { referer: 'http://localhost:3000/about?tab=2' });
    expect(success.status).toBe(303);
    expect(success.headers.get('location')).toBe('/about?tab=2&subscribe=success#newsletter-subscribe');
    expect(await subscriberRows('form@example.com')).toHaveLength(1);

    const failed = await subscribeForm('nope', { referer: 'http://localhost:3000/about' });
    expect(failed.status).toBe(303);
    expect(failed.headers.get('location')).toBe('/about?subscribe=failed#newsletter-subscribe');
  });

  it('sends a form post whose body cannot be read back to the form with the failed notice, not a JSON 400', async () => {
    const posts: Record<string, string>[] = [
      // A multipart body cut short, and a control character: readFormBody's 400s.
      { 'content-type': 'multipart/form-data; boundary=cut', body: '--cut\r\nContent-Disposition: form-data; na' },
      { 'content-type': 'application/x-www-form-urlencoded', body: 'email=a%01b%40example.com' },
      // A browser's post of another type (a page's Accept): readJsonBody's 415.
      { 'content-type': 'text/plain', accept: 'text/html,application/xhtml+xml', body: 'email=x@example.com' },
    ];
    for (const { body, ...headers } of posts) {
      const response = await context.app.request('/api/v1/messages/subscribe', {
        method: 'POST',
        headers: { ...headers, 'x-forwarded-for': newClient(), referer: 'http://localhost:3000/blog' },
        body,
      });
      expect(response.status, headers['content-type']).toBe(303);
      expect(response.headers.get('location')).toBe('/blog?subscribe=failed#newsletter-subscribe');
    }
    const json = await context.app.request('/api/v1/messages/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': newClient() },
      body: 'email=x@example.com',
    });
    expect(json.status).toBe(415);
  });

  it('never redirects a form post to another site, nor without a Referer', async () => {
    const foreign = await subscribeForm('foreign@example.com', { referer: 'https://evil.example/phish' });
    expect(foreign.headers.get('location')).toBe('/newsletter?subscribe=success#newsletter-subscribe');
    const none = await subscribeForm('none@example.com');
    expect(none.headers.get('location')).toBe('/newsletter?subscribe=success#newsletter-subscribe');
  });

  it('limits subscriptions per client with 429 and Retry-After (form posts get the failed alert)', async () => {
    const client = newClient();
    for (let attempt = 1; attempt <= 10; attempt += 1)
      expect((await subscribeJson(`limit${attempt}@example.com`, client)).status).toBe(200);
    const refused = await subscribeJson('limit11@example.com', client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error.name).toBe('TooManyRequests');
    const refusedForm = await subscribeForm('limit12@example.com', { client, referer: 'http://localhost:3000/' });
    expect(refusedForm.headers.get('location')).toBe('/?subscribe=failed#newsletter-subscribe');
    expect((await subscribeJson('other-client@example.com')).status).toBe(200);
  });
});

describe('unsubscribing', () => {
  it('does nothing on GET of the link, unsubscribes on POST, and says done when pressed again', async () => {
    await subscribeJson('leave@example.com');
    const token = await unsubscribeTokenFor('leave@example.com');

    // A GET of the API path is no way to unsubscribe (mail scanners fetch links).
    const get = await context.app.request(`/api/v1/messages/unsubscribe?token=${token}`);
    expect(get.status).toBe(404);
    // What the unsubscribe page's loader (GET) does: it only looks.
    expect(await checkUnsubscribeLink({ services: context.services, token })).toBe('subscribed');
    expect((await subscriberRows('leave@example.com'))[0].unsubscribedAt).toBeNull();

    const response = await unsubscribe(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'success' });
    expect((await subscriberRows('leave@example.com'))[0].unsubscribedAt).toBeInstanceOf(Date);

    expect((await unsubscribe(token)).status).toBe(200);
    expect(await checkUnsubscribeLink({ services: context.services, token })).toBe('unsubscribed');
  });

  it('refuses a bad token', async () => {
    for (const token of ['x'.repeat(43), '', undefined]) {
      const response = await unsubscribe(token);
      expect(response.status).toBe(404);
      expect((await response.json()).error.name).toBe('InvalidUnsubscribeLink');
      expect(await checkUnsubscribeLink({ services: context.services, token })).toBe('invalid');
    }
  });

  it('lets a subscriber who left subscribe again, with a new link that works', async () => {
    await subscribeJson('back@example.com');
    const firstToken = await unsubscribeTokenFor('back@example.com');
    await unsubscribe(firstToken);

    expect(await (await subscribeJson('back@example.com')).json()).toEqual({ status: 'success' });
    const rows = await subscriberRows('back@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0].unsubscribedAt).toBeNull();
    expect(await emailsTo('back@example.com')).toHaveLength(2);

    const secondToken = await unsubscribeTokenFor('back@example.com');
    expect(secondToken).not.toBe(firstToken);
    expect((await unsubscribe(firstToken)).status).toBe(404);
    expect((await unsubscribe(secondToken)).status).toBe(200);
    expect((await subscriberRows('back@example.com'))[0].unsubscribedAt).toBeInstanceOf(Date);
  });
});
