/** The shape of a zod safeParse result this helper reads. */
type ParseResult = {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
};

export type FieldFailure = { field: string; message: string };

/**
 * The field the customer must fix first (specification 5: "the first failing field shows its
 * message"): the earliest in `fieldOrder`, or the first issue when the order does not name it.
 */
export function firstFailingField(result: ParseResult, fieldOrder: readonly string[] = []): FieldFailure | undefined {
  if (result.success || !result.error) return undefined;
  const failures = result.error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message }));
  if (failures.length === 0) return undefined;
  const rank = (failure: FieldFailure) => {
    const index = fieldOrder.indexOf(failure.field);
    return index === -1 ? fieldOrder.length : index;
  };
  return failures.reduce((first, failure) => (rank(failure) < rank(first) ? failure : first), failures[0]);
}

/** Every failing field with its first message, for showing each message beside its field. */
export function fieldFailures(result: ParseResult): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    messages[field] ??= issue.message;
  }
  return result.success ? {} : messages;
}
