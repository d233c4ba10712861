/**
 * The wizard's steps and the fields of each, apart from their rules (wizard.ts): the form draws
 * its fields without loading zod, and fetches the rules when the visitor turns to it.
 */

/** The application's step field: 1 to 5 for the wizard (0 before step 1 is saved). */
export const WIZARD_STEPS = [1, 2, 3, 4, 5] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const WIZARD_LAST_STEP: WizardStep = 5;

/** The fields of each step, in the order of the form (the first failing one is reported). */
export const WIZARD_STEP_FIELDS = {
  1: ['accountProduct', 'bvnNo', 'email', 'birthDate', 'phoneNo'],
  2: [
    'preferredBranch',
    'title',
    'lastname',
    'firstname',
    'middlename',
    'mmaidenname',
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
  ],
  3: [
    'homeAddress',
    'street',
    'city',
    'stateOfResidence',
    'officeAddress',
    'zipCode',
    'officePhone',
    'tin',
    'idType',
    'idNO',
    'idIssuer',
    'placeIssued',
    'idIssueDate',
    'idExpiryDate',
    'employmentStatus',
    'channels',
  ],
  4: [
    'nokType',
    'nokAddress',
    'nokTitle',
    'nokSurname',
    'nokFirstname',
    'nokMiddlename',
    'nokGender',
    'nokMaritalStatus',
    'nokMobile',
    'nokBirthDate',
    'nokBvnNo',
    'referee1Name',
    'referee1AcctNo',
    'referee2Name',
    'referee2AcctNo',
  ],
  5: ['signature', 'utilityBill', 'scannedIDCard', 'photo', 'refereeLetter1', 'refereeLetter2', 'terms'],
} as const satisfies Record<WizardStep, readonly string[]>;

/** Fields asked of corporate applicants only. */
const CORPORATE_WIZARD_FIELDS: readonly string[] = [
  'countryOfBirth',
  'tin',
  'idIssuer',
  'referee1Name',
  'referee1AcctNo',
  'referee2Name',
  'referee2AcctNo',
  'refereeLetter1',
  'refereeLetter2',
];

export const WIZARD_FILE_FIELDS = [
  'signature',
  'utilityBill',
  'scannedIDCard',
  'photo',
  'refereeLetter1',
  'refereeLetter2',
] as const;
export type WizardFileField = (typeof WIZARD_FILE_FIELDS)[number];

/** The fields a step shows to this kind of applicant. */
export function wizardStepFields(step: WizardStep, isCorporate: boolean): readonly string[] {
  return WIZARD_STEP_FIELDS[step].filter((field) => isCorporate || !CORPORATE_WIZARD_FIELDS.includes(field));
}

/**
 * Fields a step may leave empty (section 5): every other field is required. The same for both kinds
 * of applicant; a unit test holds it to the step schemas.
 */
const WIZARD_OPTIONAL_FIELDS: readonly string[] = [
  'middlename',
  'mmaidenname',
  'religion',
  'occupation',
  'sector',
  'segment',
  'countryOfBirth',
  'countryOfResidence',
  'street',
  'officeAddress',
  'zipCode',
  'officePhone',
  'idIssuer',
  'placeIssued',
  'idExpiryDate',
  'nokTitle',
  'nokMiddlename',
  'nokGender',
  'nokMaritalStatus',
  'nokBirthDate',
  'nokBvnNo',
  'referee1Name',
  'referee1AcctNo',
  'referee2Name',
  'referee2AcctNo',
  'photo',
  'refereeLetter1',
  'refereeLetter2',
];

export function isRequiredWizardField(name: string): boolean {
  return !WIZARD_OPTIONAL_FIELDS.includes(name);
}
