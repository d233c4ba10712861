import { eq } from 'drizzle-orm';
import { WhistleBlowerStatusCheckSchema, type WhistleBlowerStatus } from '../../domain/forms/whistle-blower';
import { websiteFormTexts } from '../../domain/messages/website-forms';
import { parseOrRefuse } from '../errors/refusals';
import { whistleBlowerReports } from '../db/schema';
import { AppError, AppErrorCode } from '../errors/app-error';
import { defineRateLimit } from '../security/rate-limits';
import { constantTimeEqual, hashToken } from '../security/tokens';
import type { Services } from '../services';
import { canonicalReference, canonicalSecret } from './readable-codes';
import { BANK_MESSAGE_SEAL } from './report-fields';

/** Tries per client; and per report, so that guesses spread over many addresses are capped too. */
const REPORT_STATUS_CHECK_LIMIT = defineRateLimit({
  action: 'whistleblower.status',
  max: 10,
  windowSeconds: 900,
});
const REPORT_STATUS_CHECK_PER_REPORT_LIMIT = defineRateLimit({
  action: 'whistleblower.status-report',
  max: 30,
  windowSeconds: 86_400,
});

// Compared against when no report has the reference, so that both cases take the same time.
const NO_REPORT_HASH = hashToken('no report has this reference');

export interface ReportStatus {
  reference: string;
  status: WhistleBlowerStatus;
  receivedAt: Date;
  updatedAt: Date;
  /** What compliance wrote for the reporter (issue 10), or null. */
  message: string | null;
}

/** The status of a report, for whoever holds its reference and secret. One answer for every failure. */
export async function checkWhistleBlowerReportStatus({
  services,
  input,
  clientRef,
}: {
  services: Services;
  input: unknown;
  clientRef: string;
}): Promise<ReportStatus> {
  const { reference: typedReference, secret } = parseOrRefuse(WhistleBlowerStatusCheckSchema, input);
  await services.rateLimits.consume(REPORT_STATUS_CHECK_LIMIT, clientRef);
  const reference = canonicalReference(typedReference);
  if (reference) await services.rateLimits.consume(REPORT_STATUS_CHECK_PER_REPORT_LIMIT, reference);

  const [report] = reference
    ? await services.database.db
        .select({
          id: whistleBlowerReports.id,
          secretHash: whistleBlowerReports.secretHash,
          status: whistleBlowerReports.status,
          createdAt: whistleBlowerReports.createdAt,
          updatedAt: whistleBlowerReports.updatedAt,
          bankMessage: whistleBlowerReports.bankMessage,
        })
        .from(whistleBlowerReports)
        .where(eq(whistleBlowerReports.reference, reference))
    : [];
  const isMatch =
    constantTimeEqual(hashToken(canonicalSecret(secret)), report?.secretHash ?? NO_REPORT_HASH) && report !== undefined;

  await services.audit.record({
    action: 'whistleblower.status-check',
    outcome: isMatch ? 'success' : 'failure',
    ...(report ? { subject: report.id } : {}),
  });
  if (!report || !isMatch)
    throw new AppError(AppErrorCode.ReportNotFound, websiteFormTexts.whistleBlower.status.notFound);
  return {
    reference: reference!,
    status: report.status,
    receivedAt: report.createdAt,
    updatedAt: report.updatedAt,
    message: report.bankMessage ? services.cipher.decrypt(report.bankMessage, BANK_MESSAGE_SEAL) : null,
  };
}
