import { IDENTITY_NUMBER_LENGTH } from '@domain/constants';
import { messages } from '@domain/messages';
import { Field, controlClasses, type Validity } from '~/components/form-kit/field';

/** The one-field BVN form of the dialog and of /bvnvalidation: label, hint and message. */
export function BvnField({
  id,
  value,
  onChange,
  error,
  validity,
}: {
  id: string;
  value?: string;
  onChange?: (value: string) => void;
  error?: string;
  validity?: Validity;
}) {
  return (
    <Field
      id={id}
      label={messages.account.fieldLabels.bvnNo}
      required
      hint={messages.forms.hints.bvn}
      error={error}
      validity={validity}
    >
      {(control) => (
        <input
          {...control}
          name="bvnNo"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={IDENTITY_NUMBER_LENGTH}
          {...(onChange
            ? { value, onChange: (event) => onChange(event.target.value.replace(/\D/g, '')) }
            : { defaultValue: value })}
          className={`${controlClasses({ invalid: Boolean(error) })} tabular`}
        />
      )}
    </Field>
  );
}
