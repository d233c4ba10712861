import type { HTMLInputTypeAttribute } from 'react';
import { websiteFormTexts } from '@domain/messages/website-forms';
import { controlClasses, Field } from '~/components/form-kit/field';
import { fieldId } from './field-id';

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

function FieldShell({
  name,
  formId,
  label,
  hint,
  isOptional,
  error,
  children,
}: WebsiteFieldProps & { children: Parameters<typeof Field>[0]['children'] }) {
  return (
    <Field
      id={fieldId(formId, name)}
      label={
        isOptional ? (
          <>
            {label} <span className="font-normal text-muted">{websiteFormTexts.common.optional}</span>
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
}: WebsiteFieldProps & {
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  spellCheck?: boolean;
}) {
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
      {(control) => (
        <textarea
          {...control}
          name={props.name}
          rows={rows}
          defaultValue={props.defaultValue}
          className={`${controlClasses({ invalid: Boolean(props.error) })} resize-y`}
        />
      )}
    </FieldShell>
  );
}

export function SelectField({
  options,
  placeholder,
  ...props
}: WebsiteFieldProps & { options: { value: string; label: string }[]; placeholder: string }) {
  return (
    <FieldShell {...props}>
      {(control) => (
        <select
          {...control}
          name={props.name}
          defaultValue={props.defaultValue ?? ''}
          className={controlClasses({ invalid: Boolean(props.error) })}
        >
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

/** A consent or declaration: the box, its sentence as the label, and the message under it. */
export function CheckboxField({
  name,
  formId,
  label,
  error,
  defaultChecked,
}: {
  name: string;
  formId: string;
  label: string;
  error?: string;
  defaultChecked?: boolean;
}) {
  const id = fieldId(formId, name);
  return (
    <div className="flex flex-col gap-1.5">
      {error ? (
        <p id={`${id}-message`} className="text-xs font-medium text-error">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      ) : null}
      <label htmlFor={id} className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={name}
          defaultChecked={defaultChecked}
          className="mt-1 size-5 shrink-0"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-message` : undefined}
        />
        <span>{label}</span>
      </label>
    </div>
  );
}
