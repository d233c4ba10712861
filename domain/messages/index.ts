/**
 * The message catalogue: every text the specification quotes, verbatim (its spelling included),
 * in one place so that the bank edits copy without touching components. One file per area; the
 * areas of every page are gathered in public-site.ts, which the layout and content pages import.
 * The signed-in areas' texts (customer-area.ts, loans.ts) and the website forms' (website-forms.ts)
 * are imported from their own files, so that pages which do not show them do not carry them; so are
 * the server's refusals of account opening (onboarding.ts), which a form page shows only as they come.
 */
import { accountTexts } from './account';
import { accountScreenTexts } from './account-screens';
import { formTexts } from './forms';
import { publicSiteTexts } from './public-site';
import { websiteTexts } from './website';

export const messages = {
  ...publicSiteTexts,
  forms: formTexts,
  account: accountTexts,
  accountScreens: accountScreenTexts,
  website: websiteTexts,
} as const;
