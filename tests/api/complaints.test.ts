import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listContactMessages } from '../../server/back-office/contact-messages/message-queue';
import { readContactMessage } from '../../server/back-office/contact-messages/message-work';
import { openComplaintAccountNumber } from '../../server/complaints/complaint-account-number';
import { contactMessages } from '../../server/db/schema';
import { listOutbox } from '../../server/messaging/outbox';
import { createTestApp } from '../support/test-services';

let context: Awaited<ReturnType<typeof createTestApp>>;
let clientNumber = 0;
const newClient = () => `198.51.100.${(clientNumber += 1)}`;
const REFERENCE = /^CMP-\d{8}-[A-HJ-NP-Z2-9]{6}$/;

beforeAll(async () => {
  context = await createTestApp({ TRUST_PROXY: 'true', BANK_CONTACT_EMAIL: 'care@bank.test' });
});
afterAll(() => context.services.close());

const validComplaint = {
  name: 'Adaeze  Okonkwo',
  email: 'Adaeze@Example.com',
  phone: '0803 123 4567',
  accountNumber: '9000000016',
  category: 'charges',
  description: 'I was charged the transfer fee twice for one transfer on 3 November.',
};

function complain(body: unknown, client = newClient()) {
  return context.app.request('/api/v1/complaints', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
  });
}

const complaintRows = (reference: string) =>
  context.services.database.db.select().from(contactMessages).where(eq(contactMessages.reference, reference));

describe('POST /api/v1/complaints', () => {
  it('stores the complaint once with a CMP- reference, and e-mails the bank and the complainant', async () => {
    const response = await complain(validComplaint);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body).toEqual({ status: 'success', reference: expect.stringMatching(REFERENCE), masked: false });

    const rows = await complaintRows(body.reference);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Adaeze Okonkwo',
      email: 'adaeze@example.com',
      subject: 'complaint',
      complaintCategory: 'charges',
      message: validComplaint.description,
      status: 'open',
    });
    // The account number and the phone are sealed at rest, like a contact message's phone.
    expect(rows[0].accountNumberSealed).toMatch(/^v1\./);
    expect(JSON.stringify(rows[0])).not.toContain('9000000016');
    expect(openComplaintAccountNumber(context.services.cipher, rows[0].accountNumberSealed)).toBe('9000000016');

    const outbox = await listOutbox(context.services);
    const toBank = outbox.filter((entry) => entry.to === 'care@bank.test' && entry.subject?.includes(body.reference));
    const toComplainant = outbox.filter((entry) => entry.to === 'adaeze@example.com');
    expect(toBank).toHaveLength(1);
    expect(toBank[0].subject).toBe(`Complaint ${body.reference}: Charges, fees or interest`);
    expect(toBank[0].text).toContain(validComplaint.description);
    expect(toBank[0].text).toContain('9000000016');
    expect(toComplainant).toHaveLength(1);
    expect(toComplainant[0].subject).toBe(`Your complaint ${body.reference} - AG Mortgage Bank`);
    expect(toComplainant[0].text).toContain(body.reference);
    expect(toComplainant[0].text).toContain('within 14 days');
    expect(toComplainant[0].text).toContain('cpd@cbn.gov.ng');
    // The acknowledgement repeats nothing the complainant wrote.
    expect(toComplainant[0].text).not.toContain(validComplaint.description);
    expect(toComplainant[0].text).not.toContain('Adaeze');
  });

  it('gives each complaint its own reference', async () => {
    const first = await (await complain(validComplaint)).json();
    const second = await (await complain(validComplaint)).json();
    expect(first.reference).not.toBe(second.reference);
  });

  it('takes a complaint without phone or account number', async () => {
    const { phone: _phone, accountNumber: _accountNumber, ...bare } = validComplaint;
    const response = await complain({ ...bare, email: 'bare@example.com' });
    expect(response.status).toBe(201);
    const [row] = await complaintRows((await response.json()).reference);
    expect(row.phoneSealed).toBeNull();
    expect(row.accountNumberSealed).toBeNull();
  });

  it('masks what looks like a BVN in the description, and says so', async () => {
    const description = 'The teller wrote my BVN 22222222222 on the deposit slip.';
    const body = await (await complain({ ...validComplaint, description })).json();
    expect(body.masked).toBe(true);
    const [row] = await complaintRows(body.reference);
    expect(row.message).toBe('The teller wrote my BVN *******2222 on the deposit slip.');
  });

  it('answers a ValidationError naming every failing field, and stores nothing', async () => {
    const before = (await context.services.database.db.select().from(contactMessages)).length;
    const response = await complain({
      name: 'A',
      email: 'nope',
      phone: '12345',
      accountNumber: '90000',
      category: 'weather',
      description: 'Bad.',
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      status: 'error',
      error: {
        name: 'ValidationError',
        message: 'Enter your full name',
        fields: {
          name: 'Enter your full name',
          email: 'Please provide a valid email address',
          phone: 'Enter a Nigerian phone number, for example 0803 123 4567',
          accountNumber: 'Enter your 10-digit account number, or leave it empty',
          category: 'Choose what your complaint is about',
          description: 'Tell us what happened in at least 20 characters',
        },
      },
    });
    expect((await context.services.database.db.select().from(contactMessages)).length).toBe(before);
  });

  it('says that the e-mail address is needed when it is empty', async () => {
    const body = await (await complain({ ...validComplaint, email: '' })).json();
    expect(body.error.fields).toEqual({ email: 'Enter your e-mail address, so that we can reply' });
  });

  it('refuses a description over 3,000 characters', async () => {
    const body = await (await complain({ ...validComplaint, description: 'x'.repeat(3001) })).json();
    expect(body.error.fields).toEqual({ description: 'Your description must be 3,000 characters or fewer' });
  });

  it('limits complaints per client with 429 and Retry-After', async () => {
    const client = newClient();
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await complain(validComplaint, client)).status).toBe(201);
    const refused = await complain(validComplaint, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await complain(validComplaint)).status).toBe(201);
  });

  it('shows the complaint in the contact-messages queue, found by its reference, with category and account number', async () => {
    const { reference } = await (await complain({ ...validComplaint, email: 'queue@example.com' })).json();
    const list = await listContactMessages({
      services: context.services,
      query: new URLSearchParams({ q: reference.toLowerCase() }),
      memberId: randomUUID(),
    });
    expect(list.rows).toHaveLength(1);
    expect(list.rows[0]).toMatchObject({ reference, subject: 'complaint', complaintCategory: 'charges' });
    const message = await readContactMessage({ services: context.services, id: list.rows[0].id });
    expect(message).toMatchObject({ reference, accountNumber: '9000000016', email: 'queue@example.com' });
  });

  it('is documented in the OpenAPI document with the schema that parses it', async () => {
    const document = await (await context.app.request('/api/v1/openapi.json')).json();
    const operation = document.paths['/complaints'].post;
    const schema = operation.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual([
      'name',
      'email',
      'phone',
      'accountNumber',
      'category',
      'description',
    ]);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['201', '422', '429']));
  });
});
