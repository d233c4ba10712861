import type { WhistleBlowerReport } from '../../domain/forms/whistle-blower';
import type { FieldCipher } from '../security/field-cipher';

/** The columns of a report that hold what the reporter wrote: each is sealed, its column as context. */
export const SEALED_REPORT_FIELDS = [
  'category',
  'whatHappened',
  'whenHappened',
  'whoInvolved',
  'evidence',
  'reporterName',
  'reporterContact',
] as const;

type SealedReportField = (typeof SEALED_REPORT_FIELDS)[number];

export function reportFieldContext(field: SealedReportField): string {
  return `whistle_blower_reports.${field}`;
}

/** Seals every field of a report; absent optional fields stay null. */
export function sealReport(cipher: FieldCipher, report: WhistleBlowerReport) {
  const seal = (field: SealedReportField) => {
    const value = report[field];
    return value === undefined ? null : cipher.encrypt(value, reportFieldContext(field));
  };
  return {
    category: seal('category')!,
    whatHappened: seal('whatHappened')!,
    whenHappened: seal('whenHappened')!,
    whoInvolved: seal('whoInvolved'),
    evidence: seal('evidence'),
    reporterName: seal('reporterName'),
    reporterContact: seal('reporterContact'),
  };
}

/** Compliance's message to the reporter (issue 10), shown with the status check: sealed like the report. */
export const BANK_MESSAGE_SEAL = 'whistle_blower_reports.bankMessage';
