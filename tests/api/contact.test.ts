import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../server/db/schema';
import { listOutbox } from '../../server/messaging/outbox';
import { openContactPhone } from '../../server/contact/contact-phone';
import { createTestApp } from '../support/test-services';

let context: Awaited<ReturnType<typeof createTestApp>>;
let clientNumber = 0;
const newClient = () => `198.51.100.${(clientNumber += 1)}`;

beforeAll(async () => {
  context = await createTestApp({ TRUST_PROXY: 'true', BANK_CONTACT_EMAIL: 'care@bank.test' });
});
afterAll(() => context.services.close());

const validMessage = {
  name: 'Chidinma  Okafor',
  email: 'Chidinma@Example.com',
  phone: '0803 123 4567',
  subject: 'nhf',
  message: 'How long does an NHF loan take to approve once my documents are complete?',
};

function send(body: unknown, client = newClient()) {
  return context.app.request('/api/v1/messages/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
  });
}

describe('POST /api/v1/messages/contact', () => {
  it('stores the message and e-mails it to the bank, with an acknowledgement to the sender', async () => {
    const response = await send(validMessage);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: 'success', masked: false });

    const rows = await context.services.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Chidinma Okafor',
      email: 'chidinma@example.com',
      subject: 'nhf',
      message: validMessage.message,
    });
    // Issue 26.9: the phone is sealed at rest like every other phone.
    expect(rows[0].phoneSealed).toMatch(/^v1\./);
    expect(JSON.stringify(rows[0])).not.toContain('8031234567');
    expect(openContactPhone(context.services.cipher, rows[0].phoneSealed)).toBe('2348031234567');

    const outbox = await listOutbox(context.services);
    const toBank = outbox.find((entry) => entry.to === 'care@bank.test');
    const toSender = outbox.find((entry) => entry.to === 'chidinma@example.com');
    expect(toBank?.subject).toBe('Website message: National Housing Fund (NHF), from Chidinma Okafor');
    expect(toBank?.text).toContain(validMessage.message);
    expect(toBank?.text).toContain('+2348031234567');
    expect(toBank?.html).toContain('How long does an NHF loan take');
    expect(toSender?.subject).toContain('We have received your message');
    // The acknowledgement repeats nothing the sender wrote.
    expect(toSender?.text).not.toContain(validMessage.message);
    expect(toSender?.text).not.toContain('Chidinma');
  });

  // Issue 15.3: a BVN typed into the message reached staff in clear.
  it('masks what looks like a BVN, NIN or account number in the stored and forwarded message, and says so', async () => {
    const message = 'My BVN is 22222222222 and my account 0123456789. Call 08031234567.';
    const response = await send({ ...validMessage, email: 'masked@example.com', message });
    expect(await response.json()).toEqual({ status: 'success', masked: true });
    const masked = 'My BVN is *******2222 and my account ******6789. Call 08031234567.';
    const rows = await context.services.database.db.select().from(contactMessages);
    expect(rows.find((row) => row.email === 'masked@example.com')?.message).toBe(masked);
    const toBank = (await listOutbox(context.services)).find(
      (entry) => entry.to === 'care@bank.test' && entry.text.includes('*******2222'),
    );
    expect(toBank?.text).toContain(masked);
    expect(JSON.stringify(await listOutbox(context.services))).not.toContain('22222222222');
  });

  // Issue 15.10: an empty address was called invalid.
  it('says that the e-mail address is needed when it is empty', async () => {
    const body = await (await send({ ...validMessage, email: '' })).json();
    expect(body.error.fields.email).toBe('Enter your e-mail address, so that we can reply');
  });

  it('takes a message without a phone number', async () => {
    const { phone: _phone, ...withoutPhone } = validMessage;
    expect((await send({ ...withoutPhone, phone: '' })).status).toBe(201);
    expect((await send(withoutPhone)).status).toBe(201);
  });

  it('answers a ValidationError naming every failing field, and stores nothing', async () => {
    const before = (await context.services.database.db.select().from(contactMessages)).length;
    const response = await send({ name: 'A', email: 'nope', phone: '12345', subject: 'loans', message: 'Hi' });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body).toMatchObject({
      status: 'error',
      error: {
        name: 'ValidationError',
        message: 'Enter your full name',
        fields: {
          name: 'Enter your full name',
          email: 'Please provide a valid email address',
          phone: 'Enter a Nigerian phone number, for example 0803 123 4567',
          subject: 'Choose what your message is about',
          message: 'Your message must be at least 10 characters',
        },
      },
    });
    expect((await context.services.database.db.select().from(contactMessages)).length).toBe(before);
  });

  it('limits messages per client with 429 and Retry-After', async () => {
    const client = newClient();
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await send(validMessage, client)).status).toBe(201);
    const refused = await send(validMessage, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send(validMessage)).status).toBe(201);
  });
});
