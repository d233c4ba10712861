import type { z } from 'zod';
import { fieldMessages } from '../../domain/forms/first-failing-field';
import { messages } from '../../domain/messages';
import { onboardingTexts } from '../../domain/messages/onboarding';
import { customerAreaTexts } from '../../domain/messages/customer-area';
import { AppError, AppErrorCode } from './app-error';

/** The refusals more than one use case gives, in one place; a use case's own is `new AppError(code, message)` where it happens. */

/** A form that cannot be accepted: each failing field with its message, the first one as the error's message. */
export function invalid(fields: Record<string, string>) {
  return new AppError(AppErrorCode.ValidationError, Object.values(fields)[0] ?? messages.errors.unableToSave, {
    fields,
  });
}

/**
 * The input as `schema` reads it, or a ValidationError naming every failing field (`refuse` words it
 * otherwise where the specification does).
 */
export function parseOrRefuse<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  refuse: (fields: Record<string, string>) => AppError = invalid,
): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw refuse(fieldMessages(parsed.error));
}

export const accountAlreadyOpened = () =>
  new AppError(AppErrorCode.AccountAlreadyOpened, messages.errors.accountAlreadyOpened);
export const emailTaken = () => new AppError(AppErrorCode.EmailTaken, messages.errors.emailTaken);
export const customerNotFound = () => new AppError(AppErrorCode.CustomerNotFound, onboardingTexts.accountNotFound);
export const emailAlreadyVerified = () =>
  new AppError(AppErrorCode.EmailAlreadyVerified, onboardingTexts.emailAlreadyVerified);
export const bvnReferenceExpired = () =>
  new AppError(AppErrorCode.BvnReferenceExpired, onboardingTexts.bvnReferenceExpired);
export const signInExpired = () => new AppError(AppErrorCode.SignInExpired, customerAreaTexts.signIn.expired);

export const databaseUnavailable = () => new AppError(AppErrorCode.DatabaseUnavailable, messages.errors.noInternet);
export const identityUnavailable = () =>
  new AppError(AppErrorCode.IdentityUnavailable, onboardingTexts.identityUnavailable);
export const coreBankingUnavailable = () =>
  new AppError(AppErrorCode.CoreBankingUnavailable, customerAreaTexts.signIn.coreUnavailable);
