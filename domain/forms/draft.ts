/**
 * The customer application draft kept on the device between visits (specification 3), and the
 * rules for restoring it from storage, where older versions kept numbers and full timestamps.
 */

export const DRAFT_TEXT_FIELDS = [
  'accountProduct',
  'bvnNo',
  'phoneNo',
  'birthDate',
  'otp',
  'preferredBranch',
  'title',
  'lastname',
  'firstname',
  'middlename',
  'mmaidenname',
  'email',
  'gender',
  'religion',
  'maritalStatus',
  'occupation',
  'sector',
  'segment',
  'countryOfBirth',
  'countryOfResidence',
  'stateOfOrigin',
  'lga',
  'homeAddress',
  'city',
  'street',
  'zipCode',
  'officeAddress',
  'officePhone',
  'tin',
  'idType',
  'idNO',
  'idIssuer',
  'idIssueDate',
  'idExpiryDate',
  'placeIssued',
  'employmentStatus',
  'stateOfResidence',
  'nokType',
  'nokSurname',
  'nokFirstname',
  'nokMiddlename',
  'nokMobile',
  'nokTitle',
  'nokGender',
  'nokMaritalStatus',
  'nokAddress',
  'nokBirthDate',
  'nokBvnNo',
  'referee1Name',
  'referee1AcctNo',
  'referee2Name',
  'referee2AcctNo',
  'nin',
  'acctType',
  'cbBy',
  'kolor',
  // Not in the specification's list: the company of a corporate instant account (issue 13.10).
  'businessName',
  'cacNumber',
] as const;
type DraftTextField = (typeof DRAFT_TEXT_FIELDS)[number];

/** Files are not kept in the draft: the customer chooses them again. */
export const DRAFT_FILE_FIELDS = [
  'photo',
  'signature',
  'utilityBill',
  'scannedIDCard',
  'refereeLetter1',
  'refereeLetter2',
] as const;

const DATE_FIELDS: readonly DraftTextField[] = ['birthDate', 'nokBirthDate', 'idIssueDate', 'idExpiryDate'];
const ISO_DATE_LENGTH = 10;

export type CustomerDraft = Record<DraftTextField, string> & {
  channels: string[];
  terms: boolean;
  /** The application step: 0 new, 1 to 5 the wizard, 50 quick, 51 linking. */
  step: number;
};

// Phone numbers, BVN and other digit strings may have been stored as numbers.
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function asChannels(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/** Rebuilds a complete draft from whatever storage held: missing values become '' (channels []). */
export function restoreDraft(raw: unknown): CustomerDraft {
  const stored = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const text = Object.fromEntries(
    DRAFT_TEXT_FIELDS.map((field) => {
      const value = asText(stored[field]);
      return [field, DATE_FIELDS.includes(field) ? value.slice(0, ISO_DATE_LENGTH) : value];
    }),
  ) as Record<DraftTextField, string>;
  const step = Number(stored.step);
  return {
    ...text,
    channels: asChannels(stored.channels),
    terms: stored.terms === true || stored.terms === 'true',
    step: Number.isInteger(step) && step >= 0 ? step : 0,
  };
}
