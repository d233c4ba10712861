/**
 * Texts of sign-in and of setting a password (issue 8), apart from the rest of the customer's area
 * (customer-area.ts) so that the sign-in pages carry only these. The specification quotes none of
 * them beyond the login form's labels; they are the bank's to edit here.
 */
import { OTP_LENGTH } from '../constants';
import { inMinutes } from './wait';

export const signInTexts = {
  usernameLabel: 'Account Number or Email',
  pending: 'Please wait',
  usernameHint: 'Your 10-digit account number, or the e-mail address on your account',
  passwordHint: 'Your 10-digit password',
  usernameInvalid: 'Enter your 10-digit account number or your e-mail address.',
  invalidCredentials:
    'The account number or e-mail and the password do not match our records. If you have not set a password on this website yet, set one first.',
  codeSent: (maskedPhone: string) =>
    `We sent a ${OTP_LENGTH}-digit code to your phone ending ${maskedPhone}. It expires in 10 minutes.`,
  codeLabel: 'One-time code',
  codeHint: `The ${OTP_LENGTH} digits in the SMS we sent you`,
  codeTitle: 'Enter the code we sent you',
  confirm: 'Confirm and sign in',
  resend: 'Send a new code',
  resent: 'A new code is on its way.',
  startAgain: 'Start again',
  expired: 'This sign-in has expired. Please sign in again.',
  signedOut: 'You have signed out.',
  idleSignedOut: 'For your security, you were signed out after a time without activity. Please sign in again.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  signInFirst: 'Please sign in to continue.',
  setPasswordLink: 'Set or reset your password',
  coreUnavailable: 'We cannot reach your accounts at the moment. Nothing is lost: please try again in a few minutes.',
  smsText: (code: string) =>
    `${code} is your AG Mortgage Bank sign-in code. It expires in 10 minutes. Never share it, not even with bank staff.`,
  // Refusals worded by what happened (docs/decisions/049).
  wrongPasswordsFromNetwork: (minutes: number) =>
    `Too many wrong passwords were typed for this account from your network. Please try again in ${inMinutes(minutes)}, or set a new password.`,
  accountPaused: (minutes: number) =>
    `Sign-in to this account is paused after many wrong passwords from several places. Please try again in ${inMinutes(minutes)}, or set a new password.`,
  networkPaused: (minutes: number) =>
    `Too many wrong passwords were typed from your network. Please try again in ${inMinutes(minutes)}.`,
  tooManyCodes: (minutes: number) =>
    `We have sent the most sign-in codes allowed in an hour to your phone. Please try again in ${inMinutes(minutes)}.`,
  lockNoticeSubject: 'Sign-in to your website profile was paused',
  lockNoticeBody: (everywhere: boolean) =>
    `Someone typed the wrong password for your AG Mortgage Bank website profile many times, so we paused sign-in ${everywhere ? 'from everywhere' : 'from the network they used'} for up to an hour. Nothing was opened: signing in also needs the code we send to your phone.\n\nIf this was you, you can set a new password on our website. If it was not, call us on the number on our website.`,
  lockNoticeSms: (everywhere: boolean) =>
    `AG Mortgage Bank: after many wrong passwords, sign-in to your website profile is paused ${everywhere ? 'from everywhere' : 'from the network used'} for up to an hour. If this was not you, call us.`,
};

export const passwordTexts = {
  title: 'Set or reset your password',
  lead: 'First time on the website, or forgotten your password? We send one code to the phone and one to the e-mail on your account, then you choose a password.',
  start: 'Send the codes',
  codesSent: `If these details match an account, we have sent a ${OTP_LENGTH}-digit code to the phone and another to the e-mail on record. They expire in 10 minutes.`,
  phoneCodeLabel: 'Code sent to your phone',
  emailCodeLabel: 'Code sent to your e-mail',
  passwordLabel: 'New password',
  passwordHint: 'Exactly 10 digits. Avoid your account number, repeated digits and runs such as 1234567890.',
  confirmLabel: 'Confirm new password',
  save: 'Save password',
  saved: 'Your password is set. You can now sign in.',
  mismatch: 'The two passwords are not the same.',
  tooWeak: 'Choose a password that is not your account number, one digit repeated or a run of digits.',
  invalid: 'The password must be exactly 10 digits.',
  smsText: (code: string) =>
    `${code} is your AG Mortgage Bank code to set your website password. It expires in 10 minutes. Never share it.`,
  mailSubject: 'Your code to set your password',
  mailBody: (code: string) =>
    `Your code to set your AG Mortgage Bank website password is ${code}. It expires in 10 minutes.\n\nIf you did not ask for it, ignore this e-mail: your password stays as it is. We will never ask you for this code.`,
  changedSubject: 'Your website password was changed',
  changedBody:
    'The password of your AG Mortgage Bank website profile was just set or changed, and every signed-in session was ended.\n\nIf this was not you, call us at once on the number on our website.',
};
