import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, test } from '@playwright/test';
import {
  type Applicant,
  type WizardApplicant,
  consentedApplicant,
  submission,
  wizardApplicantAtStep4,
  wizardDocuments,
} from '../support/http-applicant';
import { startServer, stopServer, waitForHealthy, type SpawnedServer } from './spawned-server';

/*
 * Issue 11, crash safety: the server is killed with SIGKILL while instant-account submissions and
 * the wizard's final steps (multipart, with documents) are in flight, started again on the same data, and every acknowledged submission is found whole,
 * none twice; a submission sent again with its Idempotency-Key gets its first answer or completes.
 * Needs no browser (the phone project ignores this file).
 */

const PORT = 3188;
const BASE = `http://127.0.0.1:${PORT}`;
const SUBMISSIONS = 6;
const WIZARD_SUBMISSIONS = 3;

/** A short lease, so that a retry may take over a key its killed submission still held. */
const LEASE_SECONDS = 2;

const startCrashServer = (dataDir: string) =>
  startServer(PORT, { DATA_DIR: dataDir, IDEMPOTENCY_LEASE_SECONDS: String(LEASE_SECONDS) });
const waitForHealthyServer = () => waitForHealthy(BASE);
const kill = (server: SpawnedServer) => stopServer(server, 'SIGKILL');

test('acknowledged submissions survive SIGKILL whole and once; retries with their key complete', async () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'bank-crash-'));
  let server = startCrashServer(dataDir);
  await waitForHealthyServer();
  const applicants: Applicant[] = [];
  for (let index = 0; index < SUBMISSIONS; index += 1) applicants.push(await consentedApplicant([BASE, BASE]));
  const keys = applicants.map(() => randomBytes(16).toString('hex'));
  const wizards: WizardApplicant[] = [];
  for (let index = 0; index < WIZARD_SUBMISSIONS; index += 1) wizards.push(await wizardApplicantAtStep4(BASE));

  // All at once; the kill lands as soon as the first is answered, while the others are still being written.
  const acknowledged = new Map<number, string>();
  let firstAnswered: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (firstAnswered = resolve));
  const inFlight = applicants.map((applicant, index) =>
    submission(BASE, applicant, keys[index])
      .then(async (response) => {
        if (response.status === 201)
          acknowledged.set(index, ((await response.json()) as { customer: { _id: string } }).customer._id);
        firstAnswered();
      })
      .catch(() => undefined),
  );
  await Promise.race([answered, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  // The wizard's final steps go out just before the kill, so that it lands while they are written.
  const wizardsCompleted = new Set<number>();
  const wizardsInFlight = wizards.map((applicant, index) =>
    wizardDocuments(BASE, applicant)
      .then((response) => {
        if (response.status === 200) wizardsCompleted.add(index);
      })
      .catch(() => undefined),
  );
  await new Promise((resolve) => setTimeout(resolve, 30));
  await kill(server);
  await Promise.all([...inFlight, ...wizardsInFlight]);

  // Restarted on the same data: each submission sent again with its key gets the first answer, or completes now.
  server = startCrashServer(dataDir);
  try {
    await waitForHealthyServer();
    await new Promise((resolve) => setTimeout(resolve, LEASE_SECONDS * 1000 + 500));
    for (const [index, applicant] of applicants.entries()) {
      const again = await submission(BASE, applicant, keys[index]);
      const body = await again.text();
      if (acknowledged.has(index)) {
        expect(again.status, `submission ${index}: ${body.slice(0, 200)}`).toBe(201);
        expect(
          (JSON.parse(body) as { customer: { _id: string } }).customer._id,
          `submission ${index} answered with another customer`,
        ).toBe(acknowledged.get(index));
      } else {
        // Never answered: it completes now, or it had committed just before the kill (its BVN validation
        // then counts as used, or the account as opened); the check below finds it whole.
        const committedBefore = body.includes('AccountAlreadyOpened') || body.includes('already used');
        expect(
          again.status === 201 || committedBefore,
          `submission ${index}: ${again.status} ${body.slice(0, 200)}`,
        ).toBe(true);
      }
    }
    // The wizard's final step sent again: it completes now, or answers as the first did.
    for (const [index, applicant] of wizards.entries()) {
      const again = await wizardDocuments(BASE, applicant);
      expect(again.status, `wizard ${index}: ${(await again.text()).slice(0, 200)}`).toBe(200);
    }
  } finally {
    // This time a clean stop, so that the check below reads the folder on its own.
    await stopServer(server);
  }

  // Whole and once: one customer, one application with both documents and one core account per applicant.
  const database = new PGlite(join(dataDir, 'pglite'));
  try {
    const customers = await database.query<{ bvn_hash: string; n: number }>(
      'select bvn_hash, count(*)::int as n from customers group by bvn_hash',
    );
    expect(customers.rows).toHaveLength(SUBMISSIONS + WIZARD_SUBMISSIONS);
    expect(customers.rows.every((row) => row.n === 1)).toBe(true);
    const applications = await database.query<{ n: number; whole: number }>(
      'select count(*)::int as n, count(*) filter (where photo_key is not null and scanned_id_card_key is not null)::int as whole from account_applications where step = 50',
    );
    expect(applications.rows[0]).toEqual({ n: SUBMISSIONS, whole: SUBMISSIONS });
    // The wizards: completed once, with their three documents, committed.
    const wizardRows = await database.query<{ n: number; whole: number }>(
      "select count(*)::int as n, count(*) filter (where completed_at is not null and step = 5 and document_keys ?& array['signature', 'utilityBill', 'scannedIDCard'])::int as whole from account_applications where step < 50",
    );
    expect(wizardRows.rows[0]).toEqual({ n: WIZARD_SUBMISSIONS, whole: WIZARD_SUBMISSIONS });
    const wizardUncommitted = await database.query<{ n: number }>(
      'select count(*)::int as n from account_applications a cross join lateral jsonb_each_text(a.document_keys) k left join document_uploads d on d.key = k.value where a.step < 50 and d.committed_at is null',
    );
    expect(wizardUncommitted.rows[0].n).toBe(0);
    // What followed each commit finished: every application has its account and its details e-mail.
    const unfinished = await database.query<{ n: number }>(
      'select count(*)::int as n from account_applications where acct_number is null or details_sent_at is null',
    );
    expect(unfinished.rows[0].n).toBe(0);
    const accounts = await database.query<{ n: number }>(
      "select count(*)::int as n from core_banking_accounts where application_id not like 'existing-%'",
    );
    expect(accounts.rows[0].n).toBe(SUBMISSIONS + WIZARD_SUBMISSIONS);
    // The documents of every application are committed (an interrupted attempt's own are left to the hourly sweep).
    const uncommitted = await database.query<{ n: number }>(
      'select count(*)::int as n from account_applications a left join document_uploads d on d.key in (a.photo_key, a.scanned_id_card_key) where a.step = 50 and d.committed_at is null',
    );
    expect(uncommitted.rows[0].n).toBe(0);
  } finally {
    await database.close();
  }
  test.info().annotations.push({
    type: 'crash',
    description: `${acknowledged.size} of ${SUBMISSIONS} instant and ${wizardsCompleted.size} of ${WIZARD_SUBMISSIONS} wizard submissions acknowledged before the kill`,
  });
});
