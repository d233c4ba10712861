/**
 * The message catalogue: every text the specification quotes, verbatim (its spelling included),
 * in one place so that the bank edits copy without touching components. One file per area; the
 * areas of every page are gathered in public-site.ts, which the layout and content pages import.
 */
import { account } from './account';
import { accountScreens } from './account-screens';
import { customerArea } from './customer-area';
import { mortgageCalculator } from './mortgage-calculator';
import { forms } from './forms';
import { onboarding } from './onboarding';
import { messages as publicSite } from './public-site';
import { website } from './website';
import { websiteForms } from './website-forms';

export const messages = {
  ...publicSite,
  forms,
  account,
  accountScreens,
  website,
  websiteForms,
  onboarding,
  customerArea,
  mortgageCalculator,
} as const;
