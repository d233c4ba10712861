import { eq } from 'drizzle-orm';
import { WhistleBlowerAnswerSchema } from '../../../domain/forms/back-office-compliance';
import { complianceTexts } from '../../../domain/messages/back-office/compliance';
import { whistleBlowerReports } from '../../db/schema';
import { AppError, AppErrorCode } from '../../errors/app-error';
import type { Services } from '../../services';
import { parseOrRefuse } from '../../errors/refusals';
import { BANK_MESSAGE_SEAL, SEALED_REPORT_FIELDS, reportFieldContext } from '../../whistle-blower/report-fields';
import { recordOpening, recordStaffAction } from '../staff-actions';
import type { StaffMember } from '../staff-members';

const texts = complianceTexts.whistleBlower;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type SealedField = (typeof SEALED_REPORT_FIELDS)[number];

async function findReport(services: Services, id: string) {
  if (!UUID.test(id)) throw new AppError(AppErrorCode.NotFound, texts.notFound);
  const [report] = await services.database.db
    .select()
    .from(whistleBlowerReports)
    .where(eq(whistleBlowerReports.id, id));
  if (!report) throw new AppError(AppErrorCode.NotFound, texts.notFound);
  return report;
}

/** A report decrypted for a compliance officer; the opening is audited (who read which report). */
export async function openWhistleBlowerReport({
  services,
  member,
  id,
}: {
  services: Services;
  member: Pick<StaffMember, 'id'>;
  id: string;
}) {
  const report = await findReport(services, id);
  const open = (field: SealedField) => {
    const sealed = report[field];
    return sealed ? services.cipher.decrypt(sealed, reportFieldContext(field)) : null;
  };
  await recordOpening(services, member, { action: 'whistleblower.view', subject: report.id });
  return {
    id: report.id,
    reference: report.reference,
    status: report.status,
    receivedAt: report.createdAt.toISOString(),
    updatedAt: report.updatedAt.toISOString(),
    fields: Object.fromEntries(SEALED_REPORT_FIELDS.map((field) => [field, open(field)])) as Record<
      SealedField,
      string | null
    >,
    bankMessage: report.bankMessage ? services.cipher.decrypt(report.bankMessage, BANK_MESSAGE_SEAL) : '',
  };
}

/** Sets a report's status and the message its reporter reads with the status check (sealed; empty removes it). */
export async function answerWhistleBlowerReport({
  services,
  member,
  id,
  input,
}: {
  services: Services;
  member: Pick<StaffMember, 'id'>;
  id: string;
  input: Record<string, unknown>;
}) {
  const { status, message } = parseOrRefuse(WhistleBlowerAnswerSchema, input);
  const report = await findReport(services, id);
  const before = report.bankMessage ? services.cipher.decrypt(report.bankMessage, BANK_MESSAGE_SEAL) : '';
  await services.database.db
    .update(whistleBlowerReports)
    .set({
      status,
      bankMessage: message ? services.cipher.encrypt(message, BANK_MESSAGE_SEAL) : null,
      updatedAt: new Date(),
    })
    .where(eq(whistleBlowerReports.id, report.id));
  // The message itself stays out of the log: it is as confidential as the report.
  await recordStaffAction(services, member, {
    action: 'whistleblower.answer',
    subject: report.id,
    details: { from: report.status, status, messageChanged: before !== message },
  });
  return { status: 'success' as const, message: texts.saved };
}
