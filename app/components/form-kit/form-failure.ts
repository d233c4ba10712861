/** What an action answers when a form could not be accepted (`formFailure` of `~/lib/form-action.server`). */
export type FormFailure<Intent extends string> =
  | { intent: Intent; status: 'invalid'; errors: Record<string, string>; values: Record<string, string> }
  | { intent: Intent; status: 'refused'; message: string; values: Record<string, string> };
