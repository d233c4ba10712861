/**
 * Texts of account opening (specification 2.4 to 2.9). Quoted texts are verbatim; texts the
 * specification only describes are marked "described" and may be reworded by the bank.
 */
export const accountTexts = {
  /** Options of every account-type select: '{name} Account'. */
  accountOption: (name: string) => `${name} Account`,

  chooser: {
    title: 'Instant Account Opening',
    banner: 'New Account',
    bestSelling: 'Best Selling Products For You',
    getStartedWith: (product: string) => `Get Started With ${product} Now`,
  },

  /** Labels of the account-opening fields, by field name (quoted ones verbatim). */
  fieldLabels: {
    // Described, not quoted (corporate instant accounts, issue 13.10):
    businessName: 'Registered Business Name',
    cacNumber: 'CAC Registration Number',
    bvnNo: 'BVN',
    accountProduct: 'Type of Account',
    email: 'Email',
    nin: 'NIN',
    preferredBranch: 'Preferred Branch',
    lastname: 'Surname',
    firstname: 'Firstname',
    middlename: 'Middlename',
    phoneNo: 'Phone',
    gender: 'Gender',
    birthDate: 'Date of Birth',
    photo: 'Passport Photo',
    scannedIDCard: 'Scanned ID Card',
    homeAddress: 'Residential Address',
    street: 'Nearest Bus Stop',
    channels: 'Preferred Channels',
    // Described, not quoted:
    otp: 'OTP Code',
    title: 'Title',
    mmaidenname: "Mother's Maiden Name",
    religion: 'Religion',
    maritalStatus: 'Marital Status',
    occupation: 'Occupation',
    sector: 'Sector',
    segment: 'Segment',
    countryOfBirth: 'Country of Birth',
    countryOfResidence: 'Country of Residence',
    stateOfOrigin: 'State of Origin',
    lga: 'Local Government Area',
    city: 'City',
    stateOfResidence: 'State of Residence',
    officeAddress: 'Office Address',
    zipCode: 'ZIP/Area Code',
    officePhone: 'Office Phone',
    tin: 'Tax Identification Number (TIN)',
    idType: 'ID Type',
    idNO: 'ID Number',
    idIssuer: 'ID Issuer',
    placeIssued: 'Place of Issue',
    idIssueDate: 'ID Issue Date',
    idExpiryDate: 'ID Expiry Date',
    employmentStatus: 'Employment Status',
    nokType: 'Relationship',
    nokAddress: 'Address',
    nokTitle: 'Title',
    nokSurname: 'Surname',
    nokFirstname: 'Firstname',
    nokMiddlename: 'Middlename',
    nokGender: 'Gender',
    nokMaritalStatus: 'Marital Status',
    nokMobile: 'Phone',
    nokBirthDate: 'Date of Birth',
    nokBvnNo: 'BVN',
    referee1Name: 'First Referee Name',
    referee1AcctNo: 'First Referee Account Number',
    referee2Name: 'Second Referee Name',
    referee2AcctNo: 'Second Referee Account Number',
    signature: 'Signature',
    utilityBill: 'Utility Bill',
    refereeLetter1: 'First Referee Letter',
    refereeLetter2: 'Second Referee Letter',
    // Described, not quoted: the API's fields that have no box on the screen (issue 27 point 23).
    acctType: 'Account Holder Type (Individual or Corporate)',
    cbBy: 'Opened By',
  },

  instant: {
    title: 'Instant Account',
    intro: 'Kindly tell us a bit about you',
    emailNote: 'Email provided here will be used to complete registration',
    submit: 'OPEN INSTANT ACCOUNT',
    validateBvn: 'Validate BVN to get started',
    /** Described: the terms consent, split so that the two documents can be links. */
    terms: {
      beforeTerms: 'I have read and accepted the ',
      termsLink: 'Terms and Conditions',
      beforePrivacy: ' and the ',
      privacyLink: 'Privacy Policy',
      consent:
        ', and I consent to the bank processing my personal data to open and run my account, as the Nigeria Data Protection Act 2023 allows.',
    },
  },

  bvnDialog: {
    title: 'BVN Validation',
    text: 'You are required to validate your BVN to continue with this application',
    submit: 'PROCEED TO VALIDATE',
  },

  bvnPage: {
    heading: 'Validate Bvn To Proceed',
    submit: 'VALIDATE BVN',
    dataFetched: 'Bvn Data Fetched..!',
    step: 'Verify Identity',
  },

  /** The 'Congratulations!' screen after the instant account (2.6). */
  instantResult: {
    heading: 'Congratulations!',
    // Described:
    accountOpened: (acctTypeName: string, acctNumber: string) =>
      `Your ${acctTypeName} account number is ${acctNumber}. We have sent the details to your email.`,
    detailsToFollow: 'Your account details will be sent to you shortly.',
    verifyEmail: 'Please verify your email address to complete your registration.',
    // Together they read "Didn't get a mail? Resend email"; the second part is the button.
    resendPrompt: "Didn't get a mail?",
    resendEmail: 'Resend email',
  },

  /** Result modals of the wizard and the quick path (2.9). */
  resultModal: {
    heading: 'CONGRATULATIONS',
    // Described:
    accountOpened: (acctTypeName: string, acctNumber: string) =>
      `Your ${acctTypeName} account has been opened. Your account number is ${acctNumber}.`,
    provideDetails: 'Provide Additional Details',
    later: 'May be Later',
    notReady: 'We are working on getting your account ready!. Your account details will be sent to you shortly.',
    completelyUpdated: 'Your account has been completely updated successfully!',
    registrationCompleted:
      'Your registration has completed successfully. If you are yet to get your account details, it will be sent to you shortly.',
    thankYou: 'Thank you for completing your registration!',
    close: 'Close',
  },

  /** BVN and NIN linking (2.8). */
  profileLink: {
    title: 'Self Service Portal',
    alternativeTitle: 'Update Account Profile',
    // Described:
    circular:
      'The Central Bank of Nigeria, in its circular PSM/DIR/PUB/CIR/001/053 of 1 December 2023, directed that every bank account must have both a Bank Verification Number (BVN) and a National Identification Number (NIN) linked to it by 1 March 2024. Accounts without both are restricted until they are linked.',
    disregard: 'If you have already linked both your BVN and NIN to your account, please disregard this notice.',
    fieldLabels: {
      accountName: 'Account Name',
      accountNo: 'Account Number',
      preferredBranch: 'Branch',
      email: 'Email',
      phoneNo: 'Phone',
      bvnNo: 'BVN',
      nin: 'NIN',
      terms:
        'I authorise the bank to link the BVN and NIN above to this account, and I confirm that these details are mine and correct.',
    },
    submit: 'SUBMIT',
    successHeading: 'CONGRATULATIONS',
    success: 'Your BVN & NIN have been linked successfully! Thank you for choosing us!',
    // Described, not quoted (issue 8): refusals that say nothing about whose numbers they are.
    accountNotFound:
      'We could not find an account with this number and name. Check both as they appear on your statement.',
    alreadyLinked: 'These numbers are already linked to this account',
    holderMismatch:
      'The BVN and NIN must both belong to the holder of this account. Check the numbers, or visit any of our branches.',
    mailSubject: 'Your BVN and NIN are linked to your account',
    mailBody: ({ accountName, maskedAccount }: { accountName: string; maskedAccount: string }) =>
      [
        `Dear ${accountName},`,
        '',
        `Your BVN and NIN are now linked to account ${maskedAccount}, as the Central Bank of Nigeria requires. Nothing else is needed from you.`,
        '',
        'If you did not ask for this, call us at once on the number on our website.',
      ].join('\n'),
    smsText: (maskedAccount: string) =>
      `Your BVN and NIN are now linked to account ${maskedAccount}. If this was not you, call us at once.`,
  },
} as const;
