/**
 * The New Account wizard's texts (specification 2.5): apart from the account-opening catalogue so that
 * the instant account's page does not carry them.
 */
import { OTP_LENGTH } from '../constants';

export const wizardTexts = {
  title: 'New Account',
  leadPersonal: 'Full registration for a personal account.',
  leadCorporate: 'Full registration for a corporate account.',
  firstStepLead: `Five steps to your account: have your BVN, a valid ID and a recent utility bill at hand. We send a ${OTP_LENGTH}-digit code to the phone on your BVN record, then a link to your e-mail.`,
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
    corporate: [
      'BVN Validation',
      'Bio Data',
      'Business Location',
      'Authorization and Referee Details',
      'Verify Identity',
    ],
  },
  previous: 'Previous',
  continue: 'Continue',
  basicInfo: {
    heading: 'BVN Validation',
    beginRegistration: 'Begin Registration',
    otpPlaceholder: `Enter ${OTP_LENGTH} Digits OTP Code Here`,
    secondsRemaining: 'Seconds Remaining',
    alterStepOne: 'If you need to Alter Step One Information, Kindly Contact Us!',
    emailSent: 'Nice Job! Email has been sent to you. Verify your email to complete registration!',
    // Described, not quoted (issue 7):
    codeSent: `If this BVN is registered, we have sent a ${OTP_LENGTH}-digit code by SMS to the phone number on its record.`,
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
    titleOfOtherGender: (title: string, gender: string) =>
      `The title ${title} does not match the gender on your BVN record (${gender}). Choose another title, or tick the box below to keep it.`,
    keepTitle: (title: string) => `Keep the title ${title}`,
  },
  verifyLink: {
    heading: 'Verify your email address',
    intro: 'Press the button to confirm your email address and continue your registration.',
    button: 'Verify email and continue',
    // Described (issues 26.1, 27.2, 27.18): a link opens the application once, on one device.
    usedHeading: 'This link has already been used',
    usedLead:
      'For your safety, the link in our email opens your application once, on one device. To continue on this device, ask for a new link or for a code by SMS.',
    expiredHeading: 'This link has expired',
    expiredLead:
      'The link in our email works for 24 hours, and only the newest one works. To continue, ask for a new link or for a code by SMS.',
    invalidHeading: 'This link is not valid',
    invalidLead:
      'Check that you opened the whole link from our newest email. Or start again with your BVN: we send a code to the phone number on your BVN record, and you continue where you left off.',
    startAgain: 'Start again with my BVN',
    waysHeading: 'Continue on this device',
    newLink: 'Email me a new link',
    newLinkHint: 'We send it to the email address on your application. Open it on this device.',
    sendCode: 'Text a code to my phone',
    sendCodeHint: `We send a ${OTP_LENGTH}-digit code by SMS to the phone number on your BVN record.`,
    linkSent:
      'We have sent a new link to the email address on your application. Open it on this device within 24 hours: only the newest link works.',
    codeSent: `We have sent a ${OTP_LENGTH}-digit code by SMS to the phone number on your BVN record. It expires in 10 minutes.`,
    codeLabel: 'Code from the SMS',
    confirmCode: 'Continue on this device',
    resendCode: 'Send a new code',
    linkUnknown: 'This link is not valid. Start again with your BVN to continue where you left off.',
    linkUsed: 'This link has already been used. Ask for a new link or for a code by SMS to continue on this device.',
    tooManyTries:
      'You have entered a wrong code too many times. Ask for a new link by email instead, or for a new code in 10 minutes.',
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
    // Described (issue 27.20): what COMPLETE REGISTRATION still waits for.
    stillNeeded: 'Still needed to complete your registration:',
    acceptTerms: 'Tick "I have read and accepted the Terms and Conditions"',
    sending: 'Sending your documents...',
  },
} as const;
