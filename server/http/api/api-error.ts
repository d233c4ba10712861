import type { ContentfulStatusCode } from 'hono/utils/http-status';

// In development the server and the app each load their own copy of this module: `instanceof`
// checks a registered symbol rather than the class object.
const API_ERROR = Symbol.for('bank.ApiError');

/** The one error type of the API; the handler turns it into `{ status: "error", error: {...} }`. */
export class ApiError extends Error {
  readonly [API_ERROR] = true;

  static override [Symbol.hasInstance](value: unknown): boolean {
    if (this !== ApiError) return Function.prototype[Symbol.hasInstance].call(this, value);
    return typeof value === 'object' && value !== null && API_ERROR in value;
  }

  constructor(
    readonly status: ContentfulStatusCode,
    override readonly name: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export function apiErrorBody({ name, message, fields }: { name: string; message: string; fields?: Record<string, string> }) {
  return { status: 'error' as const, error: { name, message, ...(fields ? { fields } : {}) } };
}
