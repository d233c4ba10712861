import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppErrorCode, type AppError } from '../../errors/app-error';

const C = AppErrorCode;

/** The one table from an application error's code to its HTTP status, for the API and the pages' actions alike. */
const STATUS_OF_CODE = {
  [C.BadRequest]: 400,
  [C.BadIdempotencyKey]: 400,
  [C.UnsupportedMediaType]: 415,
  [C.PayloadTooLarge]: 413,
  [C.IdempotencyKeyReused]: 422,
  [C.SubmissionInProgress]: 409,
  [C.ValidationError]: 422,
  [C.TitleOfOtherGender]: 422,
  [C.NotEligible]: 422,
  [C.LinkRefused]: 422,
  [C.SignInRequired]: 401,
  [C.InvalidCredentials]: 401,
  [C.Unauthorized]: 401,
  [C.Forbidden]: 403,
  [C.EmailNotVerified]: 403,
  [C.NotFound]: 404,
  [C.CustomerNotFound]: 404,
  [C.ReportNotFound]: 404,
  [C.InvalidUnsubscribeLink]: 404,
  [C.Conflict]: 409,
  [C.EmailTaken]: 409,
  [C.AccountAlreadyOpened]: 409,
  [C.EmailAlreadyVerified]: 409,
  [C.AlreadyLinked]: 409,
  [C.AlreadyClosed]: 409,
  [C.AlreadyReviewed]: 409,
  [C.Closed]: 409,
  [C.DeclinePending]: 409,
  [C.NoEmailOnRecord]: 409,
  [C.NotDraft]: 409,
  [C.NotErasure]: 409,
  [C.NotRectification]: 409,
  [C.NotNow]: 409,
  [C.NotOpen]: 409,
  [C.NotPending]: 409,
  [C.NotRefused]: 409,
  [C.NotSubmitted]: 409,
  [C.NotWithdrawable]: 409,
  [C.StepSkipped]: 409,
  [C.Gone]: 410,
  [C.BvnReferenceExpired]: 410,
  [C.ConsentSessionEnded]: 410,
  [C.SignInExpired]: 410,
  [C.SignupExpired]: 410,
  [C.VerificationLinkInvalid]: 410,
  [C.VerificationLinkUsed]: 410,
  [C.TooManyRequests]: 429,
  [C.TooManyTries]: 429,
  [C.CoreBankingUnavailable]: 503,
  [C.DatabaseUnavailable]: 503,
  [C.IdentityUnavailable]: 503,
  [C.SmsUnavailable]: 503,
} as const satisfies Record<AppErrorCode, ContentfulStatusCode>;

export function statusOf(error: AppError): ContentfulStatusCode {
  return STATUS_OF_CODE[error.code];
}

/** The headers an error's answer carries: when to try again, for a refusal of too many attempts. */
export function headersOf(error: AppError): Record<string, string> {
  return error.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(error.retryAfterSeconds) };
}

/** How the API answers an application error: its status, headers and the error's name, message and fields. */
export function answerOf(error: AppError) {
  return {
    status: statusOf(error),
    headers: headersOf(error),
    name: error.name,
    message: error.message,
    fields: error.fields,
  };
}

export function apiErrorBody({
  name,
  message,
  fields,
}: {
  name: string;
  message: string;
  fields?: Record<string, string>;
}) {
  return { status: 'error' as const, error: { name, message, ...(fields ? { fields } : {}) } };
}
