import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error type of the API; the handler turns it into `{ status: "error", error: {...} }`. */
export class ApiError extends Error {
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
