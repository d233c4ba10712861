/** The pages a BVN validation may return to: the instant account form (any variant) or /bvnvalidation. */
const RETURN_PATH = /^\/(?:instantaccount(?:\/[A-Za-z0-9_-]{1,40}){0,3}|bvnvalidation)$/i;

export const DEFAULT_RETURN_TO = '/bvnvalidation';

/** A same-site return path from the address, or /bvnvalidation for anything else. */
export function safeReturnTo(raw: string | null | undefined): string {
  return raw && RETURN_PATH.test(raw) ? raw : DEFAULT_RETURN_TO;
}
