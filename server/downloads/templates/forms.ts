/**
 * What each downloadable form asks. Titles and file names are in ../resources.json; the lists
 * (products, branches, ID types...) come from domain/lists so the paper and online forms agree.
 */
import { bank } from '../../../domain/bank';
import {
  ACCOUNT_PRODUCTS,
  BANKING_CHANNELS,
  BRANCHES,
  EMPLOYMENT_STATUSES,
  GENDERS,
  ID_TYPES,
  MARITAL_STATUSES,
  NEXT_OF_KIN_RELATIONS,
  RELIGIONS,
} from '../../../domain/lists';
import {
  boxes,
  bullets,
  checklist,
  choices,
  dateBoxes,
  field,
  officialUse,
  paragraph,
  row,
  section,
  signatures,
  specimenSignatures,
  table,
} from './form-parts';

export interface FormTemplate {
  lead: string;
  withPhoto?: boolean;
  body: string;
}

const BLOCK_LETTERS = 'Please complete in BLOCK LETTERS with black or blue ink and tick (✓) the boxes that apply.';
const BRANCH_NAMES = BRANCHES.filter((branch) => branch.value !== 'others').map((branch) =>
  'alsoKnownAs' in branch ? branch.alsoKnownAs : branch.name,
);
// The product list's short name 'Tom' means nothing on paper.
const PRODUCT_NAMES = ACCOUNT_PRODUCTS.map((product) =>
  product.name === 'Tom' ? 'Tenant Ownership Mortgage (Tom)' : product.name,
);
const STANDARD_REQUIREMENTS = [
  'This form, completed and signed',
  'One recent passport photograph',
  'A utility bill (electricity, water or waste) not older than three months, showing your address',
  'A valid means of identification for each signatory (originals are shown at the branch)',
  'Your BVN and NIN',
];
const DATA_CONSENT = `I consent to ${bank.name} processing the personal data on this form to open and run my account, to verify my identity with the BVN and NIN databases and to meet its legal duties, as set out in its privacy policy under the Nigeria Data Protection Act 2023.`;

const individualAccountOpening: FormTemplate = {
  lead: `${BLOCK_LETTERS} Bring the completed form and the documents in section G to any branch.`,
  withPhoto: true,
  body: [
    section(
      'A',
      'Account',
      choices('Type of account', PRODUCT_NAMES),
      choices('Preferred branch', BRANCH_NAMES),
      row(boxes('BVN', 11, { span: 6 }), boxes('NIN', 11, { span: 6 })),
    ),
    section(
      'B',
      'Personal information',
      row(
        field('Title', { span: 2 }),
        field('Surname', { span: 4 }),
        field('First name', { span: 3 }),
        field('Middle name', { span: 3 }),
      ),
      row(
        field("Mother's maiden name", { span: 6 }),
        dateBoxes('Date of birth'),
        choices('Gender', GENDERS, { span: 6 }),
        choices('Religion', RELIGIONS, { span: 6 }),
      ),
      row(choices('Marital status', MARITAL_STATUSES)),
      row(
        field('Country of birth', { span: 4 }),
        field('State of origin', { span: 4 }),
        field('Local government area', { span: 4 }),
      ),
      row(field('Occupation', { span: 6 }), field('Sector', { span: 6 })),
      row(choices('Employment status', EMPLOYMENT_STATUSES)),
    ),
    section(
      'C',
      'Address and contact',
      row(field('Residential address', { lines: 2 })),
      row(field('Nearest bus stop', { span: 4 }), field('City', { span: 4 }), field('State of residence', { span: 4 })),
      row(field('Mobile phone', { span: 4 }), field('Office phone', { span: 4 }), field('ZIP/area code', { span: 4 })),
      row(field('E-mail address', { span: 6 }), field('Office address', { span: 6 })),
    ),
    section(
      'D',
      'Means of identification',
      choices('ID type', ID_TYPES),
      row(field('ID number', { span: 6 }), field('Place of issue', { span: 6 })),
      row(dateBoxes('Issue date'), dateBoxes('Expiry date')),
    ),
    section(
      'E',
      'Next of kin',
      choices('Relationship', NEXT_OF_KIN_RELATIONS),
      row(
        field('Title', { span: 2 }),
        field('Surname', { span: 4 }),
        field('First name', { span: 3 }),
        field('Middle name', { span: 3 }),
      ),
      row(choices('Gender', GENDERS, { span: 4 }), field('Mobile phone', { span: 4 }), dateBoxes('Date of birth', 4)),
      row(field('Address', { lines: 2 })),
    ),
    section('F', 'Preferred banking channels', choices('Tick all you want', BANKING_CHANNELS)),
    section('G', 'Documents to bring', checklist(STANDARD_REQUIREMENTS)),
    section(
      'H',
      'Declaration',
      paragraph(
        'I confirm that the information on this form is true and complete, and I agree to the terms and conditions of the account. I will tell the bank promptly of any change.',
      ),
      paragraph(DATA_CONSENT),
      signatures(['Signature of applicant']),
    ),
    officialUse(
      row(boxes('Account number', 10, { span: 6 }), field('Customer ID', { span: 6 })),
      row(field('Opened by', { span: 4 }), field('Checked by', { span: 4 }), field('Approved by', { span: 4 })),
    ),
  ].join(''),
};

const corporateAccountOpening: FormTemplate = {
  lead: `${BLOCK_LETTERS} To be signed by the persons authorised by the board or governing body.`,
  body: [
    section('A', 'Account', choices('Type of account', PRODUCT_NAMES), choices('Preferred branch', BRANCH_NAMES)),
    section(
      'B',
      'The organisation',
      row(field('Registered name', { span: 8 }), field('RC / registration number', { span: 4 })),
      row(
        choices('Type of organisation', [
          'Limited liability company',
          'Business name',
          'Partnership',
          'Cooperative society',
          'Association or club',
          'School',
          'Religious body',
          'Other',
        ]),
      ),
      row(
        dateBoxes('Date of incorporation', 4),
        field('Tax Identification Number (TIN)', { span: 4 }),
        field('Country of incorporation', { span: 4 }),
      ),
      row(field('Nature of business / industry', { span: 6 }), field('Expected monthly turnover (₦)', { span: 6 })),
      row(field('Registered address', { lines: 2 })),
      row(field('Operating address (if different)', { lines: 2 })),
      row(field('Phone', { span: 4 }), field('E-mail address', { span: 4 }), field('Website', { span: 4 })),
    ),
    section(
      'C',
      'Signatories',
      paragraph('Every signatory also completes the Account Mandate Form and shows a valid means of identification.'),
      table(['Full name', 'Designation', 'BVN', 'NIN', 'Mobile phone', 'Signature'], 4),
    ),
    section(
      'D',
      'Referees',
      paragraph('Two referees who hold current accounts with a Nigerian bank, each completing our Reference Form.'),
      table(['Referee name', 'Bank and branch', 'Account number', 'Phone'], 2),
    ),
    section(
      'E',
      'Documents to bring',
      checklist([
        'Certificate of incorporation or registration (original shown, copy kept)',
        'Memorandum and Articles of Association, or constitution and bye-laws',
        'CAC status report or forms showing directors and shareholders',
        'Board resolution to open the account and naming the signatories',
        'Valid means of identification, BVN and passport photograph of each signatory and director',
        'A utility bill for the business address, not older than three months',
        'Two completed Reference Forms',
        'Special control unit against money laundering (SCUML) certificate, where it applies',
      ]),
    ),
    section(
      'F',
      'Declaration',
      paragraph(
        'We confirm that the information on this form is true and complete, that we are authorised to open this account for the organisation, and that the organisation accepts the terms and conditions of the account.',
      ),
      paragraph(
        DATA_CONSENT.replace('my account', 'the account').replace('my identity', 'the identity of our signatories'),
      ),
      signatures(['Director / authorised signatory', 'Director / secretary']),
    ),
    officialUse(
      row(boxes('Account number', 10, { span: 6 }), field('Customer ID', { span: 6 })),
      row(field('Opened by', { span: 4 }), field('Checked by', { span: 4 }), field('Approved by', { span: 4 })),
    ),
  ].join(''),
};

const referenceForm: FormTemplate = {
  lead: 'To be completed by a referee who holds a current account with a Nigerian bank, and returned to us in a sealed envelope or by the referee’s bank.',
  body: [
    section(
      'A',
      'The applicant (completed by the applicant)',
      row(field('Name of applicant', { span: 8 }), field('Type of account applied for', { span: 4 })),
      paragraph(
        `To the referee: the applicant named above has asked ${bank.name} to open an account and named you as a referee. We would be grateful if you would complete this form. Your answers are treated in confidence.`,
      ),
    ),
    section(
      'B',
      'The referee',
      row(field('Full name', { span: 8 }), field('Phone', { span: 4 })),
      row(field('Bank', { span: 6 }), field('Branch', { span: 6 })),
      row(field('Account name', { span: 6 }), boxes('Account number', 10, { span: 6 })),
      row(field('Address', { lines: 2 })),
    ),
    section(
      'C',
      'Your reference',
      row(field('How long have you known the applicant?', { span: 6 }), field('In what capacity?', { span: 6 })),
      choices('Would you consider the applicant suitable to hold an account?', ['Yes', 'No']),
      row(field('Any other comment', { lines: 3 })),
      paragraph(
        'I confirm that the account above is mine and that what I have written is true to the best of my knowledge. I accept no liability for the conduct of the account.',
      ),
      signatures(['Signature of referee']),
    ),
    section(
      'D',
      'Confirmation by the referee’s bank',
      paragraph('We confirm that the signature above is that of our customer, who maintains the account stated.'),
      row(field('Name and signature of officer', { span: 8 }), field('Bank stamp', { span: 4, lines: 3 })),
    ),
  ].join(''),
};

const mandateForm: FormTemplate = {
  lead: 'Tells the bank who may sign on an account and how. Use it when opening a joint or corporate account, or to change the signing instructions of an existing one.',
  body: [
    section(
      'A',
      'The account',
      choices('This mandate is', ['For a new account', 'A change to an existing mandate']),
      row(field('Account name', { span: 8 }), boxes('Account number', 10, { span: 4 })),
    ),
    section(
      'B',
      'Signing instruction',
      choices('Cheques and withdrawals are to be signed by', [
        'The sole signatory',
        'Any one signatory',
        'Any two signatories',
        'All signatories jointly',
        'One class A with one class B',
        'Other (write below)',
      ]),
      row(field('Other instruction or limits', { lines: 2 })),
    ),
    section('C', 'Signatories', table(['Full name', 'Designation', 'Class (A/B)', 'BVN', 'Mobile phone'], 4)),
    section(
      'D',
      'Specimen signatures',
      paragraph('Each signatory signs twice, inside the boxes, as they will sign on instructions to the bank.'),
      specimenSignatures(['Signatory 1', 'Signatory 2', 'Signatory 3', 'Signatory 4']),
      specimenSignatures(['Signatory 1 (again)', 'Signatory 2 (again)', 'Signatory 3 (again)', 'Signatory 4 (again)']),
    ),
    section(
      'E',
      'Authority',
      paragraph(
        'This mandate replaces any earlier one and stays in force until the bank receives a new mandate in writing. For a company, it is given under a resolution of the board, a certified copy of which is attached.',
      ),
      row(dateBoxes('Effective date')),
      signatures(['Account holder / director', 'Account holder / secretary']),
    ),
    officialUse(
      row(field('Signatures verified by', { span: 6 }), field('Mandate captured by', { span: 6 })),
      row(field('Approved by', { span: 6 }), dateBoxes('Date')),
    ),
  ].join(''),
};

const nhfChecklist: FormTemplate = {
  lead: 'The National Housing Fund (NHF) lends its contributors up to ₦15 million for up to 30 years. Use this list to gather your documents before you apply at any of our branches.',
  body: [
    section(
      'A',
      'Who can apply',
      bullets([
        'Nigerians aged 18 to 60 who contribute to the National Housing Fund, employees and self-employed alike',
        'At least 6 months of contributions before the application',
        'Loan of up to ₦15 million, for a tenor of up to 30 years',
        'Equity: nil for loans up to ₦5 million; 10% of the loan for loans above ₦5 million to ₦15 million',
      ]),
    ),
    section(
      'B',
      'About you',
      checklist([
        'Completed NHF loan application form (from the branch or the Federal Mortgage Bank of Nigeria)',
        'NHF contribution statement or passbook showing at least 6 months of contributions',
        'Two recent passport photographs',
        'Valid means of identification, BVN and NIN',
        'Birth certificate or sworn declaration of age',
        'Letter of introduction from your employer and your last three payslips (employees)',
        'Business registration, tax clearance certificate and six months of bank statements (self-employed)',
        'An NHF savings account with us (code 003), which you can open online',
      ]),
    ),
    section(
      'C',
      'About the property',
      checklist([
        'Offer letter or contract of sale from the seller or developer',
        'Title document: Certificate of Occupancy, Governor’s consent or registered deed of assignment',
        'Approved building plan and survey plan',
        'Valuation report by a valuer on the bank’s list',
        'For a building project: bill of quantities and construction schedule',
      ]),
    ),
    section(
      'D',
      'Equity and fees',
      checklist([
        'Evidence of equity contribution where the loan is above ₦5 million',
        'Processing and legal fees as stated in your offer letter',
        'Mortgage protection (life) and property insurance',
      ]),
    ),
    section(
      'E',
      'Next steps',
      bullets([
        'Bring the documents to any branch: we check them with you and forward your application',
        'We value the property and carry out title searches',
        'Your offer letter follows approval; the loan is released once the mortgage is registered',
      ]),
    ),
    officialUse(row(field('Checked by', { span: 6 }), dateBoxes('Date')), row(field('Comments', { lines: 2 }))),
  ].join(''),
};

const mortgageApplication: FormTemplate = {
  lead: `${BLOCK_LETTERS} Attach the documents listed in section H. Incomplete applications take longer to decide.`,
  withPhoto: true,
  body: [
    section(
      'A',
      'The applicant',
      row(
        field('Title', { span: 2 }),
        field('Surname', { span: 4 }),
        field('First name', { span: 3 }),
        field('Middle name', { span: 3 }),
      ),
      row(dateBoxes('Date of birth'), choices('Marital status', MARITAL_STATUSES, { span: 6 })),
      row(boxes('BVN', 11, { span: 6 }), boxes('NIN', 11, { span: 6 })),
      row(field('Residential address', { lines: 2 })),
      row(
        field('Mobile phone', { span: 4 }),
        field('E-mail address', { span: 5 }),
        field('Number of dependants', { span: 3 }),
      ),
      row(boxes('Account number with us (if any)', 10)),
    ),
    section(
      'B',
      'Employment',
      choices('Employment status', EMPLOYMENT_STATUSES),
      row(field('Employer or business name', { span: 8 }), field('Years with employer / in business', { span: 4 })),
      row(field('Position', { span: 6 }), field('Employer phone', { span: 6 })),
      row(field('Employer or business address', { lines: 2 })),
    ),
    section(
      'C',
      'Income and commitments (monthly, ₦)',
      row(field('Gross income', { span: 4 }), field('Net income', { span: 4 }), field('Other income', { span: 4 })),
      table(['Existing loan or commitment', 'Lender', 'Monthly repayment (₦)', 'Balance (₦)'], 3),
      choices('Do you contribute to the National Housing Fund?', ['Yes', 'No']),
    ),
    section(
      'D',
      'The property',
      row(field('Address of the property', { lines: 2 })),
      row(
        choices('Type', ['Flat', 'Terrace', 'Semi-detached', 'Detached', 'Land to build on'], { span: 8 }),
        field('Bedrooms', { span: 4 }),
      ),
      row(field('Seller or developer', { span: 6 }), field('Purchase price / cost (₦)', { span: 6 })),
      choices('Title', ['Certificate of Occupancy', 'Governor’s consent', 'Deed of assignment', 'Other']),
      choices('Purpose', ['Buy a home', 'Build a home', 'Complete or renovate a home', 'Refinance']),
    ),
    section(
      'E',
      'The loan',
      choices('Product', [
        'National Housing Fund (NHF)',
        'Leap Into Mortgage',
        'Tenant Ownership Mortgage',
        'Commercial mortgage',
      ]),
      row(
        field('Amount requested (₦)', { span: 4 }),
        field('Tenor (years)', { span: 4 }),
        field('Your equity contribution (₦)', { span: 4 }),
      ),
      choices('Repayment', ['Deduction by employer', 'Standing order', 'Direct debit']),
    ),
    section(
      'F',
      'Co-applicant (if any)',
      row(field('Full name', { span: 6 }), field('Relationship', { span: 3 }), field('Phone', { span: 3 })),
      row(field('Employer', { span: 6 }), field('Net monthly income (₦)', { span: 6 })),
    ),
    section(
      'G',
      'Declaration',
      paragraph(
        'I confirm that the information in this application is true and complete. I authorise the bank to check it, to obtain reports from credit bureaux and to contact my employer and referees.',
      ),
      paragraph(DATA_CONSENT.replace('open and run my account', 'assess and manage my mortgage application')),
      signatures(['Signature of applicant', 'Signature of co-applicant']),
    ),
    section(
      'H',
      'Documents to attach',
      checklist([
        'Two recent passport photographs and a valid means of identification',
        'Last six months of bank statements and three months of payslips, or business accounts',
        'Letter of employment or confirmation, or business registration documents',
        'Offer letter or contract of sale, and the title documents of the property',
        'A utility bill not older than three months',
      ]),
    ),
    officialUse(row(field('Application number', { span: 4 }), field('Received by', { span: 4 }), dateBoxes('Date', 4))),
  ].join(''),
};

/** The template of each form, by its id in resources.json. */
export const FORM_TEMPLATES: Record<string, FormTemplate> = {
  'individual-account-opening-form': individualAccountOpening,
  'corporate-account-opening-form': corporateAccountOpening,
  'reference-form': referenceForm,
  'mandate-form': mandateForm,
  'nhf-application-checklist': nhfChecklist,
  'mortgage-application-form': mortgageApplication,
};
