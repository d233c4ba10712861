import type { HTMLInputTypeAttribute } from 'react';
import { messages } from '@domain/messages';
import { controlClasses, Field } from '~/components/forms/field';

interface WebsiteFieldProps {
  /** The schema's field name; the control's id is `${formId}-${name}`. */
  name: string;
  formId: string;
  label: string;
  hint?: string;
  isOptional?: boolean;
  error?: string;
  defaultValue?: string;
}

export const fieldId = (formId: string, name: string) => `${formId}-${name}`;

function FieldShell({ name, formId, label, hint, isOptional, error, children }: WebsiteFieldProps & { children: Parameters<typeof Field>[0]['children'] }) {
  return (
    <Field
      id={fieldId(formId, name)}
      label={
        isOptional ? (
          <>
            {label} <span className="font-normal text-muted">{messages.websiteForms.common.optional}</span>
          </>
        ) : (
          label
        )
      }
      required={!isOptional}
      hint={hint}
      error={error}
    >
      {children}
    </Field>
  );
}

export function TextField({
  type = 'text',
  autoComplete,
  inputMode,
  spellCheck,
  ...props
}: WebsiteFieldProps & { type?: HTMLInputTypeAttribute; autoComplete?: string; inputMode?: 'text' | 'email' | 'tel' | 'numeric'; spellCheck?: boolean }) {
  return (
    <FieldShell {...props}>
      {(control) => (
        <input
          {...control}
          name={props.name}
          type={type}
          defaultValue={props.defaultValue}
          autoComplete={autoComplete}
          inputMode={inputMode}
          spellCheck={spellCheck}
          className={controlClasses({ invalid: Boolean(props.error) })}
        />
      )}
    </FieldShell>
  );
}

export function TextAreaField({ rows = 6, ...props }: WebsiteFieldProps & { rows?: number }) {
  return (
    <FieldShell {...props}>
      {(control) => <textarea {...control} name={props.name} rows={rows} defaultValue={props.defaultValue} className={`${controlClasses({ invalid: Boolean(props.error) })} resize-y`} />}
    </FieldShell>
  );
}

export function SelectField({ options, placeholder, ...props }: WebsiteFieldProps & { options: { value: string; label: string }[]; placeholder: string }) {
  return (
    <FieldShell {...props}>
      {(control) => (
        <select {...control} name={props.name} defaultValue={props.defaultValue ?? ''} className={controlClasses({ invalid: Boolean(props.error) })}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
