import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsEndpoint } from '../../server/http/http-observation';
import { createMetrics } from '../../server/observability/metrics';
import { createTestApp } from '../support/test-services';
import { apiBrowser, setPassword } from '../support/signed-in-customer';
import { openWebsiteAccount, type WebsiteCustomer } from '../support/website-customer';

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123';
const dataDir = mkdtempSync(join(tmpdir(), 'operations-test-'));
let context: Awaited<ReturnType<typeof createTestApp>>;
let customer: WebsiteCustomer;

beforeAll(async () => {
  context = await createTestApp({ TRUST_PROXY: 'true', DATA_DIR: dataDir, METRICS_TOKEN });
  customer = await openWebsiteAccount(context.app, context.services, {
    bvnNo: '51234567301',
    email: 'metrics.customer@example.com',
  });
});
afterAll(async () => {
  await context.services.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function waitForReady(app: typeof context.app) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const response = await app.request('/readyz');
    if (response.status === 200) return response;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('never ready');
}

describe('liveness and readiness', () => {
  it('answers /readyz once the jobs have started, and 503 from the start of draining while /healthz still lives', async () => {
    const other = await createTestApp();
    try {
      expect(await (await waitForReady(other.app)).json()).toEqual({ status: 'ready' });
      await other.services.drain();
      const draining = await other.app.request('/readyz');
      expect(draining.status).toBe(503);
      expect(await draining.json()).toEqual({ status: 'unavailable' });
      expect(draining.headers.get('connection')).toBe('close');
      expect((await other.app.request('/healthz')).status).toBe(200);
    } finally {
      await other.services.close();
    }
  });

  it('answers 503 on /readyz once the database is closed', async () => {
    const other = await createTestApp();
    await waitForReady(other.app);
    await other.services.database.close();
    expect((await other.app.request('/readyz')).status).toBe(503);
    await other.services.close().catch(() => {});
  });
});

describe('metrics', () => {
  const scrape = () => context.app.request('/metrics', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });

  it('refuses a scrape without the token or with a wrong one', async () => {
    expect((await context.app.request('/metrics')).status).toBe(401);
    expect(
      (await context.app.request('/metrics', { headers: { Authorization: 'Bearer not-the-token-at-all' } })).status,
    ).toBe(401);
    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('is off in production without a token, and open elsewhere', async () => {
    const metrics = createMetrics({ database: context.services.database });
    const endpoint = (isProduction: boolean) => new Hono().get('/metrics', metricsEndpoint({ metrics, isProduction }));
    expect((await endpoint(true).request('/metrics')).status).toBe(404);
    expect((await endpoint(false).request('/metrics')).status).toBe(200);
  });

  it('counts requests by route pattern, submissions, codes, outside calls and the job queue, with no personal data in any label', async () => {
    const headers = { 'X-Forwarded-For': '198.51.100.77' };
    await context.app.request(`/api/v1/customers/self/${customer.customerId}`, { headers });
    await context.app.request(
      `/api/v1/customers/self/checkAccountExistence?email=${encodeURIComponent(customer.email)}`,
      { headers },
    );
    // A password reset sends a code by SMS and one by e-mail.
    const reset = await setPassword(context.services, apiBrowser(context.app), {
      username: customer.acctNumber,
      password: '2468013579',
      phone: customer.phone,
      email: customer.email,
    });
    expect(reset.status).toBe(200);
    const text = await (await scrape()).text();

    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/customers\/self\/:customerId",status="\d{3}"\} [1-9]/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/customers\/instantAccount",status="201"\} 1/,
    );
    expect(text).toMatch(/bank_submissions_total\{journey="instant_account",outcome="accepted"\} 1/);
    expect(text).toMatch(/bank_codes_total\{channel="sms",outcome="sent"\} [1-9]/);
    expect(text).toMatch(/bank_codes_total\{channel="email",outcome="sent"\} 1/);
    expect(text).toMatch(
      /bank_outside_call_duration_seconds_count\{system="identity",operation="lookupBvn",outcome="ok"\} [1-9]/,
    );
    expect(text).toMatch(
      /bank_outside_call_duration_seconds_count\{system="core_banking",operation="openAccount",outcome="ok"\} 1/,
    );
    expect(text).toMatch(
      /bank_outside_call_duration_seconds_count\{system="storage",operation="put",outcome="ok"\} [1-9]/,
    );
    expect(text).toMatch(/nodejs_eventloop_lag_seconds/);
    expect(text).toMatch(/# TYPE bank_job_queue_depth gauge/);
    if (context.services.database.kind === 'postgres')
      expect(text).toMatch(/bank_db_pool_connections\{state="total"\} [1-9]/);

    const labelValues = [...text.matchAll(/="([^"]*)"/g)].map(([, value]) => value);
    expect(labelValues.length).toBeGreaterThan(20);
    const personal = [
      customer.email,
      customer.phone,
      customer.bvnNo,
      customer.acctNumber,
      customer.customerId,
      customer.phone.slice(-10),
    ];
    for (const value of labelValues) {
      for (const datum of personal) expect(value).not.toContain(datum);
      expect(value, 'a uuid in a label').not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
      expect(value, 'a long number (an id, account or phone) in a label').not.toMatch(/\d{6,}/);
    }
  });

  it('counts contact-form submissions by outcome and a rate-limit refusal by its action', async () => {
    const message = {
      name: 'Chidinma Okafor',
      email: 'chidinma.metrics@example.com',
      phone: '0803 123 4567',
      subject: 'nhf',
      message: 'How long does an NHF loan take to approve?',
    };
    const send = () =>
      context.app.request('/api/v1/messages/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.78' },
        body: JSON.stringify(message),
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await send()).status);
    expect(statuses.at(-1)).toBe(429);
    const text = await (await scrape()).text();
    expect(text).toContain(
      `bank_submissions_total{journey="contact_form",outcome="accepted"} ${statuses.filter((status) => status < 300).length}`,
    );
    expect(text).toMatch(/bank_submissions_total\{journey="contact_form",outcome="refused"\} [1-9]/);
    expect(text).toMatch(/bank_rate_limit_refusals_total\{action="contact.send"\} [1-9]/);
    expect(text).not.toContain('chidinma');
  });
});

describe('request ids', () => {
  it('answers the id a trusted proxy set, and a new one for a missing or insane id', async () => {
    const given = await context.app.request('/healthz', { headers: { 'X-Request-Id': 'proxy-id_0123' } });
    expect(given.headers.get('x-request-id')).toBe('proxy-id_0123');
    for (const insane of ['has spaces', 'x'.repeat(65), 'semi;colon']) {
      const replaced = await context.app.request('/healthz', { headers: { 'X-Request-Id': insane } });
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect((await context.app.request('/healthz')).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('makes its own id when no proxy is trusted', async () => {
    const direct = await createTestApp();
    try {
      const response = await direct.app.request('/healthz', { headers: { 'X-Request-Id': 'forged-by-a-client' } });
      expect(response.headers.get('x-request-id')).not.toBe('forged-by-a-client');
    } finally {
      await direct.services.close();
    }
  });

  it('carries the id into the log lines written while the request is served', async () => {
    const before = context.services.logs.length;
    const response = await context.app.request('/api/v1/agmortgvalidation/bvnAppLink', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': '198.51.100.79',
        'X-Request-Id': 'log-line-request-id',
      },
      body: JSON.stringify({ bvnNo: '51234567302', lobbyUrlId: 0, appId: 'web', returnTo: '/bvnvalidation' }),
    });
    expect(response.headers.get('x-request-id')).toBe('log-line-request-id');
    const { url } = (await response.json()) as { url: string };
    await context.app.request(url, {
      headers: { 'X-Forwarded-For': '198.51.100.79', 'X-Request-Id': 'consent-page-request-id' },
    });
    const lines = context.services.logs
      .slice(before)
      .map((line) => JSON.parse(line) as { requestId?: string; msg: string });
    expect(lines.find((line) => line.msg === 'sms sent')?.requestId).toBe('consent-page-request-id');
  });
});
