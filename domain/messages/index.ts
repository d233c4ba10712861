/**
 * The message catalogue: every text the specification quotes, verbatim (its spelling included),
 * in one place so that the bank edits copy without touching components. One file per area; the
 * areas of every page are gathered in public-site.ts, which the layout and content pages import.
 * The signed-in areas' texts (customer-area.ts, loans.ts) and the website forms' (website-forms.ts)
 * are imported from their own files, so that pages which do not show them do not carry them.
 */
import { account } from './account';
import { accountScreens } from './account-screens';
import { forms } from './forms';
import { onboarding } from './onboarding';
import { messages as publicSite } from './public-site';
import { website } from './website';

export const messages = {
  ...publicSite,
  forms,
  account,
  accountScreens,
  website,
  onboarding,
} as const;
