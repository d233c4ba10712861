import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { consentedApplicant, send, submission } from '../support/http-applicant';
import { startServer, stopServer, waitForHealthy } from './spawned-server';

/*
 * Issue 11, two instances: two server processes on one PostgreSQL database share codes, consent
 * references, browser grants, rate limits, idempotency keys and the mail queue. Needs PostgreSQL:
 * `.ci/run` sets DATABASE_URL when a server answers; without it there is no second database to share.
 * Needs no browser (the phone project ignores this file).
 */

const PORTS = [3181, 3182] as const;
const bases = PORTS.map((port) => `http://127.0.0.1:${port}`) as [string, string];

test('two servers on one PostgreSQL share codes, references, limits, idempotency and the mail queue', async () => {
  test.setTimeout(180_000);
  // A database of its own, so that the unit tests' tables and this test's do not meet.
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  const database = `two_instances_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${database}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${database}`;
  // The first server applies the migrations before the second starts.
  const servers = [startServer(PORTS[0], { DATABASE_URL: url.toString() })];
  try {
    await waitForHealthy(bases[0]);
    servers.push(startServer(PORTS[1], { DATABASE_URL: url.toString() }));
    await waitForHealthy(bases[1]);

    // A consent started on one server, its code sent by the other, approved on the first and its
    // reference redeemed on the second; the account opened on the first, replayed by the second.
    const applicant = await consentedApplicant(bases);
    const key = randomBytes(16).toString('hex');
    const opened = await submission(bases[0], applicant, key);
    expect(opened.status).toBe(201);
    const replayed = await submission(bases[1], applicant, key);
    expect(replayed.status).toBe(201);
    const [first, second] = [await opened.json(), await replayed.json()];
    expect(second.customer._id).toBe(first.customer._id);
    // The browser that applied may read its application on either server.
    const existing = await send(bases[1], '/api/v1/customers/self/getInstantAccountExisting', {
      method: 'POST',
      client: applicant.client,
      browser: applicant.browser,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ customerId: first.customer._id }),
    });
    expect(existing.status).toBe(200);

    // A limit reached across both holds on both: whistle-blower reports, three an hour per client.
    const report = (base: string) =>
      send(base, '/api/v1/messages/whistle-blower', {
        method: 'POST',
        client: '10.77.0.1',
        browser: applicant.browser,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          category: 'fraud',
          whatHappened: 'A cash gift was asked for to speed up an approval.',
          whenHappened: 'October 2025',
        }),
      });
    expect([(await report(bases[0])).status, (await report(bases[1])).status, (await report(bases[0])).status]).toEqual(
      [201, 201, 201],
    );
    expect((await report(bases[1])).status).toBe(429);
    expect((await report(bases[0])).status).toBe(429);

    // Each queued e-mail went out once, whichever server queued or delivered it.
    const shared = new pg.Client({ connectionString: url.toString() });
    await shared.connect();
    try {
      await expect
        .poll(
          async () => (await shared.query('select count(*)::int as n from mail_queue where sent_at is null')).rows[0].n,
          { timeout: 90_000 },
        )
        .toBe(0);
      const queued = (await shared.query('select count(*)::int as n from mail_queue')).rows[0].n as number;
      const delivered = (await shared.query("select count(*)::int as n from outbox_messages where channel = 'email'"))
        .rows[0].n as number;
      expect(queued).toBeGreaterThan(3);
      expect(delivered).toBe(queued);
    } finally {
      await shared.end();
    }
  } finally {
    for (const server of servers) await stopServer(server);
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
});
