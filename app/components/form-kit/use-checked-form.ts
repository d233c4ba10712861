import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldMessages } from '@domain/forms/first-failing-field';
import { useSchema, type SchemaSource } from '~/components/form-kit/use-schema';
import { fieldId } from './field-id';

export type FieldErrors = Record<string, string>;

/** Where a form's problems come from: its rules in the browser, or the server's answer. */
export type ProblemSource = 'browser' | 'server';

function focusField(formId: string, errors: FieldErrors) {
  const first = Object.keys(errors)[0];
  if (first) document.getElementById(fieldId(formId, first))?.focus();
}

/** The failing fields in the order the form shows them (a rule across fields reports after the others). */
function inFormOrder(form: HTMLFormElement, errors: FieldErrors): FieldErrors {
  const names = [...form.elements].map((element) => (element as HTMLInputElement).name);
  const rank = (name: string) => (names.includes(name) ? names.indexOf(name) : names.length);
  return Object.fromEntries(Object.entries(errors).sort(([one], [other]) => rank(one) - rank(other)));
}

/** A button with `formNoValidate` (Previous, a new code) sends the form as it is, unchecked, as the browser would. */
function isSentUnchecked(event: FormEvent<HTMLFormElement>) {
  const { submitter } = event.nativeEvent as SubmitEvent;
  return submitter?.hasAttribute('formnovalidate') ?? false;
}

/**
 * Runs a form's shared schema in the browser before it is sent (the server runs it again): on
 * failure the form is not sent, every failing field shows its message and focus moves to the first.
 * A field's message goes once its value changes; errors from the server are shown the same way.
 * An imported schema is fetched when the visitor first turns to the form (or at once, `isNeededNow`);
 * sent before it has arrived, the form is checked by the server alone. `onProblems` replaces the
 * move of focus to the first failing field, for a form that also announces it (the wizard).
 *
 * A form that sends itself (`send`: an upload with progress, decision 080) is never sent by the
 * browser: its rules are awaited if they have not arrived, the body `bodyOf` gives (default: the
 * form's own fields) is checked and handed to `send`, and a second submit while one is being
 * checked or sent does nothing. Its schema judges that body's entries.
 */
export function useCheckedForm<Schema extends z.ZodType = z.ZodType>({
  formId,
  schema: source,
  serverErrors,
  isNeededNow,
  onProblems = (errors) => focusField(formId, errors),
  bodyOf = (form) => new FormData(form),
  send,
}: {
  formId: string;
  schema: SchemaSource<Schema>;
  serverErrors?: FieldErrors;
  isNeededNow?: boolean;
  onProblems?: (errors: FieldErrors, source: ProblemSource) => void;
  /** What the form sends: its own fields unless it holds more (files it shrank) or less. */
  bodyOf?: (form: HTMLFormElement) => FormData;
  /** Sends the checked body itself instead of the browser. */
  send?: (body: FormData) => Promise<void>;
}) {
  const { schema, fetchingProps } = useSchema(source, { isNeededNow });
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  const isSending = useRef(false);

  useEffect(() => {
    if (!serverErrors) return;
    setErrors(serverErrors);
    onProblems(serverErrors, 'server');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- shown once per answer of the server, not per drawing
  }, [formId, serverErrors]);

  /** The body's problems in the form's order, shown; true when there are none. */
  function check(form: HTMLFormElement, rules: Schema, body: FormData): boolean {
    const parsed = rules.safeParse(Object.fromEntries(body));
    if (parsed.success) {
      setErrors({});
      return true;
    }
    const fields = inFormOrder(form, fieldMessages(parsed.error));
    setErrors(fields);
    onProblems(fields, 'browser');
    return false;
  }

  async function checkAndSend(form: HTMLFormElement, sendBody: (body: FormData) => Promise<void>) {
    if (isSending.current) return;
    isSending.current = true;
    try {
      const rules = schema ?? (typeof source === 'function' ? await source() : source);
      const body = bodyOf(form);
      if (check(form, rules, body)) await sendBody(body);
    } finally {
      isSending.current = false;
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (send) {
      event.preventDefault();
      void checkAndSend(event.currentTarget, send);
      return;
    }
    if (!schema || isSentUnchecked(event)) return;
    if (!check(event.currentTarget, schema, bodyOf(event.currentTarget))) event.preventDefault();
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const { name } = event.target as HTMLInputElement;
    if (name && errors[name]) {
      setErrors(({ [name]: _fixed, ...rest }) => rest);
    }
  }

  /** Shows or takes away one field's message, for a field whose value changes without an input event (a file checked as chosen). */
  function setFieldError(name: string, message: string | undefined) {
    setErrors(({ [name]: _replaced, ...rest }) => (message ? { ...rest, [name]: message } : rest));
  }

  const summary = Object.entries(errors).map(([name, message]) => ({ fieldId: fieldId(formId, name), message }));
  return {
    errors,
    summary,
    schema,
    setFieldError,
    formProps: { id: formId, noValidate: true, onSubmit, onChange, ...fetchingProps },
  };
}
