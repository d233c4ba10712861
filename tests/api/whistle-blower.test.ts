import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditEvents, whistleBlowerReports } from '../../server/db/schema';
import { listOutbox } from '../../server/messaging/outbox';
import { reportFieldContext } from '../../server/whistle-blower/report-fields';
import { createTestApp } from '../support/test-services';

let context: Awaited<ReturnType<typeof createTestApp>>;
let clientNumber = 0;
const newClient = () => `192.0.2.${(clientNumber += 1)}`;

beforeAll(async () => {
  context = await createTestApp({
    TRUST_PROXY: 'true',
    BANK_CONTACT_EMAIL: 'care@bank.test',
    WHISTLEBLOWER_EMAIL: 'ethics@bank.test',
  });
});
afterAll(() => context.services.close());

const report = {
  category: 'fraud',
  whatHappened: 'A loan officer at the Festac branch asked applicants for cash to approve NHF loans faster.',
  whenHappened: 'Between January and March 2025',
  whoInvolved: 'The officer at desk 4',
  evidence: 'Two applicants kept the text messages asking for payment',
};

function post(path: string, body: unknown, client = newClient()) {
  return context.app.request(`/api/v1/messages/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
  });
}

async function submit(body: unknown = report) {
  const response = await post('whistle-blower', body);
  expect(response.status).toBe(201);
  return (await response.json()) as { status: string; reference: string; secret: string };
}

describe('POST /api/v1/messages/whistle-blower', () => {
  it('stores an anonymous report encrypted and gives a readable reference and a secret of at least 128 bits', async () => {
    const response = await post('whistle-blower', report);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { status, reference, secret } = await response.json();
    expect(status).toBe('success');
    expect(reference).toMatch(/^WB-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(secret).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){6}[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(secret.replace(/-/g, '').length * 5).toBeGreaterThanOrEqual(128);

    const raw = await context.services.database.db.execute(
      sql`select * from whistle_blower_reports where reference = ${reference}`,
    );
    const row = ((raw as unknown as { rows: Record<string, unknown>[] }).rows ?? raw)[0] as Record<
      string,
      string | null
    >;
    const rowText = JSON.stringify(row);
    for (const written of Object.values(report)) expect(rowText).not.toContain(written);
    expect(rowText).not.toContain(secret);
    expect(row.status).toBe('received');
    expect(row.reporter_name).toBeNull();
    expect(row.reporter_contact).toBeNull();
    expect(context.services.cipher.decrypt(row.what_happened!, reportFieldContext('whatHappened'))).toBe(
      report.whatHappened,
    );
    expect(context.services.cipher.decrypt(row.category!, reportFieldContext('category'))).toBe('fraud');
  });

  it('keeps the reporter’s name and contact encrypted when given', async () => {
    const { reference } = await submit({ ...report, reporterName: 'Bola Ade', reporterContact: 'bola@example.com' });
    const [row] = await context.services.database.db
      .select()
      .from(whistleBlowerReports)
      .where(eq(whistleBlowerReports.reference, reference));
    expect(row.reporterName).not.toContain('Bola');
    expect(context.services.cipher.decrypt(row.reporterContact!, reportFieldContext('reporterContact'))).toBe(
      'bola@example.com',
    );
  });

  it('tells the bank’s address only that a report arrived, with its reference', async () => {
    const { reference } = await submit();
    const notice = (await listOutbox(context.services)).find(
      (entry) => entry.to === 'ethics@bank.test' && entry.subject?.includes(reference),
    );
    expect(notice).toBeDefined();
    for (const written of Object.values(report)) {
      expect(notice!.text).not.toContain(written);
      expect(notice!.html).not.toContain(written);
    }
  });

  it('records audit events without content or client address', async () => {
    await submit();
    const events = await context.services.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'whistleblower.report'));
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      expect(event.clientRef).toBeNull();
      expect(JSON.stringify(event)).not.toContain('Festac');
    }
  });

  it('answers a ValidationError for a report that says too little', async () => {
    const response = await post('whistle-blower', { category: 'gossip', whatHappened: 'bad', whenHappened: '' });
    expect(response.status).toBe(422);
    expect((await response.json()).error).toMatchObject({
      name: 'ValidationError',
      fields: {
        category: 'Choose what you are reporting',
        whatHappened: 'Tell us what happened in at least 20 characters',
        whenHappened: 'Tell us when it happened, even roughly',
      },
    });
  });

  // Issue 15.10: 'not a contact' was taken as a way to reach the reporter.
  it('takes an e-mail address or a phone number as the way to reach the reporter, and nothing else', async () => {
    const response = await post('whistle-blower', { ...report, reporterContact: 'not a contact' });
    expect(response.status).toBe(422);
    expect((await response.json()).error.fields).toEqual({
      reporterContact: 'Enter an e-mail address or a phone number, or leave this empty to stay anonymous',
    });
    await submit({ ...report, reporterContact: '0803 123 4567' });
    await submit({ ...report, reporterContact: '' });
  });

  it('limits reports per client with 429 and Retry-After', async () => {
    const client = newClient();
    for (let attempt = 1; attempt <= 3; attempt += 1)
      expect((await post('whistle-blower', report, client)).status).toBe(201);
    const refused = await post('whistle-blower', report, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST /api/v1/messages/whistle-blower/status', () => {
  it('shows the status to the holder of the reference and the secret, however they type them', async () => {
    const { reference, secret } = await submit();
    const response = await post('whistle-blower/status', {
      reference: reference.toLowerCase().replace(/-/g, ' '),
      secret: secret.toLowerCase(),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body).toMatchObject({ status: 'success', report: { reference, status: 'received' } });
    expect(new Date(body.report.receivedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    await context.services.database.db
      .update(whistleBlowerReports)
      .set({ status: 'under_review' })
      .where(eq(whistleBlowerReports.reference, reference));
    expect((await (await post('whistle-blower/status', { reference, secret })).json()).report.status).toBe(
      'under_review',
    );
  });

  it('gives one answer for a wrong secret and for an unknown reference', async () => {
    const { reference, secret } = await submit();
    const wrongSecret = await post('whistle-blower/status', {
      reference,
      secret: secret.replace(/^./, secret[0] === 'A' ? 'B' : 'A'),
    });
    const unknown = await post('whistle-blower/status', { reference: 'WB-0000-0000', secret });
    const nonsense = await post('whistle-blower/status', { reference: 'hello', secret: 'x' });
    for (const response of [wrongSecret, unknown, nonsense]) {
      expect(response.status).toBe(404);
      expect((await response.json()).error).toEqual({
        name: 'ReportNotFound',
        message: 'We could not find a report with this reference and secret. Check both and try again.',
      });
    }
  });

  it('limits tries per client with 429 and Retry-After', async () => {
    const { reference } = await submit();
    const client = newClient();
    for (let attempt = 1; attempt <= 10; attempt += 1)
      expect((await post('whistle-blower/status', { reference, secret: `guess-${attempt}` }, client)).status).toBe(404);
    const refused = await post('whistle-blower/status', { reference, secret: 'guess-11' }, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits tries per report across clients', async () => {
    const { reference, secret } = await submit();
    for (let attempt = 1; attempt <= 30; attempt += 1)
      await post('whistle-blower/status', { reference, secret: `guess-${attempt}` });
    expect((await post('whistle-blower/status', { reference, secret })).status).toBe(429);
  });
});
