/**
 * The one error type of the use cases: what went wrong (a code from one list), the message the
 * customer reads and, for a form, the message of each field. Only the HTTP layer turns a code
 * into a status (server/http/api/api-error.ts).
 */
export const AppErrorCode = {
  // The request itself
  BadRequest: 'BadRequest',
  UnsupportedMediaType: 'UnsupportedMediaType',
  PayloadTooLarge: 'PayloadTooLarge',
  BadIdempotencyKey: 'BadIdempotencyKey',
  IdempotencyKeyReused: 'IdempotencyKeyReused',
  SubmissionInProgress: 'SubmissionInProgress',
  ValidationError: 'ValidationError',
  TitleOfOtherGender: 'TitleOfOtherGender',
  NotEligible: 'NotEligible',
  LinkRefused: 'LinkRefused',
  // Who is asking
  SignInRequired: 'SignInRequired',
  InvalidCredentials: 'InvalidCredentials',
  Unauthorized: 'Unauthorized',
  Forbidden: 'Forbidden',
  EmailNotVerified: 'EmailNotVerified',
  // What is asked for
  NotFound: 'NotFound',
  CustomerNotFound: 'CustomerNotFound',
  ReportNotFound: 'ReportNotFound',
  InvalidUnsubscribeLink: 'InvalidUnsubscribeLink',
  // Its state now
  Conflict: 'Conflict',
  EmailTaken: 'EmailTaken',
  AccountAlreadyOpened: 'AccountAlreadyOpened',
  EmailAlreadyVerified: 'EmailAlreadyVerified',
  AlreadyLinked: 'AlreadyLinked',
  AlreadyClosed: 'AlreadyClosed',
  AlreadyReviewed: 'AlreadyReviewed',
  Closed: 'Closed',
  DeclinePending: 'DeclinePending',
  NoEmailOnRecord: 'NoEmailOnRecord',
  NotDraft: 'NotDraft',
  NotErasure: 'NotErasure',
  NotNow: 'NotNow',
  NotOpen: 'NotOpen',
  NotPending: 'NotPending',
  NotRectification: 'NotRectification',
  NotRefused: 'NotRefused',
  NotSubmitted: 'NotSubmitted',
  NotWithdrawable: 'NotWithdrawable',
  StepSkipped: 'StepSkipped',
  // Links, codes and sessions that lapsed
  Gone: 'Gone',
  BvnReferenceExpired: 'BvnReferenceExpired',
  ConsentSessionEnded: 'ConsentSessionEnded',
  SignInExpired: 'SignInExpired',
  SignupExpired: 'SignupExpired',
  VerificationLinkInvalid: 'VerificationLinkInvalid',
  VerificationLinkUsed: 'VerificationLinkUsed',
  // Too many attempts
  TooManyRequests: 'TooManyRequests',
  TooManyTries: 'TooManyTries',
  // A system the product relies on is out
  CoreBankingUnavailable: 'CoreBankingUnavailable',
  DatabaseUnavailable: 'DatabaseUnavailable',
  IdentityUnavailable: 'IdentityUnavailable',
  SmsUnavailable: 'SmsUnavailable',
} as const;

export type AppErrorCode = (typeof AppErrorCode)[keyof typeof AppErrorCode];

const OUTAGES: ReadonlySet<AppErrorCode> = new Set([
  AppErrorCode.CoreBankingUnavailable,
  AppErrorCode.DatabaseUnavailable,
  AppErrorCode.IdentityUnavailable,
  AppErrorCode.SmsUnavailable,
]);

export interface AppErrorOptions {
  /** The message of each field to mend, for a form. */
  fields?: Record<string, string>;
  /** When the person may try again, for a refusal of too many attempts. */
  retryAfterSeconds?: number;
}

// In development the server and the app each load their own copy of this module: `instanceof`
// checks a registered symbol rather than the class object.
const APP_ERROR = Symbol.for('bank.AppError');

export class AppError extends Error {
  readonly [APP_ERROR] = true;
  override readonly name: AppErrorCode;
  readonly fields?: Record<string, string>;
  readonly retryAfterSeconds?: number;

  static override [Symbol.hasInstance](value: unknown): boolean {
    if (this !== AppError) return Function.prototype[Symbol.hasInstance].call(this, value);
    return typeof value === 'object' && value !== null && APP_ERROR in value;
  }

  constructor(
    readonly code: AppErrorCode,
    message: string,
    { fields, retryAfterSeconds }: AppErrorOptions = {},
  ) {
    super(message);
    this.name = code;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** A system the product relies on is out: the request was not refused, it could not be served. */
  get isOutage(): boolean {
    return OUTAGES.has(this.code);
  }
}
