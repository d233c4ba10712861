/**
 * The New Account wizard's texts (specification 2.5): apart from the account-opening catalogue so that
 * the instant account's page does not carry them.
 */
export const wizardTexts = {
  title: 'New Account',
  steps: ['Basic Info', 'Personal Info', 'Business Location', 'Next Of Kin', 'Verify Identity'],
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
    birthDateMismatch: 'The date of birth does not match your BVN record.',
  },
  // Described, not quoted (issue 7): answers of the wizard's server that the specification leaves open.
  errors: {
    emailNotVerified: 'Verify your email to continue your registration. Check your inbox for our link.',
    stepSkipped: 'Please complete the earlier steps of your registration first.',
    signupExpired: 'Your code has expired or was already used. Press Begin Registration to get a new one.',
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
    heading: 'Bio Data',
    intro: 'Kindly tell us a few things about you',
    emailVerified: 'Email Is Verified!',
  },
  personalData: {
    heading: 'Personal Data',
  },
  nextOfKin: {
    heading: 'Authorization and Referee Details',
    intro: 'Tell us about your Next Of Kin',
  },
  documents: {
    heading: 'Document Upload',
    terms: 'I have read and accepted the Terms and Conditions',
    // Described:
    accuracyNotice:
      'By completing this registration you confirm that the information and documents you have provided are true, accurate and complete.',
    submit: 'COMPLETE REGISTRATION',
    // Described (issue 27.20): what COMPLETE REGISTRATION still waits for.
    stillNeeded: 'Still needed to complete your registration:',
    acceptTerms: 'Tick "I have read and accepted the Terms and Conditions"',
    sending: 'Sending your documents...',
  },
} as const;
