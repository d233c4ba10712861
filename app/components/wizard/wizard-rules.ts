/**
 * The wizard's live checks in the browser: the step schemas the server applies (zod, and
 * libphonenumber-js for the phones), fetched when the visitor turns to the form (docs/decisions/036).
 */
import {
  WizardBasicInfoSchema,
  wizardDetailsSchema,
  wizardDocumentsSchema,
  type WizardStep,
} from '@domain/forms/wizard';

function stepSchema(step: WizardStep, isCorporate: boolean) {
  return step === 1
    ? WizardBasicInfoSchema
    : step === 5
      ? wizardDocumentsSchema(isCorporate)
      : wizardDetailsSchema(step, isCorporate);
}

type FieldRule = { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } };
const ruleOf = (step: WizardStep, name: string, isCorporate: boolean) =>
  (stepSchema(step, isCorporate).shape as Record<string, FieldRule | undefined>)[name];

/** The live check of one field as typed: its message, or undefined when it passes. */
export function fieldCheck(step: WizardStep, isCorporate: boolean) {
  return (name: string, value: string) => {
    const result = ruleOf(step, name, isCorporate)?.safeParse(value);
    return result && !result.success ? result.error?.issues[0]?.message : undefined;
  };
}
