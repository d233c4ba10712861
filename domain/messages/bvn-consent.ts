/**
 * The BVN consent page of the identity provider's local adapter, and its codes: only the server draws
 * and sends them, so no page's script carries them.
 */
import { bank } from '../bank';
import { OTP_LENGTH } from '../constants';

export const bvnConsentTexts = {
  title: 'Share your BVN details',
  sandboxNotice:
    'Sandbox identity provider, for development and testing only: the people and numbers here are made up.',
  intro: `${bank.name} asks to read the details registered with your BVN (name, date of birth, gender, phone and NIN) to open your account.`,
  codeSent: `If this BVN is registered, we have sent a ${OTP_LENGTH}-digit code by SMS to the phone number on its record. It may take a minute to arrive.`,
  codeLabel: 'One-time code',
  codeHint: `Enter the ${OTP_LENGTH} digits. The code expires in 10 minutes.`,
  approve: 'Approve',
  decline: 'Decline',
  resend: 'Send a new code',
  codeResent: 'We sent a new code. Only the newest code works.',
  smsText: (code: string) =>
    `${code} is your code to share your BVN details with ${bank.shortName}. It expires in 10 minutes. Never tell anyone this code.`,
  wrongCode: (triesLeft: number) =>
    `That code is not correct. You have ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  codeFormat: `Enter the ${OTP_LENGTH} digits of the code we sent.`,
  codeExpired: 'That code has expired. Send a new code and enter it.',
  unavailable:
    'The BVN service is not answering at the moment. Nothing you entered is lost: try again in a few minutes.',
  tryAgain: 'Try again',
  backToApplication: 'Back to your application',
  ended: 'This BVN consent request has ended. Go back to your application and validate your BVN again.',
} as const;
