/**
 * Per-field validation messages (specification 5 and 8), verbatim. `{field}` templates are
 * functions; `fieldMessage` in domain/forms picks the right one for a field name.
 */
import { OTP_LENGTH } from '../constants';

export const formTexts = {
  field: {
    invalid: (field: string) => `The values entered for ${field} is invalid!`,
    tooShortName: (field: string) => `${field} must be at least 4 characters!`,
    invalidPhone: (field: string) => `${field} must be valid & numeric characters only!!`,
    invalidDate: (field: string) => `${field} must be valid!!`,
    mmaidenname: "mother's maiden name must be valid!!",
    terms: 'You have to accept our terms and condition to proceed!',
    bvnNo: 'BVN must be valid 11 characters!!',
    accountProduct: 'Choose an Account Type to continue!',
    gender: 'Choose a gender to continue!',
    maritalStatus: 'Choose a marital status to continue!',
    occupation: 'Choose occupation to continue!',
    sector: 'Choose a sector to continue!',
    segment: 'Choose sector segment to continue!',
    countryOfBirth: 'Choose country of birth to continue!',
    countryOfResidence: 'Choose country of residence to continue!',
    stateOfOrigin: 'Choose state of origin to continue!',
    lga: 'Choose LGA to continue!',
    preferredBranch: 'Choose a branch to continue!',
    otp: `Enter your ${OTP_LENGTH} digit OTP!`,
    channels: 'Choose at least one channel!',
    photo: 'Upload photograph!',
    tin: 'Invalid TIN!',
    idNO: 'Invalid idNo!',
    idIssueDate: 'Invalid ID Issue Date.!',
    idExpiryDate: 'Invalid ID Expired Date.!',
    zipCode: 'Invalid ZIP/Area Code!',
    city: 'Invalid City!',
    street: 'Invalid Street!',
    /** Not quoted: the company's CAC number (issue 13.10). */
    cacNumber:
      'Enter the CAC registration number: RC and its digits for a company, BN and its digits for a business name.',
  },
  file: {
    invalidType: (kind: string, field: string) => `Invalid File Type. Upload ${kind} only for ${field}`,
    /** Section 8's 'File larger than 1MB for {field}', with the form's own limit (2MB outside the wizard, decision 010). */
    tooLarge: (limit: string, field: string) => `File larger than ${limit} for ${field}`,
    /** Not quoted: a required document not chosen (the passport photo has 'Upload photograph!'). */
    missing: (field: string) => `Upload your ${field}!`,
  },
  hints: {
    bvn: 'Please provide details as it is in your BVN registration or valid ID card. Dial *565*0# to retrieve your BVN code.',
    /** Described (issue 27.3): the ID number's format for each ID type, shown under the field (decision 010). */
    idNumber: {
      none: 'Choose the ID type first: the number to enter depends on it.',
      'International Passport': 'The passport number on the data page: a letter and 8 digits, as A12345678.',
      'Tax Identification Number': 'Your Tax Identification Number: 9 characters.',
      'National ID Card': 'The number on your National ID Card: 12 characters.',
      'Employer ID': 'The number on your employer ID card: 19 characters.',
      "Driver's License": "The licence number on your driver's licence: 12 letters and digits, as ABC12345AA11.",
      "Voter's Card": "The Voter Identification Number on your voter's card: 19 letters and digits.",
      NIN: 'Your National Identification Number: the 11 digits on your NIN slip.',
    },
  },
} as const;
