/**
 * The New Account wizard's texts (specification 2.5): apart from the account-opening catalogue so that
 * the instant account's page does not carry them.
 */
export const wizardTexts = {
  title: 'New Account',
  leadPersonal: 'Full registration for a personal account.',
  leadCorporate: 'Full registration for a corporate account.',
  /**
   * Section 2.5's step labels and step titles, each where it is true (docs/decisions/044): a company
   * has a business location, referees and an identity to verify; a person has personal data, a next
   * of kin and documents to upload. The stepper and the screen's heading say the same.
   */
  steps: {
    personal: ['Basic Info', 'Personal Info', 'Personal Data', 'Next Of Kin', 'Document Upload'],
    corporate: ['Basic Info', 'Personal Info', 'Business Location', 'Next Of Kin', 'Verify Identity'],
  },
  headings: {
    personal: ['BVN Validation', 'Bio Data', 'Personal Data', 'Next Of Kin', 'Document Upload'],
    corporate: ['BVN Validation', 'Bio Data', 'Business Location', 'Authorization and Referee Details', 'Verify Identity'],
  },
  previous: 'Previous',
  continue: 'Continue',
  basicInfo: {
    heading: 'BVN Validation',
    beginRegistration: 'Begin Registration',
    otpPlaceholder: 'Enter 6 Digits OTP Code Here',
    secondsRemaining: 'Seconds Remaining',
    alterStepOne: 'If you need to Alter Step One Information, Kindly Contact Us!',
    emailSent: 'Nice Job! Email has been sent to you. Verify your email to complete registration!',
    // Described, not quoted (issue 7):
    codeSent: 'If this BVN is registered, we have sent a 6-digit code by SMS to the phone number on its record.',
    resendCode: 'Resend OTP',
    codeResent: 'We sent a new code. Only the newest code works.',
    codeStillValid: 'The code we sent you a moment ago still works: enter it below. No new SMS was sent.',
    emailSentTo: (email: string) => `We sent the link to ${email}.`,
    changeDetails: 'Change my details',
    birthDateMismatch: 'The date of birth does not match your BVN record.',
  },
  // Described, not quoted (issue 7): answers of the wizard's server that the specification leaves open.
  errors: {
    emailNotVerified: 'Verify your email to continue your registration. Check your inbox for our link.',
    stepSkipped: 'Please complete the earlier steps of your registration first.',
    signupExpired: 'Your code has expired or was already used. Press Begin Registration to get a new one.',
    tooManyCodes: 'Too many wrong codes. Check your details and press Begin Registration to get a new code.',
    titleOfOtherGender: (title: string, gender: string) => `The title ${title} does not match the gender on your BVN record (${gender}). Choose another title, or tick the box below to keep it.`,
    keepTitle: (title: string) => `Keep the title ${title}`,
  },
  verifyLink: {
    heading: 'Verify your email address',
    intro: 'Press the button to confirm your email address and continue your registration.',
    button: 'Verify email and continue',
  },
  errorSummary: 'There is a problem',
  emailChanged: (email: string) => `We have sent a new link to ${email}. Verify it to continue your registration.`,
  draftRestored: 'We have kept what you typed earlier.',
  bioData: {
    intro: 'Kindly tell us a few things about you',
    emailVerified: 'Email Is Verified!',
  },
  nextOfKin: {
    intro: 'Tell us about your Next Of Kin',
  },
  documents: {
    terms: 'I have read and accepted the Terms and Conditions',
    // Described:
    accuracyNotice:
      'By completing this registration you confirm that the information and documents you have provided are true, accurate and complete.',
    submit: 'COMPLETE REGISTRATION',
  },
} as const;
