import type { ReactNode } from 'react';
import { DEFAULT_MAX_FILE_BYTES } from '@domain/constants';
import type { SelectOption } from '@domain/lists';
import { messages } from '@domain/messages';
import { Field, controlClasses, type ControlProps } from '~/components/form-kit/field';
import { FileUploadField } from './file-upload-field';
import { OPTIONAL_FIELDS, type FileField, type TextField } from './instant-account-values';
import { PhoneInput } from './phone-input';
import type { InstantAccountForm as FormState } from './use-instant-account-form';

const labels = messages.account.fieldLabels;
const texts = messages.accountScreens.form;

/** What a text field's control is given: its ties to the label and messages, and its state. */
interface ControlState {
  control: ControlProps;
  locked: boolean;
  disabled: boolean;
  invalid: boolean;
}

/**
 * One text field of the instant form: its label, the live rule's instruction while it has focus,
 * the valid/invalid icon once the rules have arrived, the lock of a value from the BVN record.
 */
function InstantField({
  form,
  field,
  hint,
  isSelect,
  children,
}: {
  form: FormState;
  field: TextField;
  hint?: ReactNode;
  isSelect?: boolean;
  children: (state: ControlState) => ReactNode;
}) {
  const value = form.values[field];
  const locked = form.locked.includes(field);
  const disabled = !form.isUnlocked;
  const problem = value.trim() ? form.rules?.textFieldProblem(field, value) : undefined;
  const error = form.errors[field];
  return (
    <Field
      id={field}
      label={labels[field]}
      required={!OPTIONAL_FIELDS.has(field)}
      hint={hint}
      error={error}
      instruction={!error && form.focused === field && !locked ? problem : undefined}
      validity={!form.rules || disabled || !value.trim() ? undefined : problem ? 'invalid' : 'valid'}
      locked={locked || disabled}
      lockedNote={locked ? texts.lockedNote : undefined}
      isSelect={isSelect && !locked}
    >
      {(control) => children({ control, locked, disabled, invalid: Boolean(error) })}
    </Field>
  );
}

/** Props that report a control's focus to the form, for its live instruction. */
function focusProps(form: FormState, field: TextField) {
  return { onFocus: () => form.setFocused(field), onBlur: () => form.setFocused(undefined) };
}

export function InstantInput({
  form,
  field,
  type = 'text',
  inputMode,
  autoComplete = 'off',
  maxLength,
  max,
  hint,
}: {
  form: FormState;
  field: TextField;
  type?: string;
  inputMode?: 'numeric' | 'email' | 'text';
  autoComplete?: string;
  maxLength?: number;
  max?: string;
  hint?: ReactNode;
}) {
  const isNumeric = inputMode === 'numeric';
  return (
    <InstantField form={form} field={field} hint={hint}>
      {({ control, locked, disabled, invalid }) => (
        <input
          {...control}
          {...focusProps(form, field)}
          name={field}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
          max={max}
          value={form.values[field]}
          readOnly={locked}
          disabled={disabled}
          onChange={(event) =>
            form.setValue(field, isNumeric ? event.target.value.replace(/\D/g, '') : event.target.value)
          }
          className={`${controlClasses({ invalid, locked: locked || disabled })} ${isNumeric ? 'tabular' : ''}`}
        />
      )}
    </InstantField>
  );
}

/** A choice from a list; a value locked by the BVN record shows as read-only text instead. */
export function InstantSelect({
  form,
  field,
  options,
}: {
  form: FormState;
  field: TextField;
  options: readonly SelectOption[];
}) {
  return (
    <InstantField form={form} field={field} isSelect>
      {({ control, locked, disabled, invalid }) =>
        locked ? (
          <input
            {...control}
            name={field}
            type="text"
            readOnly
            value={form.values[field]}
            className={controlClasses({ locked: true })}
          />
        ) : (
          <select
            {...control}
            {...focusProps(form, field)}
            name={field}
            value={form.values[field]}
            disabled={disabled}
            onChange={(event) => form.setValue(field, event.target.value)}
            className={controlClasses({ invalid, locked: disabled, isSelect: true })}
          >
            <option value="">{texts.selectPlaceholder}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )
      }
    </InstantField>
  );
}

export function InstantPhone({ form }: { form: FormState }) {
  return (
    <InstantField form={form} field="phoneNo">
      {({ control, locked, disabled, invalid }) => (
        <PhoneInput
          {...focusProps(form, 'phoneNo')}
          control={control}
          name="phoneNo"
          value={form.values.phoneNo}
          onChange={(value) => form.setValue('phoneNo', value)}
          locked={locked}
          disabled={disabled}
          invalid={invalid}
        />
      )}
    </InstantField>
  );
}

export function InstantFile({ form, field }: { form: FormState; field: FileField }) {
  return (
    <FileUploadField
      name={field}
      label={labels[field]}
      required
      error={form.errors[field]}
      file={form.files[field]}
      progress={form.progress[field]}
      disabled={!form.isUnlocked}
      maxBytes={DEFAULT_MAX_FILE_BYTES}
      onChange={(file) => form.setFile(field, file)}
    />
  );
}
