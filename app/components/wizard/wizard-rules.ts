/**
 * The wizard's checks in the browser: the step schemas the server applies (zod, and
 * libphonenumber-js for the phones), fetched when the visitor turns to the form (docs/decisions/036).
 */
import {
  wizardDetailsSchema,
  wizardDocumentsSchema,
  wizardStepOneFieldsSchema,
  type WizardStep,
} from '@domain/forms/wizard';

export { WizardSignupCodeSchema } from '@domain/forms/wizard';

export function stepSchema(step: WizardStep, isCorporate: boolean) {
  return step === 1
    ? wizardStepOneFieldsSchema(isCorporate)
    : step === 5
      ? wizardDocumentsSchema(isCorporate)
      : wizardDetailsSchema(step, isCorporate);
}
export type StepSchema = ReturnType<typeof stepSchema>;
