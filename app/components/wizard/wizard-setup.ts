/** What every screen of the wizard needs to know about the page it is on. */
export interface WizardSetup {
  /** Where the forms post: the screen's own address (`?step=3`). */
  actionPath: string;
  /** The page's path, without the step: links to it show the step the record is at. */
  pagePath: string;
  isCorporate: boolean;
  productOptions: readonly { value: string; label: string }[];
  /** The Preferred Branch choices: the published branches and "Others" (decision 101). */
  branchOptions: readonly { value: string; label: string }[];
  /** Where closing a result goes: one level up. */
  backTo: string;
}
