import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue, outboxMessages } from '../../server/db/schema';
import { listOutbox } from '../../server/messaging/outbox';
import { PRODUCTION_ON_LOCAL_PARTS } from '../support/production-env';
import { createTestServices } from '../support/test-services';

// Issue 14.5: e-mails are written with the record that causes them and delivered by a job.
describe('the mail queue', () => {
  let services: Awaited<ReturnType<typeof createTestServices>>;
  beforeAll(async () => {
    services = await createTestServices();
  });
  afterAll(() => services.close());
  const inbox = async (to: string) => (await listOutbox(services)).filter((entry) => entry.to === to);

  it('never sends an e-mail whose transaction rolled back', async () => {
    await services.database.db
      .transaction(async (tx) => {
        await services.messenger.sendEmail({ to: 'rolled@example.com', subject: 'Hello', text: 'x' }, { db: tx });
        throw new Error('the record failed');
      })
      .catch(() => {});
    expect(await services.mailQueue.deliverDue()).toBe(0);
    expect(await inbox('rolled@example.com')).toEqual([]);
  });

  it('delivers a committed e-mail even when the process stopped before sending it', async () => {
    // Committed, then "crashed": deliver() was never called.
    await services.database.db.transaction((tx) =>
      services.messenger.sendEmail(
        { to: 'crash@example.com', subject: 'Your link', text: 'https://bank.test/x?psc=abc' },
        { db: tx },
      ),
    );
    expect(await inbox('crash@example.com')).toEqual([]);
    expect(await services.mailQueue.deliverDue()).toBe(1);
    expect(await inbox('crash@example.com')).toHaveLength(1);
    // Delivered once, its message blanked at rest.
    expect(await services.mailQueue.deliverDue()).toBe(0);
    const rows = await services.database.db.select().from(mailQueue);
    expect(rows.every((row) => row.sentAt !== null && row.messageSealed === null)).toBe(true);
  });

  it('keeps an e-mail the transport refused and tries again later', async () => {
    const failing = await createTestServices({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      await failing.messenger.sendEmail({ to: 'later@example.com', subject: 'Hi', text: 'x' });
      const [row] = await failing.database.db.select().from(mailQueue);
      expect(row).toMatchObject({ sentAt: null, attempts: 1 });
      expect(row.messageSealed).not.toContain('later@example.com');
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    } finally {
      await failing.close();
    }
  });
});

// Issue 14.4: no sendable code at rest.
describe('the local outbox', () => {
  it('seals what it keeps', async () => {
    const services = await createTestServices();
    try {
      await services.messenger.sendSms({ to: '2348031234567', text: 'Your code is 123456' });
      const [row] = await services.database.db.select().from(outboxMessages);
      expect(row.messageSealed).not.toContain('123456');
      expect(row.messageSealed).not.toContain('2348031234567');
      expect((await listOutbox(services))[0]).toMatchObject({ to: '2348031234567', text: 'Your code is 123456' });
    } finally {
      await services.close();
    }
  });

  it('keeps no usable code, number or link outside development', async () => {
    const services = await createTestServices(PRODUCTION_ON_LOCAL_PARTS);
    try {
      await services.messenger.sendSms({ to: '2348031234567', text: 'Your code is 123456' });
      await services.messenger.sendEmail({
        to: 'ada@example.com',
        subject: 'Verify',
        text: 'Open https://bank.example/instantAccount?msg=1&psc=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde',
      });
      // Both may carry the same timestamp: find each by its channel, not its place in the list.
      const entries = await listOutbox(services);
      const sms = entries.find((entry) => entry.channel === 'sms');
      const email = entries.find((entry) => entry.channel === 'email')!;
      expect(sms).toMatchObject({ to: '*********4567', text: 'Your code is ******' });
      expect(email.text).toBe('Open https://bank.example/instantAccount?msg=1&psc=[removed]');
    } finally {
      await services.close();
    }
  });

  it('forgets messages after a day', async () => {
    const services = await createTestServices();
    try {
      await services.messenger.sendSms({ to: '2348031234567', text: 'old' });
      await services.database.db.execute(sql`update outbox_messages set created_at = now() - interval '25 hours'`);
      await services.messenger.sendSms({ to: '2348031234567', text: 'new' });
      expect((await listOutbox(services)).map((entry) => entry.text)).toEqual(['new']);
    } finally {
      await services.close();
    }
  });
});
