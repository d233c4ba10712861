/**
 * The five-step New Account wizard (specification 2.5 and 5): one schema per step, run by the
 * browser and again by the server. The required/optional matrix of section 5 decides `optional`;
 * corporate extras (country of birth, TIN, ID issuer, referees, referee letters) are added by
 * `wizardStepSchema` for corporate applicants only.
 */
import { z } from 'zod';
import { WIZARD_MAX_FILE_BYTES } from '../constants';
import { isLgaOf, isNigerianState } from '../geography';
import { ACCOUNT_PRODUCT_CODES } from '../lists/account-products';
import { COUNTRY_NAMES } from '../lists/countries';
import { ID_TYPES } from '../lists/id-types';
import { INDUSTRIES } from '../lists/industries';
import { OCCUPATIONS } from '../lists/occupations';
import {
  ACCOUNT_TYPES,
  EMPLOYMENT_STATUSES,
  GENDERS,
  MARITAL_STATUSES,
  NEXT_OF_KIN_RELATIONS,
  RELIGIONS,
  SEGMENTS,
} from '../lists/personal';
import { TITLES } from '../lists/titles';
import { CorporateDetailsSchema } from './corporate';
import { fieldMessage } from './field-message';
import {
  accountNumberRule,
  birthDateRule,
  channelsRule,
  branchRule,
  choiceRule,
  emailRule,
  expiryDateRule,
  identityNumberRule,
  idNumberRule,
  issueDateRule,
  optional,
  otpRule,
  optionalChoice,
  phoneRule,
  refineIdNumberByType,
  selectRule,
  termsRule,
  textRule,
  tinRule,
  zipCodeRule,
} from './field-rules';
import { fileRule, optionalFileRule } from './file-rule';
import { OPENERS } from './instant-account';

export * from './wizard-fields';

/** Step 1 'BVN Validation': all five required (plus who opened it and the applicant kind). */
export const WizardBasicInfoSchema = z.object({
  accountProduct: choiceRule('accountProduct', ACCOUNT_PRODUCT_CODES),
  bvnNo: identityNumberRule('bvnNo'),
  email: emailRule(),
  birthDate: birthDateRule('birthDate'),
  phoneNo: phoneRule('phoneNo'),
  acctType: choiceRule('acctType', ACCOUNT_TYPES),
  cbBy: z.enum(OPENERS).default('unknown'),
});

/**
 * Step 1 as the form sends it: a company's registered name and CAC number come first (the form
 * shows them first) and are required for a corporate applicant only.
 */
const individualStepOne = WizardBasicInfoSchema.extend({ acctType: z.literal('Individual') });
const corporateStepOne = z.object({
  ...CorporateDetailsSchema.shape,
  ...WizardBasicInfoSchema.shape,
  acctType: z.literal('Corporate'),
});
export const WizardStepOneSchema = z.discriminatedUnion('acctType', [individualStepOne, corporateStepOne], {
  error: fieldMessage('acctType'),
});
export type WizardStepOne = z.output<typeof WizardStepOneSchema>;

/** Step 1's fields in the browser: the page's address names the applicant's kind, which the form does not send. */
export function wizardStepOneFieldsSchema(isCorporate: boolean) {
  return isCorporate ? corporateStepOne.omit({ acctType: true }) : individualStepOne.omit({ acctType: true });
}

/** Step 1's code: the token of the code sent, and the code from the SMS. */
export const WizardSignupCodeSchema = z.object({ signupToken: z.string(), otp: otpRule() });
export type WizardSignupCode = z.output<typeof WizardSignupCodeSchema>;

/** A Nigerian state (aliases such as FCT allowed). */
export const stateRule = (field: string) => selectRule(field).refine(isNigerianState, { error: fieldMessage(field) });

const bioData = {
  preferredBranch: branchRule(),
  title: choiceRule('title', TITLES),
  lastname: textRule('lastname'),
  firstname: textRule('firstname'),
  middlename: optional(textRule('middlename')),
  mmaidenname: optional(textRule('mmaidenname')),
  gender: choiceRule('gender', GENDERS),
  religion: optionalChoice(choiceRule('religion', RELIGIONS)),
  maritalStatus: choiceRule('maritalStatus', MARITAL_STATUSES),
  occupation: optionalChoice(choiceRule('occupation', OCCUPATIONS)),
  sector: optionalChoice(choiceRule('sector', INDUSTRIES)),
  segment: optionalChoice(choiceRule('segment', SEGMENTS)),
  countryOfResidence: optionalChoice(choiceRule('countryOfResidence', COUNTRY_NAMES)),
  stateOfOrigin: stateRule('stateOfOrigin'),
  lga: selectRule('lga'),
};
const corporateBioData = { countryOfBirth: optionalChoice(choiceRule('countryOfBirth', COUNTRY_NAMES)) };

/** The LGA must be one of the chosen state's (a new state resets it). */
function refineLgaOfState(value: { stateOfOrigin?: unknown; lga?: unknown }, ctx: z.RefinementCtx) {
  const { stateOfOrigin, lga } = value;
  if (typeof stateOfOrigin !== 'string' || typeof lga !== 'string') return;
  if (!isLgaOf(stateOfOrigin, lga)) ctx.addIssue({ code: 'custom', path: ['lga'], message: fieldMessage('lga') });
}

/** ID types that carry no expiry date: the expiry is optional for them (docs/decisions/027). */
const ID_TYPES_WITHOUT_EXPIRY: readonly string[] = ['NIN', "Voter's Card"];

const personalData = {
  homeAddress: textRule('homeAddress'),
  street: optional(textRule('street')),
  city: textRule('city'),
  stateOfResidence: stateRule('stateOfResidence'),
  officeAddress: optional(textRule('officeAddress')),
  zipCode: optional(zipCodeRule()),
  officePhone: optional(phoneRule('officePhone')),
  idType: choiceRule('idType', ID_TYPES),
  idNO: idNumberRule(),
  placeIssued: optional(textRule('placeIssued')),
  idIssueDate: issueDateRule(),
  idExpiryDate: optional(expiryDateRule()),
  employmentStatus: choiceRule('employmentStatus', EMPLOYMENT_STATUSES),
  channels: channelsRule(),
};
const corporatePersonalData = { tin: tinRule(), idIssuer: optional(textRule('idIssuer')) };

function refinePersonalData(value: { idType?: unknown; idNO?: unknown; idExpiryDate?: unknown }, ctx: z.RefinementCtx) {
  refineIdNumberByType(value, ctx);
  const expires =
    (ID_TYPES as readonly unknown[]).includes(value.idType) &&
    !ID_TYPES_WITHOUT_EXPIRY.includes(value.idType as string);
  if (expires && value.idExpiryDate === undefined)
    ctx.addIssue({ code: 'custom', path: ['idExpiryDate'], message: fieldMessage('idExpiryDate') });
}

const nextOfKin = {
  nokType: choiceRule('nokType', NEXT_OF_KIN_RELATIONS),
  nokAddress: textRule('nokAddress'),
  nokTitle: optionalChoice(choiceRule('nokTitle', TITLES)),
  nokSurname: textRule('nokSurname'),
  nokFirstname: textRule('nokFirstname'),
  nokMiddlename: optional(textRule('nokMiddlename')),
  nokGender: optionalChoice(choiceRule('nokGender', GENDERS)),
  nokMaritalStatus: optionalChoice(choiceRule('nokMaritalStatus', MARITAL_STATUSES)),
  nokMobile: phoneRule('nokMobile'),
  nokBirthDate: optional(birthDateRule('nokBirthDate')),
  nokBvnNo: optional(identityNumberRule('nokBvnNo')),
};
const corporateNextOfKin = {
  referee1Name: optional(textRule('referee1Name')),
  referee1AcctNo: optional(accountNumberRule('referee1AcctNo')),
  referee2Name: optional(textRule('referee2Name')),
  referee2AcctNo: optional(accountNumberRule('referee2AcctNo')),
};

/** Step 5's files: the wizard's limit is 1 MB (sections 5 and 9). */
const optionalFile = (field: string) => optionalFileRule({ field, maxBytes: WIZARD_MAX_FILE_BYTES }).optional();
/** A required document already uploaded in an earlier round need not be sent again (docs/decisions/046). */
const file = (field: string, uploaded: readonly string[]) =>
  uploaded.includes(field) ? optionalFile(field) : fileRule({ field, maxBytes: WIZARD_MAX_FILE_BYTES });

/** Step 5's files; photo and referee letters are exempt (section 5). */
const documents = (uploaded: readonly string[]) => ({
  signature: file('signature', uploaded),
  utilityBill: file('utilityBill', uploaded),
  scannedIDCard: file('scannedIDCard', uploaded),
  photo: optionalFile('photo'),
});
const corporateDocuments = {
  refereeLetter1: optionalFile('refereeLetter1'),
  refereeLetter2: optionalFile('refereeLetter2'),
};

/**
 * The rules across fields run even when another field fails, so that one round reports every
 * failing field (zod skips them by default once any field has failed).
 */
const EVERY_ROUND = { when: () => true };

/** Steps 2 to 4 (the JSON updates): the schema for this kind of applicant. */
export function wizardDetailsSchema(step: 2 | 3 | 4, isCorporate: boolean) {
  switch (step) {
    case 2:
      return z
        .object({ ...bioData, ...(isCorporate ? corporateBioData : {}) })
        .superRefine(refineLgaOfState, EVERY_ROUND);
    case 3:
      return z
        .object({ ...personalData, ...(isCorporate ? corporatePersonalData : {}) })
        .superRefine(refinePersonalData, EVERY_ROUND);
    case 4:
      return z.object({ ...nextOfKin, ...(isCorporate ? corporateNextOfKin : {}) });
  }
}

/**
 * Step 5 (the multipart update): the files by their declared type and size, and the terms (the
 * server checks the files' bytes too). `uploaded` names the documents the server already keeps.
 */
export function wizardDocumentsSchema(isCorporate: boolean, uploaded: readonly string[] = []) {
  return z.object({ ...documents(uploaded), ...(isCorporate ? corporateDocuments : {}), terms: termsRule() });
}

/** What steps 2 to 4 keep: the union of their fields' values, text or a list of channels. */
export type WizardDetails = Partial<Record<string, string | string[]>>;
