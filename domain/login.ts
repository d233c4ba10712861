import { z } from 'zod';
import { ACCOUNT_NUMBER_LENGTH, LOGIN_PASSWORD_LENGTH, OTP_PATTERN } from './constants';
import { EMAIL_PATTERN } from './forms/field-rules';
import { messages } from './messages';
import { customerAreaTexts } from './messages/customer-area';

const { passwordLabel } = messages.corporate.login;
const texts = customerAreaTexts;
const codeMessage = messages.forms.field.otp;

const ACCOUNT_NUMBER = new RegExp(`^\\d{${ACCOUNT_NUMBER_LENGTH}}$`);
const PASSWORD = new RegExp(`^\\d{${LOGIN_PASSWORD_LENGTH}}$`);

/** What a customer signs in with: the 10 digits of an account number, or an e-mail address (lower case). */
const usernameRule = z
  .string({ error: texts.signIn.usernameInvalid })
  .trim()
  .max(254, { error: texts.signIn.usernameInvalid })
  .transform((value) => (ACCOUNT_NUMBER.test(value) ? value : value.toLowerCase()))
  .refine((value) => ACCOUNT_NUMBER.test(value) || EMAIL_PATTERN.test(value), { error: texts.signIn.usernameInvalid });

/** Section 5: digits only, exactly 10 characters. Taken exactly as typed: no trimming. */
const passwordRule = z
  .string({ error: messages.forms.field.invalid(passwordLabel) })
  .regex(PASSWORD, { error: messages.forms.field.invalid(passwordLabel) });

const codeRule = z.string({ error: codeMessage }).trim().regex(OTP_PATTERN, { error: codeMessage });

export const isAccountNumber = (username: string) => ACCOUNT_NUMBER.test(username);

/** The login form (specification 5): account number or e-mail, and the 10-digit password. */
export const LoginSchema = z.object({ username: usernameRule, password: passwordRule });
export type LoginFields = z.infer<typeof LoginSchema>;

/** The second step of sign-in and of every code check. */
export const LoginCodeSchema = z.object({ otp: codeRule });
export type LoginCode = z.infer<typeof LoginCodeSchema>;

/** Asking for the codes that let a customer set a password. */
export const PasswordResetStartSchema = z.object({ username: usernameRule });
export type PasswordResetStart = z.infer<typeof PasswordResetStartSchema>;

/**
 * A password nobody guesses first: not one digit repeated, not a run up or down (0123456789,
 * 9876543210), not the account number it protects.
 */
export function isGuessablePassword(password: string, accountNumbers: readonly string[] = []): boolean {
  const digits = [...password].map(Number);
  const steps = new Set(digits.slice(1).map((digit, index) => (digit - digits[index] + 10) % 10));
  const isRun = steps.size === 1 && (steps.has(1) || steps.has(9) || steps.has(0));
  return isRun || accountNumbers.includes(password);
}

/** Setting the password: the code sent to the phone, the code sent to the e-mail, the password twice. */
export const PasswordSetSchema = z
  .object({
    phoneCode: codeRule,
    emailCode: codeRule,
    password: z.string({ error: texts.password.invalid }).regex(PASSWORD, { error: texts.password.invalid }),
    confirmPassword: z.string({ error: texts.password.mismatch }),
  })
  .superRefine((value, context) => {
    if (isGuessablePassword(value.password))
      context.addIssue({ code: 'custom', path: ['password'], message: texts.password.tooWeak });
    if (value.confirmPassword !== value.password)
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: texts.password.mismatch });
  });
export type PasswordSetFields = z.infer<typeof PasswordSetSchema>;
