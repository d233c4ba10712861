/**
 * The wizard's checks in the browser: the step schemas the server applies (zod, and
 * libphonenumber-js for the phones), fetched when the visitor turns to the form (docs/decisions/036).
 */
import {
  WizardSignupCodeSchema,
  wizardDetailsSchema,
  wizardDocumentsSchema,
  wizardStepOneFieldsSchema,
  type WizardStep,
} from '@domain/forms/wizard';

export { WizardSignupCodeSchema } from '@domain/forms/wizard';

/** The link screen's code from the SMS: the same rule as the signup's code. */
export const WizardLinkCodeSchema = WizardSignupCodeSchema.pick({ otp: true });

export function stepSchema(step: WizardStep, isCorporate: boolean) {
  return step === 1
    ? wizardStepOneFieldsSchema(isCorporate)
    : step === 5
      ? wizardDocumentsSchema(isCorporate)
      : wizardDetailsSchema(step, isCorporate);
}
export type StepSchema = ReturnType<typeof stepSchema>;
