import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { checkImageDocument, commitDocuments, storeDocument } from '../../server/accounts/documents';
import { CUSTOMER_SEALS, HASH_PURPOSES } from '../../server/accounts/sealed-fields';
import { loadConfig } from '../../server/config';
import { accountApplications, customers } from '../../server/db/schema';
import { createLogger } from '../../server/logger';
import { createServices } from '../../server/start-services';

// `npx tsx tests/e2e/back-office-kyc-seed.ts DATA_DIR`: run in its own process by the KYC review's
// journey before its server starts, as the server's modules do not load in Playwright's (JSON imports).

/**
 * An opened instant-account application whose record no longer says what the BVN record says: the
 * first name and the date of birth differ (as after a correction, or a registry that changed), with
 * the two documents sealed as the website seals them. Written to the embedded database of
 * `dataDir` before its server starts (one process per folder).
 */
async function seedApplicationThatDiffers(dataDir: string) {
  const config = loadConfig({ ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const services = await createServices({ config, logger: createLogger({ level: 'warn' }) });
  try {
    const bvnNo = '72345678123';
    const { record } = (await services.identity.lookupBvn(bvnNo))!;
    const { cipher, keyedHash } = services;
    const applicationId = randomUUID();
    const documents = { photo: 'passport-photo.jpg', scannedIDCard: 'id-card.png' } as const;
    const keys: Record<keyof typeof documents, string> = {
      photo: `applications/${applicationId}/photo`,
      scannedIDCard: `applications/${applicationId}/scanned-id-card`,
    };
    for (const [field, fileName] of Object.entries(documents) as [keyof typeof documents, string][]) {
      const bytes = await readFile(new URL(`./fixtures/${fileName}`, import.meta.url));
      const checked = await checkImageDocument(field, new File([new Uint8Array(bytes)], fileName));
      if (!('document' in checked)) throw new Error(checked.error);
      await storeDocument(services, keys[field], checked.document);
    }
    const { db } = services.database;
    await db.transaction(async (tx) => {
      const [customer] = await tx
        .insert(customers)
        .values({
          acctType: 'Individual',
          email: 'kyc.review@example.com',
          lastname: record.lastname,
          firstname: record.firstname === 'Adanna' ? 'Adaora' : 'Adanna',
          middlename: record.middlename,
          gender: record.gender,
          preferredBranch: 'ikeja',
          step: 50,
          bvnSealed: cipher.encrypt(bvnNo, CUSTOMER_SEALS.bvn),
          bvnHash: keyedHash(bvnNo, HASH_PURPOSES.bvn),
          ninSealed: cipher.encrypt(record.nin, CUSTOMER_SEALS.nin),
          ninHash: keyedHash(record.nin, HASH_PURPOSES.nin),
          phoneSealed: cipher.encrypt(record.phoneNo, CUSTOMER_SEALS.phone),
          birthDateSealed: cipher.encrypt('1999-12-31', CUSTOMER_SEALS.birthDate),
        })
        .returning();
      await tx.insert(accountApplications).values({
        id: applicationId,
        customerId: customer.id,
        accountProduct: '002',
        preferredBranch: 'ikeja',
        state: 'opened',
        acctNumber: '9012345678',
        step: 50,
        photoKey: keys.photo,
        scannedIdCardKey: keys.scannedIDCard,
        completedAt: new Date(),
      });
      await commitDocuments(tx, Object.values(keys));
    });
    return { applicationId, bvnName: `${record.firstname} ${record.middlename} ${record.lastname}` };
  } finally {
    await services.close();
  }
}

process.stdout.write(`${JSON.stringify(await seedApplicationThatDiffers(process.argv[2]!))}\n`);
