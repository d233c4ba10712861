/**
 * Per-field validation messages (specification 5 and 8), verbatim. `{field}` templates are
 * functions; `fieldMessage` in domain/forms picks the right one for a field name.
 */
export const forms = {
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
    otp: 'Enter your 6 digit OTP!',
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
    cacNumber: 'Enter the CAC registration number: RC and its digits for a company, BN and its digits for a business name.',
  },
  file: {
    invalidType: (kind: string, field: string) => `Invalid File Type. Upload ${kind} only for ${field}`,
    // The limit outside the wizard is 2,000,000 bytes, yet the specification keeps this text.
    tooLarge: (field: string) => `File larger than 1MB for ${field}`,
    /** Not quoted: a required document not chosen (the passport photo has 'Upload photograph!'). */
    missing: (field: string) => `Upload your ${field}!`,
  },
  hints: {
    bvn: 'Please provide details as it is in your BVN registration or valid ID card. Dial *565*0# to retrieve your BVN code.',
  },
} as const;
