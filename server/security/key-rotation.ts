import { and, eq, getTableName, isNotNull, not, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { APPLICATION_DETAILS_SEAL, CUSTOMER_SEALS } from '../accounts/sealed-fields';
import {
  accountApplications,
  bvnConsentSessions,
  bvnPhoneHelpRequests,
  contactChanges,
  contactMessages,
  coreBankingAccounts,
  bvnReferences,
  customerProfiles,
  customers,
  dataSubjectRequests,
  documentUploads,
  idempotencyKeys,
  loanApplications,
  loanMessages,
  mailQueue,
  oneTimeCodes,
  outboxMessages,
  passwordResetRequests,
  staffMembers,
  whistleBlowerReports,
} from '../db/schema';
import { TOTP_SEAL_CONTEXT } from '../back-office/second-factor';
import { CONTACT_CHANGE_SEAL } from '../customer-area/contact-changes';
import { ADDRESS_SEAL } from '../customer-area/overview';
import { CONTACT_MESSAGE_PHONE_SEAL, openContactPhone } from '../contact/contact-phone';
import { COMPLAINT_ACCOUNT_NUMBER_SEAL } from '../complaints/complaint-account-number';
import { LOAN_DETAILS_SEAL } from '../loans/loan-applications';
import { LOAN_MESSAGE_SEAL } from '../loans/loan-messages';
import { DATA_REQUEST_ANSWER_SEAL, DATA_REQUEST_DETAILS_SEAL } from '../customer-area/data-requests';
import { DATA_CORRECTION_SEAL } from '../back-office/data-requests/data-correction';
import { HOLDER_PHONE_SEAL } from '../adapters/core-banking/local-core-banking';
import { SEALED } from '../identity/consent-session';
import { FORM_SEAL as WIZARD_FORM_SEAL } from '../accounts/wizard/pending-signup';
import { RESET_REQUEST_SEAL } from '../sign-in/password-reset';
import { PHONE_HELP_BVN_SEAL } from '../identity/request-bvn-phone-help';
import { SEAL_CONTEXT as MAIL_QUEUE_CONTEXT } from '../messaging/mail-queue';
import { SEAL_CONTEXT as OUTBOX_CONTEXT } from '../messaging/outbox';
import type { Services } from '../services';
import type { FieldCipher } from './field-cipher';
import { BANK_MESSAGE_SEAL, SEALED_REPORT_FIELDS, reportFieldContext } from '../whistle-blower/report-fields';
import { RESPONSE_BODY_SEAL } from './idempotency';
import { SEAL_CONTEXT as ONE_TIME_CODE_CONTEXT } from './one-time-codes';

interface SealedColumn {
  name: string;
  table: PgTable;
  id: PgColumn;
  column: PgColumn;
  context: string;
  /** How a stored value opens, when it is not simply sealed under `context` (a value kept in clear before sealing began). */
  open?: (cipher: FieldCipher, stored: string) => string;
}

/** Every column that holds a sealed value, with the context it was sealed under. */
function sealedColumns(): SealedColumn[] {
  const of = (name: string, table: PgTable, id: PgColumn, column: PgColumn, context: string) => ({
    name,
    table,
    id,
    column,
    context,
  });
  return [
    of('customers.bvn', customers, customers.id, customers.bvnSealed, CUSTOMER_SEALS.bvn),
    of('customers.nin', customers, customers.id, customers.ninSealed, CUSTOMER_SEALS.nin),
    of('customers.phone', customers, customers.id, customers.phoneSealed, CUSTOMER_SEALS.phone),
    of('customers.birth_date', customers, customers.id, customers.birthDateSealed, CUSTOMER_SEALS.birthDate),
    of(
      'core_banking_accounts.holder_phone',
      coreBankingAccounts,
      coreBankingAccounts.accountNumber,
      coreBankingAccounts.holderPhoneSealed,
      HOLDER_PHONE_SEAL,
    ),
    of(
      'account_applications.details',
      accountApplications,
      accountApplications.id,
      accountApplications.detailsSealed,
      APPLICATION_DETAILS_SEAL,
    ),
    of(
      'bvn_consent_sessions.bvn',
      bvnConsentSessions,
      bvnConsentSessions.id,
      bvnConsentSessions.bvnSealed,
      SEALED.sessionBvn,
    ),
    of(
      'bvn_consent_sessions.consent_phone',
      bvnConsentSessions,
      bvnConsentSessions.id,
      bvnConsentSessions.consentPhoneSealed,
      SEALED.sessionPhone,
    ),
    of(
      'bvn_consent_sessions.data',
      bvnConsentSessions,
      bvnConsentSessions.id,
      bvnConsentSessions.dataSealed,
      SEALED.sessionData,
    ),
    of(
      'bvn_consent_sessions.wizard_form',
      bvnConsentSessions,
      bvnConsentSessions.id,
      bvnConsentSessions.wizardFormSealed,
      WIZARD_FORM_SEAL,
    ),
    of('bvn_references.data', bvnReferences, bvnReferences.refHash, bvnReferences.dataSealed, SEALED.referenceData),
    of(
      'bvn_phone_help_requests.bvn',
      bvnPhoneHelpRequests,
      bvnPhoneHelpRequests.id,
      bvnPhoneHelpRequests.bvnSealed,
      PHONE_HELP_BVN_SEAL,
    ),
    of('outbox_messages.message', outboxMessages, outboxMessages.id, outboxMessages.messageSealed, OUTBOX_CONTEXT),
    of('mail_queue.message', mailQueue, mailQueue.id, mailQueue.messageSealed, MAIL_QUEUE_CONTEXT),
    of('one_time_codes.payload', oneTimeCodes, oneTimeCodes.id, oneTimeCodes.payloadSealed, ONE_TIME_CODE_CONTEXT),
    of(
      'idempotency_keys.response_body',
      idempotencyKeys,
      idempotencyKeys.key,
      idempotencyKeys.responseBodySealed,
      RESPONSE_BODY_SEAL,
    ),
    of(
      'contact_changes.previous',
      contactChanges,
      contactChanges.id,
      contactChanges.previousSealed,
      CONTACT_CHANGE_SEAL,
    ),
    {
      ...of(
        'contact_messages.phone',
        contactMessages,
        contactMessages.id,
        contactMessages.phoneSealed,
        CONTACT_MESSAGE_PHONE_SEAL,
      ),
      open: openContactPhone,
    },
    of(
      'contact_messages.account_number',
      contactMessages,
      contactMessages.id,
      contactMessages.accountNumberSealed,
      COMPLAINT_ACCOUNT_NUMBER_SEAL,
    ),
    ...SEALED_REPORT_FIELDS.map((field) =>
      of(
        `whistle_blower_reports.${field}`,
        whistleBlowerReports,
        whistleBlowerReports.id,
        whistleBlowerReports[field],
        reportFieldContext(field),
      ),
    ),
    of(
      'whistle_blower_reports.bank_message',
      whistleBlowerReports,
      whistleBlowerReports.id,
      whistleBlowerReports.bankMessage,
      BANK_MESSAGE_SEAL,
    ),
    of(
      'data_subject_requests.details',
      dataSubjectRequests,
      dataSubjectRequests.id,
      dataSubjectRequests.detailsSealed,
      DATA_REQUEST_DETAILS_SEAL,
    ),
    of(
      'data_subject_requests.answer',
      dataSubjectRequests,
      dataSubjectRequests.id,
      dataSubjectRequests.answerSealed,
      DATA_REQUEST_ANSWER_SEAL,
    ),
    of(
      'data_subject_requests.correction',
      dataSubjectRequests,
      dataSubjectRequests.id,
      dataSubjectRequests.correctionSealed,
      DATA_CORRECTION_SEAL,
    ),
    of(
      'customer_profiles.address',
      customerProfiles,
      customerProfiles.id,
      customerProfiles.addressSealed,
      ADDRESS_SEAL,
    ),
    of(
      'loan_applications.details',
      loanApplications,
      loanApplications.id,
      loanApplications.detailsSealed,
      LOAN_DETAILS_SEAL,
    ),
    of('loan_messages.body', loanMessages, loanMessages.id, loanMessages.bodySealed, LOAN_MESSAGE_SEAL),
    of('staff_members.totp_secret', staffMembers, staffMembers.id, staffMembers.totpSecretSealed, TOTP_SEAL_CONTEXT),
    of(
      'password_reset_requests.username',
      passwordResetRequests,
      passwordResetRequests.id,
      passwordResetRequests.usernameSealed,
      RESET_REQUEST_SEAL,
    ),
  ];
}

/** The names (table.column) of the sealed columns that rotation covers: a test checks the schema holds no other. */
export const sealedColumnNames = () => sealedColumns().map((column) => column.name);

/** Where sealed values sit, as SQL names (a column named by its key takes the client's snake_case): a backup's manifest reads which key ids sealed them. */
export const sealedColumnLocations = () =>
  sealedColumns().map(({ table, column }) => ({
    table: getTableName(table),
    column: column.keyAsName ? toSnakeCase(column.name) : column.name,
  }));

const BATCH_SIZE = 200;

/** The id of the key a stored document was sealed with (field-cipher.ts: version, id length, id, ...). */
export const documentKeyId = (sealed: Uint8Array) => Buffer.from(sealed.subarray(2, 2 + sealed[1])).toString('utf8');

/**
 * Seals again, under the newest key of ENCRYPTION_KEY, every value and document sealed under an
 * older one. Safe while the site serves: a row is rewritten only if it still holds the value read
 * (a row changed meanwhile is picked up by the next pass), and rows already under the newest key
 * are skipped, so an interrupted run is resumed by running it again. Returns the counts rewritten.
 */
export async function rotateEncryptionKeys({
  services,
  onProgress,
}: {
  services: Services;
  onProgress?: (name: string, count: number) => void;
}): Promise<Record<string, number>> {
  const { cipher } = services;
  const { db } = services.database;
  const currentPrefix = `v1.${cipher.currentKeyId}.`;
  const rewritten: Record<string, number> = {};

  for (const {
    name,
    table,
    id,
    column,
    context,
    open = (_: FieldCipher, stored: string) => cipher.decrypt(stored, context),
  } of sealedColumns()) {
    const property = keyOf(table, column);
    rewritten[name] = 0;
    for (;;) {
      const stale = (await db
        .select({ id, value: column })
        .from(table)
        .where(and(isNotNull(column), not(sql`starts_with(${column}, ${currentPrefix})`)))
        .limit(BATCH_SIZE)) as { id: string; value: string }[];
      if (stale.length === 0) break;
      let changed = 0;
      for (const row of stale) {
        const resealed = cipher.encrypt(open(cipher, row.value), context);
        const updated = await db
          .update(table)
          .set({ [property]: resealed })
          .where(and(eq(id, row.id), eq(column, row.value)))
          .returning({ id });
        changed += updated.length;
      }
      rewritten[name] += changed;
      onProgress?.(name, rewritten[name]);
    }
  }

  rewritten.documents = 0;
  const keys = (await db.execute(
    sql`select ${documentUploads.key} as key from ${documentUploads}
        union select ${accountApplications.photoKey} from ${accountApplications} where ${accountApplications.photoKey} is not null
        union select ${accountApplications.scannedIdCardKey} from ${accountApplications} where ${accountApplications.scannedIdCardKey} is not null`,
  )) as unknown as { rows: { key: string }[] };
  for (const { key } of keys.rows) {
    const sealed = await services.storage.get(key);
    if (!sealed || documentKeyId(sealed) === cipher.currentKeyId) continue;
    const context = `document:${key}`;
    await services.storage.put(key, cipher.encryptBytes(cipher.decryptBytes(sealed, context), context));
    rewritten.documents += 1;
  }
  onProgress?.('documents', rewritten.documents);

  await services.audit.record({
    action: 'keys.rotate',
    outcome: 'success',
    details: { keyId: cipher.currentKeyId, ...rewritten },
  });
  return rewritten;
}

/** The property name under which a column sits in its table object (what `.set()` expects). */
function keyOf(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(table).find(([, value]) => value === column);
  if (!entry) throw new Error(`column ${column.name} is not in its table`);
  return entry[0];
}
