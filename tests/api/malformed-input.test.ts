import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-services';

// Issue 14.8, 14.9 and 13.12: bad input is a 4xx with a clear message, and nothing is stored.
let context: Awaited<ReturnType<typeof createTestApp>>;
let clientNumber = 0;
const newClient = () => `192.0.2.${(clientNumber += 1)}`;

beforeAll(async () => {
  context = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => context.services.close());

const count = async (table: string) => {
  const result = (await context.services.database.db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0].n;
};

function post(path: string, body: BodyInit, contentType?: string) {
  return context.app.request(path, {
    method: 'POST',
    body,
    headers: { 'x-forwarded-for': newClient(), ...(contentType ? { 'content-type': contentType } : {}) },
  });
}

const contact = {
  name: 'Ada Obi',
  email: 'ada@example.com',
  subject: 'other',
  message: 'Is the Aba branch open on Saturdays?',
};

/** A multipart body cut off in the middle of its first file, as a dropped connection leaves it. */
function truncatedMultipart() {
  const boundary = '----bank-test-boundary';
  const body = [
    `--${boundary}`,
    'Content-Disposition: form-data; name="bvnNo"',
    '',
    '22222222222',
    `--${boundary}`,
    'Content-Disposition: form-data; name="photo"; filename="photo.png"',
    'Content-Type: image/png',
    '',
    '\u0089PNG\r\n\u001a\n\u0000\u0000',
  ].join('\r\n');
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('malformed requests', () => {
  it('a NUL byte in a contact message is refused with 400 and stores nothing', async () => {
    const response = await post(
      '/api/v1/messages/contact',
      JSON.stringify({ ...contact, message: 'My account\u0000 is blocked' }),
      'application/json',
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 'error',
      error: {
        name: 'BadRequest',
        message: 'The form contains characters that are not allowed. Please remove them and try again.',
      },
    });
    expect(await count('contact_messages')).toBe(0);
  });

  it('a truncated multipart body on the instant account answers 400 with a clear message', async () => {
    const { body, contentType } = truncatedMultipart();
    for (const path of ['/api/v1/customers/instantAccount', '/api/v1/customers/quickPersonalAccount']) {
      const response = await post(path, body, contentType);
      expect(response.status).toBe(400);
      const answer = await response.json();
      expect(answer.error).toEqual({
        name: 'BadRequest',
        message: 'Your form did not arrive whole. Please check your connection and send it again.',
      });
    }
    expect(await count('customers')).toBe(0);
  });

  it('a truncated multipart body on the consent page answers 400', async () => {
    const { body, contentType } = truncatedMultipart();
    const response = await post(
      '/sandbox/identity/consent/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      body,
      contentType,
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Your form did not arrive whole.');
  });

  it('JSON endpoints refuse other content types with 415 and store nothing', async () => {
    const response = await post('/api/v1/messages/contact', JSON.stringify(contact), 'text/plain');
    expect(response.status).toBe(415);
    expect((await response.json()).error.name).toBe('UnsupportedMediaType');
    const form = await post(
      '/api/v1/messages/contact',
      new URLSearchParams(contact).toString(),
      'application/x-www-form-urlencoded',
    );
    expect(form.status).toBe(415);
    expect(await count('contact_messages')).toBe(0);
  });

  it('multipart endpoints refuse JSON with 415', async () => {
    const response = await post(
      '/api/v1/customers/instantAccount',
      JSON.stringify({ bvnNo: '22222222222' }),
      'application/json',
    );
    expect(response.status).toBe(415);
  });

  it('bad JSON and JSON that is not an object answer 400', async () => {
    for (const body of ['{"email":', '[1,2]', '"text"', 'null']) {
      const response = await post('/api/v1/customers/self/checkAccountExistence', body, 'application/json');
      expect(response.status).toBe(400);
      expect((await response.json()).error).toEqual({
        name: 'BadRequest',
        message: 'The request body must be a JSON object.',
      });
    }
  });

  it('a form over 16 MB is refused with 413 and says how large a form may be', async () => {
    const response = await post(
      '/api/v1/customers/instantAccount',
      new Uint8Array(16 * 1024 * 1024 + 1),
      'multipart/form-data; boundary=x',
    );
    expect(response.status).toBe(413);
    expect((await response.json()).error).toEqual({
      name: 'PayloadTooLarge',
      message:
        'Your form is too large to send: with its files it comes to more than 16 MB. Choose smaller files and send it again.',
    });
    expect(await count('customers')).toBe(0);
  });

  it('an empty body needs no content type (the PATCH calls send none)', async () => {
    const response = await context.app.request(
      '/api/v1/customers/self/resendEmail/00000000-0000-4000-8000-000000000000',
      { method: 'PATCH', headers: { 'x-forwarded-for': newClient() } },
    );
    expect(response.status).toBe(404);
  });
});
