import type { z } from 'zod';

/** A zod safeParse result, or the issues of checks made by hand in its shape. */
type IssuesResult = {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
};

export type FieldFailure = { field: string; message: string };

/**
 * The field the customer must fix first (specification 5: "the first failing field shows its
 * message"): the earliest in `fieldOrder`, or the first issue when the order does not name it.
 */
export function firstFailingField(result: IssuesResult, fieldOrder: readonly string[] = []): FieldFailure | undefined {
  if (result.success || !result.error) return undefined;
  const failures = result.error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message }));
  if (failures.length === 0) return undefined;
  const rank = (failure: FieldFailure) => {
    const index = fieldOrder.indexOf(failure.field);
    return index === -1 ? fieldOrder.length : index;
  };
  return failures.reduce((first, failure) => (rank(failure) < rank(first) ? failure : first), failures[0]);
}

/**
 * Every failing field with its first message, for showing each message beside its field and the API's `fields`.
 * Read from the issues as `z.flattenError` files them (by the path's first key; an issue of no field is left out),
 * without zod's runtime: form pages load zod only when the visitor turns to the form.
 */
export function fieldMessages(error: Pick<z.ZodError, 'issues'>): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const { path, message } of error.issues) if (path.length > 0) messages[String(path[0])] ??= message;
  return messages;
}

/** `fieldMessages` of a failed parse; nothing for a success. */
export function fieldFailures(result: { success: boolean; error?: z.ZodError }): Record<string, string> {
  return result.success || !result.error ? {} : fieldMessages(result.error);
}
