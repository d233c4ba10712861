import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-services';

// The cookie banner without JavaScript (specification 4, issue 12): a form post, and a stylesheet per visitor.
let context: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  context = await createTestApp({ PUBLIC_URL: 'http://localhost:3000' });
});
afterAll(() => context.services.close());

function choose(choice: string, headers: Record<string, string> = {}) {
  return context.app.request('/cookie-consent', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ choice }).toString(),
  });
}

describe('POST /cookie-consent', () => {
  it('Accept stores mregistered=true at / and goes back to the page it came from', async () => {
    const response = await choose('accept', { referer: 'http://localhost:3000/about?x=1' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/about?x=1');
    expect(response.headers.get('set-cookie')).toBe('mregistered=true; path=/; max-age=31536000; SameSite=Lax');
  });

  it('Deny stores nothing and goes back', async () => {
    const response = await choose('deny', { referer: 'http://localhost:3000/directors' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/directors');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('never follows a page of another site, and refuses a post from one', async () => {
    const elsewhere = await choose('accept', { referer: 'https://evil.example/phish' });
    expect(elsewhere.headers.get('location')).toBe('/');
    const crossSite = await choose('accept', { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a body larger than its one field needs', async () => {
    const response = await choose('x'.repeat(5000));
    expect(response.status).toBe(413);
  });
});

describe('GET /cookie-consent.css', () => {
  it('shows the banner to a visitor without the cookie, and nothing to one with it, never cached', async () => {
    const without = await context.app.request('/cookie-consent.css');
    expect(without.headers.get('content-type')).toMatch(/^text\/css/);
    expect(without.headers.get('cache-control')).toBe('no-store');
    expect(await without.text()).toBe('.cookie-banner{display:block;position:sticky}');
    const withConsent = await context.app.request('/cookie-consent.css', {
      headers: { cookie: 'a=1; mregistered=true' },
    });
    expect(await withConsent.text()).toBe('');
  });
});
