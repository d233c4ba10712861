import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { PRODUCTION_ON_LOCAL_PARTS } from '../support/production-env';
import { createTestApp, createTestServices } from '../support/test-services';

describe('outbox', () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.services.close());

  it('lists every e-mail and SMS newest first, as JSON and as a page', async () => {
    await context.services.messenger.sendEmail({
      to: 'ada@example.com',
      subject: 'Welcome',
      text: 'Hello https://localhost/verify?t=abc',
      html: '<p>Hello</p>',
    });
    await context.services.messenger.sendSms({ to: '2348031234567', text: 'Your code is 123456' });

    const json = await (await context.app.request('/dev/outbox.json')).json();
    expect(json).toHaveLength(2);
    expect(json[0]).toMatchObject({
      channel: 'sms',
      to: '2348031234567',
      subject: null,
      text: 'Your code is 123456',
      html: null,
    });
    expect(json[1]).toMatchObject({
      channel: 'email',
      to: 'ada@example.com',
      subject: 'Welcome',
      html: '<p>Hello</p>',
    });
    expect(Object.keys(json[0]).sort()).toEqual(['channel', 'createdAt', 'html', 'id', 'subject', 'text', 'to']);
    expect(new Date(json[0].createdAt).getTime()).toBeGreaterThanOrEqual(new Date(json[1].createdAt).getTime());

    const page = await context.app.request('/dev/outbox');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Outbox</h1>');
    expect(html).toContain('<a href="https://localhost/verify?t=abc">');
    expect(html.indexOf('SMS')).toBeLessThan(html.indexOf('Welcome'));
  });

  it('answers 404 in production', async () => {
    const production = await createTestApp(PRODUCTION_ON_LOCAL_PARTS);
    expect((await production.app.request('/dev/outbox')).status).toBe(404);
    expect((await production.app.request('/dev/outbox.json')).status).toBe(404);
    await production.services.close();
  });

  it('sends e-mail over SMTP when SMTP_URL is set, on a connection kept for the next e-mail and closed with the services', async () => {
    const received: string[] = [];
    let connections = 0;
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onConnect(_session, callback) {
        connections += 1;
        callback();
      },
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk) => (data += chunk));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    const services = await createTestServices({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Bank <no-reply@bank.test>',
    });
    try {
      try {
        await services.messenger.sendEmail({
          to: 'tunde@example.com',
          subject: 'Account opened',
          text: 'Your account is ready.',
        });
        expect(received).toHaveLength(1);
        expect(received[0]).toContain('Subject: Account opened');
        expect(received[0]).toContain('To: tunde@example.com');
        expect(received[0]).toContain('Your account is ready.');
        await services.messenger.sendEmail({
          to: 'tunde@example.com',
          subject: 'Welcome',
          text: 'Welcome to the bank.',
        });
        expect(received).toHaveLength(2);
        expect(connections).toBe(1);
      } finally {
        await services.close();
      }
      await vi.waitFor(() => expect(smtp.connections.size).toBe(0));
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
