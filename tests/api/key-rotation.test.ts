import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { readDocument } from '../../server/accounts/documents';
import { createHttpApp } from '../../server/http/app';
import { rotateEncryptionKeys, sealedColumnNames } from '../../server/security/key-rotation';
import type { Services } from '../../server/services';
import { createServices } from '../../server/start-services';
import { DEFAULT_BROWSER, consentAs, newClientAddress } from '../support/fake-bvn-holder';
import { adaezeFields, instantAccountForm } from '../support/fake-applicant';
import { createTestApp } from '../support/test-services';
import { openContactPhone } from '../../server/contact/contact-phone';
import { contactMessages, customers } from '../../server/db/schema';
import { phoneHashOf } from '../../server/accounts/sealed-fields';

// Issue 11: `npm run keys:rotate` seals everything again under the newest key.
const OLD_KEY = `old:${Buffer.alloc(32, 1).toString('base64')}`;
const NEW_KEY = `new:${Buffer.alloc(32, 2).toString('base64')}`;
const dataDir = mkdtempSync(join(tmpdir(), 'key-rotation-'));

let before: Awaited<ReturnType<typeof createTestApp>>;
const extra: Services[] = [];

beforeAll(async () => {
  before = await createTestApp({ TRUST_PROXY: 'true', DATA_DIR: dataDir, ENCRYPTION_KEY: OLD_KEY });
});
afterAll(async () => {
  for (const services of extra) await services.jobs.stop();
  await before.services.close();
});

/** The same database and documents, with other keys: as after a restart with a new ENCRYPTION_KEY. */
async function servicesWithKeys(keys: string) {
  const services = await createServices({
    config: loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true', DATA_DIR: dataDir, ENCRYPTION_KEY: keys }),
    database: before.services.database,
  });
  extra.push(services);
  return services;
}

async function sealedValues(services: Services): Promise<string[]> {
  const result = (await services.database.db.execute(sql`
    select bvn_sealed as v from customers union all select nin_sealed from customers union all select phone_sealed from customers
    union all select birth_date_sealed from customers union all select bvn_sealed from bvn_consent_sessions
    union all select data_sealed from bvn_references union all select message_sealed from outbox_messages
    union all select category from whistle_blower_reports union all select what_happened from whistle_blower_reports
    union all select reporter_contact from whistle_blower_reports union all select phone from contact_messages`)) as unknown as {
    rows: { v: string | null }[];
  };
  return result.rows.map((row) => row.v).filter((value): value is string => value !== null);
}

describe('key rotation', () => {
  it('seals every value and document again under the new key, resumably, so that the old key can go', async () => {
    // Data sealed under the old key: a consent, an instant account with its documents, a report, e-mails.
    const ref = await consentAs(before.app, before.services, {
      bvnNo: '22222222222',
      consentPhone: '2348031234567',
      returnTo: '/instantaccount/ind/r',
    });
    const opened = await before.app.request('/api/v1/customers/instantAccount', {
      method: 'POST',
      body: instantAccountForm(adaezeFields({ bvnRef: ref })),
      headers: { 'X-Forwarded-For': newClientAddress(), Cookie: DEFAULT_BROWSER },
    });
    expect(opened.status).toBe(201);
    const report = await before.app.request('/api/v1/messages/whistle-blower', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newClientAddress() },
      body: JSON.stringify({
        category: 'fraud',
        whatHappened: 'A cash gift was asked for to speed up an approval.',
        whenHappened: 'October 2025',
        reporterContact: '0803 555 1234',
      }),
    });
    expect(report.status).toBe(201);
    // Issue 26.9: the contact form's phone and the whistle-blower's contact are sealed and rotated too;
    // a phone kept in clear before sealing began is sealed by the rotation.
    const contact = await before.app.request('/api/v1/messages/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newClientAddress() },
      body: JSON.stringify({
        name: 'Chidinma Okafor',
        email: 'chidinma@example.com',
        phone: '0803 123 4567',
        subject: 'nhf',
        message: 'How long does an NHF loan take?',
      }),
    });
    expect(contact.status).toBe(201);
    const sealedBefore = await sealedValues(before.services);
    expect(sealedBefore.length).toBeGreaterThan(8);
    expect(sealedBefore.every((value) => value.startsWith('v1.old.'))).toBe(true);
    const [application] = (
      (await before.services.database.db.execute(sql`select photo_key from account_applications`)) as unknown as {
        rows: { photo_key: string }[];
      }
    ).rows;
    const photo = await readDocument(before.services, application.photo_key);

    await before.services.database.db.insert(contactMessages).values({
      name: 'Before sealing',
      email: 'legacy@example.com',
      phoneSealed: '2348039990000',
      subject: 'other',
      message: 'Sent before phones were sealed.',
    });

    const phoneHashes = async (services: Services) =>
      (await services.database.db.select({ hash: customers.phoneHash }).from(customers)).map((row) => row.hash);
    const hashesBefore = await phoneHashes(before.services);
    expect(hashesBefore).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);

    const rotating = await servicesWithKeys(`${NEW_KEY},${OLD_KEY}`);
    const first = await rotateEncryptionKeys({ services: rotating });
    expect(first['customers.bvn']).toBe(1);
    expect(first['whistle_blower_reports.whatHappened']).toBe(1);
    expect(first.documents).toBe(2);
    expect(first['contact_messages.phone']).toBe(2);
    expect(first['whistle_blower_reports.reporterContact']).toBe(1);
    // A second run finds nothing left to do.
    const again = await rotateEncryptionKeys({ services: rotating });
    expect(Object.values(again).every((count) => count === 0)).toBe(true);

    // With the old key gone, everything still opens: values, documents, and the site's own reads.
    const afterwards = await servicesWithKeys(NEW_KEY);
    const sealedAfter = await sealedValues(afterwards);
    expect(sealedAfter).toHaveLength(sealedBefore.length + 1);
    expect(sealedAfter.every((value) => value.startsWith('v1.new.'))).toBe(true);
    expect(await readDocument(afterwards, application.photo_key)).toEqual(photo);
    const phones = (await afterwards.database.db.select().from(contactMessages))
      .map((row) => openContactPhone(afterwards.cipher, row.phoneSealed))
      .sort();
    expect(phones).toEqual(['2348031234567', '2348039990000']);
    // The phone's keyed hash is under HASH_KEY, not the rotated key: it still finds the re-sealed phone.
    expect(await phoneHashes(afterwards)).toEqual(hashesBefore);
    expect(hashesBefore[0]).toBe(phoneHashOf(afterwards.keyedHash, '0803 123 4567'));
    const app = createHttpApp({ services: afterwards, build: () => Promise.reject(new Error('no pages')) });
    const outbox = await app.request('/dev/outbox.json');
    expect(outbox.status).toBe(200);
    expect(JSON.stringify(await outbox.json())).toContain('Verify your email address');
  });
});

describe('the columns it rotates', () => {
  it('are every sealed column of the schema: a new one cannot be forgotten', async () => {
    const { rows } = (await before.services.database.db.execute(
      sql`select table_name, column_name from information_schema.columns where table_schema = current_schema() and column_name like '%\_sealed'`,
    )) as unknown as { rows: { table_name: string; column_name: string }[] };
    expect(rows.length).toBeGreaterThan(10);
    const covered = sealedColumnNames();
    for (const { table_name, column_name } of rows)
      expect(covered, `${table_name}.${column_name}`).toContain(`${table_name}.${column_name.replace(/_sealed$/, '')}`);
  });
});
