import { useEffect, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldMessages } from '@domain/forms/first-failing-field';
import { useSchema, type SchemaSource } from '~/components/form-kit/use-schema';
import { fieldId } from './form-fields';

export type FieldErrors = Record<string, string>;

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
 */
export function useCheckedForm<Schema extends z.ZodType = z.ZodType>({
  formId,
  schema: source,
  serverErrors,
  isNeededNow,
  onProblems = (errors) => focusField(formId, errors),
}: {
  formId: string;
  schema: SchemaSource<Schema>;
  serverErrors?: FieldErrors;
  isNeededNow?: boolean;
  onProblems?: (errors: FieldErrors) => void;
}) {
  const { schema, fetchingProps } = useSchema(source, { isNeededNow });
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});

  useEffect(() => {
    if (!serverErrors) return;
    setErrors(serverErrors);
    onProblems(serverErrors);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- shown once per answer of the server, not per drawing
  }, [formId, serverErrors]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!schema || isSentUnchecked(event)) return;
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return;
    }
    event.preventDefault();
    const fields = inFormOrder(event.currentTarget, fieldMessages(parsed.error));
    setErrors(fields);
    onProblems(fields);
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const { name } = event.target as HTMLInputElement;
    if (name && errors[name]) {
      setErrors(({ [name]: _fixed, ...rest }) => rest);
    }
  }

  const summary = Object.entries(errors).map(([name, message]) => ({ fieldId: fieldId(formId, name), message }));
  return {
    errors,
    summary,
    schema,
    formProps: { id: formId, noValidate: true, onSubmit, onChange, ...fetchingProps },
  };
}
