/**
 * Texts of the server side of account opening that the specification describes but does not
 * quote: identity errors and server-only refusals (the consent page's texts are in
 * bvn-consent.ts, the account e-mails' in account-mail.ts). The bank may reword them; the UI shows
 * them as they come.
 */
import { bank } from '../bank';
import { OTP_LENGTH } from '../constants';
import { bvnProofTexts } from './bvn-proof';
import { inMinutes } from './wait';

export const onboardingTexts = {
  /** Why a BVN validation came back without data: `?msg=bvn_error&igErrorCode=<code>`. */
  bvnErrors: {
    BVN_NOT_FOUND: 'We could not find this BVN. Check the number and try again.',
    PROVIDER_UNAVAILABLE:
      'The BVN service is not answering at the moment. Nothing you entered is lost: try again in a few minutes.',
    TOO_MANY_TRIES: 'Too many wrong codes. Validate your BVN again to get a new code.',
    CONSENT_EXPIRED: 'The BVN validation took too long. Please validate your BVN again.',
    NO_REGISTERED_PHONE:
      'No phone number is registered with this BVN, so we cannot ask for your consent. Please visit any of our branches.',
  },
  bvnDeclined: 'You declined to share your BVN details. Validate your BVN to continue with this application.',
  ...bvnProofTexts,
  ninNotFound: 'We could not find this NIN. Check the number and try again.',
  smsUnavailable: 'We could not send the SMS just now. Nothing you entered is lost: please try again in a few minutes.',
  identityUnavailable:
    'We cannot check your identity details at the moment. Nothing you entered is lost: try again in a few minutes.',
  returnToInvalid: 'The address to come back to must be a page of this site.',
  /** Starting a BVN validation after wrong consent codes (docs/decisions/048): worded by whose codes they were. */
  bvnWrongCodesFromBrowser:
    'Too many wrong codes were typed for this BVN in this browser today. Please try again tomorrow, from another device, or visit a branch.',
  bvnWrongCodesFromNetwork:
    'Too many wrong codes were typed for this BVN from your network today. Please try again tomorrow, from another network, or visit a branch.',
  bvnSlowed: (minutes: number) =>
    `Many wrong codes were typed for this BVN today, so a new validation can start only every 15 minutes. Please try again in ${inMinutes(minutes)}.`,

  accountNotFound: 'We could not find this application. Please start again.',
  emailAlreadyVerified: 'This email address is already verified.',
  verificationLinkInvalid:
    'This verification link is invalid, has expired or was already used. Ask for a new one with Resend email.',

  emailChange: {
    smsText: (code: string) =>
      `${code} is your code to send your ${bank.shortName} account e-mails to a new address. It expires in 10 minutes. Never tell anyone this code.`,
    codeSent: (maskedPhone: string) =>
      `We sent a ${OTP_LENGTH}-digit code to ${maskedPhone}, the phone on your BVN record. Enter it to confirm the new address.`,
    codeLabel: 'Code from the SMS',
    confirm: 'Confirm new e-mail',
    sameAddress: 'That is the address we already have.',
  },
} as const;

export type BvnErrorCode = keyof typeof onboardingTexts.bvnErrors;
