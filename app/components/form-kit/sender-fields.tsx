import type { CheckedFields } from './checked-page-form';
import { TextField } from './form-fields';

type SenderTexts = {
  name: { label: string };
  email: { label: string; hint?: string };
  phone: { label: string; hint?: string };
};

/** Who is writing: name, e-mail and an optional phone, as the contact and complaint forms ask them. */
export function SenderFields({
  formId,
  texts,
  errors,
  values,
}: CheckedFields & { formId: string; texts: SenderTexts }) {
  return (
    <>
      <TextField
        formId={formId}
        name="name"
        label={texts.name.label}
        autoComplete="name"
        error={errors.name}
        defaultValue={values.name}
      />
      <TextField
        formId={formId}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        label={texts.email.label}
        hint={texts.email.hint}
        error={errors.email}
        defaultValue={values.email}
      />
      <TextField
        formId={formId}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        label={texts.phone.label}
        hint={texts.phone.hint}
        isOptional
        error={errors.phone}
        defaultValue={values.phone}
      />
    </>
  );
}
