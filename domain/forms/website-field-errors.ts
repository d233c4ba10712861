import type { z } from 'zod';

/** The first message of each failing field, for inline errors and the API's `fields`. */
export function firstFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in fields)) fields[field] = issue.message;
  }
  return fields;
}
