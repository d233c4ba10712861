/** What every screen of the wizard needs to know about the page it is on. */
export interface WizardSetup {
  actionPath: string;
  isCorporate: boolean;
  productOptions: readonly { value: string; label: string }[];
  /** Where closing a result goes: one level up. */
  backTo: string;
}
