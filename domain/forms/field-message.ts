import { messages } from '../messages';

const { field: texts } = messages.forms;

/**
 * 'Names ending in stName' (section 5; 'first-name-type at least 4' in section 9), read as the
 * original's case-sensitive suffix test. None of the forms' field names (lastname, firstname,
 * nokFirstname...) ends in 'stName', so names of 3 letters (Eze, Obi, Ada, Ike) pass, as they must
 * (docs/decisions/010-readings-of-the-form-rules.md).
 */
export function isFirstNameType(field: string): boolean {
  return /stName$/.test(field);
}

const labels: Record<string, string> = messages.account.fieldLabels;

/**
 * What fills {field} in a message: the label the customer sees beside the field ('Phone', not
 * phoneNo), or for a field without one its name without a leading 'nok'.
 */
export function fieldLabel(field: string): string {
  return labels[field] ?? field.replace(/^nok/, '');
}

const PHONE_FIELDS = ['phone', 'phoneNo', 'officePhone'];

/** Fields whose message is fixed text (the specification's table). */
const FIXED: Record<string, string> = {
  mmaidenname: texts.mmaidenname,
  terms: texts.terms,
  bvnNo: texts.bvnNo,
  accountProduct: texts.accountProduct,
  gender: texts.gender,
  maritalStatus: texts.maritalStatus,
  occupation: texts.occupation,
  sector: texts.sector,
  segment: texts.segment,
  countryOfBirth: texts.countryOfBirth,
  countryOfResidence: texts.countryOfResidence,
  stateOfOrigin: texts.stateOfOrigin,
  lga: texts.lga,
  preferredBranch: texts.preferredBranch,
  otp: texts.otp,
  channels: texts.channels,
  photo: texts.photo,
  tin: texts.tin,
  idNO: texts.idNO,
  idIssueDate: texts.idIssueDate,
  idExpiryDate: texts.idExpiryDate,
  // The specification keys these two as idExpiredDate and xipCode; both spellings are accepted.
  idExpiredDate: texts.idExpiryDate,
  zipCode: texts.zipCode,
  xipCode: texts.zipCode,
  city: texts.city,
  street: texts.street,
  cacNumber: texts.cacNumber,
};

/**
 * The message a failing field shows (specification 5), by field name: section 5's sentence, with
 * the field's label in {field} (issue 13.6: 'Phone must be valid...', not 'phoneNo must...').
 */
export function fieldMessage(field: string): string {
  if (isFirstNameType(field)) return texts.tooShortName(fieldLabel(field));
  if (PHONE_FIELDS.includes(field)) return texts.invalidPhone(fieldLabel(field));
  if (field === 'birthDate') return texts.invalidDate(fieldLabel(field));
  return FIXED[field] ?? texts.invalid(fieldLabel(field));
}
