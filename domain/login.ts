import { z } from 'zod';
import { ACCOUNT_NUMBER_LENGTH, LOGIN_PASSWORD_LENGTH } from './constants';
import { messages } from './messages';

const { accountNoLabel, passwordLabel } = messages.corporate.login;

/** Exactly `length` digits, with the catalogue's message for anything else (a missing field included). */
function digits(length: number, label: string) {
  const message = messages.forms.field.invalid(label);
  return z.string({ error: message }).regex(new RegExp(`^\\d{${length}}$`), message);
}

/** The login form (specification 5): a 10-digit account number and a password of exactly 10 digits. */
export const LoginSchema = z.object({
  accountNo: z.string({ error: messages.forms.field.invalid(accountNoLabel) }).trim().pipe(digits(ACCOUNT_NUMBER_LENGTH, accountNoLabel)),
  // No trimming: a password is taken exactly as typed.
  password: digits(LOGIN_PASSWORD_LENGTH, passwordLabel),
});

export type LoginFields = z.infer<typeof LoginSchema>;
export type LoginErrors = Partial<Record<keyof LoginFields, string>>;

/** Validates the submitted form; on failure, the first message of each failing field. */
export function validateLogin(input: Record<string, unknown>): { isValid: true; data: LoginFields } | { isValid: false; errors: LoginErrors } {
  const parsed = LoginSchema.safeParse(input);
  if (parsed.success) return { isValid: true, data: parsed.data };
  const errors: LoginErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof LoginFields;
    errors[field] ??= issue.message;
  }
  return { isValid: false, errors };
}
