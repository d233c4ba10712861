import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyRetention } from '../../server/security/retention';
import { consentAs } from '../support/fake-bvn-holder';
import { createTestApp } from '../support/test-services';

// Issue 11 (NDPA): a daily job deletes what is kept no longer, and nothing the law keeps.
let context: Awaited<ReturnType<typeof createTestApp>>;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  context = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => context.services.close());

async function count(table: string): Promise<number> {
  const result = (await context.services.database.db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0].n;
}

function post(path: string, body: unknown, client: string) {
  return context.app.request(`/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
  });
}

describe('the retention job', () => {
  it('keeps what is still in use, then deletes what has served its purpose once the days have passed', async () => {
    const { services } = context;
    const holder = (await services.identity.lookupBvn('22222222222'))!;
    await consentAs(context.app, services, { bvnNo: '22222222222', consentPhone: holder.consentPhone });
    expect((await post('/messages/subscribe', { email: 'stays@example.com' }, '203.0.113.1')).status).toBeLessThan(300);
    expect((await post('/messages/subscribe', { email: 'leaves@example.com' }, '203.0.113.2')).status).toBeLessThan(
      300,
    );
    await services.database.db.execute(
      sql`update newsletter_subscribers set unsubscribed_at = now() where email = 'leaves@example.com'`,
    );
    expect(
      (
        await post(
          '/messages/contact',
          {
            name: 'Ada Obi',
            email: 'ada@example.com',
            subject: 'other',
            message: 'Is the Aba branch open on Saturdays?',
          },
          '203.0.113.3',
        )
      ).status,
    ).toBe(201);

    const tables = [
      'bvn_consent_sessions',
      'bvn_references',
      'mail_queue',
      'newsletter_subscribers',
      'contact_messages',
    ];
    const before = Object.fromEntries(
      await Promise.all(tables.map(async (table) => [table, await count(table)] as const)),
    );
    expect(before.bvn_consent_sessions).toBeGreaterThan(0);
    expect(before.mail_queue).toBeGreaterThan(0);

    // A day later nothing has served its time yet.
    const early = await applyRetention({ services, now: new Date(Date.now() + DAY_MS) });
    expect(early).toMatchObject({
      bvn_consent_sessions: 0,
      bvn_references: 0,
      mail_queue: 0,
      newsletter_subscribers: 0,
    });
    // Rate-limit counters go as soon as their window has passed.
    expect(early.rate_limits).toBeGreaterThan(0);
    for (const table of tables) expect(await count(table), table).toBe(before[table]);

    // Two months later the short-lived records, sent e-mails and the reader who left are gone.
    const late = await applyRetention({ services, now: new Date(Date.now() + 60 * DAY_MS) });
    expect(late.bvn_consent_sessions).toBe(before.bvn_consent_sessions);
    expect(late.bvn_references).toBe(before.bvn_references);
    expect(late.mail_queue).toBe(before.mail_queue);
    expect(late.newsletter_subscribers).toBe(1);
    for (const table of ['bvn_consent_sessions', 'bvn_references', 'mail_queue', 'rate_limits', 'one_time_codes'])
      expect(await count(table), table).toBe(0);
    // The messages customers wrote and the reader who stayed are kept.
    expect(await count('contact_messages')).toBe(before.contact_messages);
    const subscribers = (await services.database.db.execute(
      sql`select email from newsletter_subscribers`,
    )) as unknown as { rows: { email: string }[] };
    expect(subscribers.rows.map((row) => row.email)).toEqual(['stays@example.com']);

    const audited = (await services.database.db.execute(
      sql`select details from audit_events where action = 'privacy.retention' order by occurred_at`,
    )) as unknown as {
      rows: { details: Record<string, number> }[];
    };
    expect(audited.rows).toHaveLength(2);
    expect(audited.rows[1].details.bvn_consent_sessions).toBe(before.bvn_consent_sessions);
  });
});
