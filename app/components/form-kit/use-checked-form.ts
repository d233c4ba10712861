import { useEffect, useState, type FormEvent } from 'react';
import { fieldMessages } from '@domain/forms/first-failing-field';
import { useSchema, type SchemaSource } from '~/components/form-kit/use-schema';
import { fieldId } from './form-fields';

type FieldErrors = Record<string, string>;

function focusField(formId: string, errors: FieldErrors) {
  const first = Object.keys(errors)[0];
  if (first) document.getElementById(fieldId(formId, first))?.focus();
}

/**
 * Runs a form's shared schema in the browser before it is sent (the server runs it again): on
 * failure the form is not sent, every failing field shows its message and focus moves to the first.
 * A field's message goes once its value changes; errors from the server are shown the same way.
 * An imported schema is fetched when the visitor first turns to the form; sent before it has
 * arrived, the form is checked by the server alone.
 */
export function useCheckedForm({
  formId,
  schema: source,
  serverErrors,
}: {
  formId: string;
  schema: SchemaSource;
  serverErrors?: FieldErrors;
}) {
  const { schema, fetchingProps } = useSchema(source);
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});

  useEffect(() => {
    if (!serverErrors) return;
    setErrors(serverErrors);
    focusField(formId, serverErrors);
  }, [formId, serverErrors]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!schema) return;
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return;
    }
    event.preventDefault();
    const fields = fieldMessages(parsed.error);
    setErrors(fields);
    focusField(formId, fields);
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const { name } = event.target as HTMLInputElement;
    if (name && errors[name]) {
      setErrors(({ [name]: _fixed, ...rest }) => rest);
    }
  }

  const summary = Object.entries(errors).map(([name, message]) => ({ fieldId: fieldId(formId, name), message }));
  return { errors, summary, formProps: { id: formId, noValidate: true, onSubmit, onChange, ...fetchingProps } };
}
