import { messages } from '../messages';

const { field: texts } = messages.forms;

/**
 * 'Names ending in stName' (section 5; 'first-name-type at least 4' in section 9): lastname,
 * firstname and nokFirstname. Matched whatever the case, as the field names are spelt in lower case.
 */
export function isFirstNameType(field: string): boolean {
  return /stname$/i.test(field);
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
};

/**
 * The message a failing field shows (specification 5), by field name. The field name itself fills
 * {field}; the default message drops a leading 'nok' (nokSurname reads 'Surname').
 */
export function fieldMessage(field: string): string {
  if (isFirstNameType(field)) return texts.tooShortName(field);
  if (PHONE_FIELDS.includes(field)) return texts.invalidPhone(field);
  if (field === 'birthDate') return texts.invalidDate(field);
  return FIXED[field] ?? texts.invalid(field.replace(/^nok/, ''));
}
