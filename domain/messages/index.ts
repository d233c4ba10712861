/**
 * The message catalogue: every text the specification quotes, verbatim (its spelling included),
 * in one place so that the bank edits copy without touching components. One file per area.
 */
import { account } from './account';
import { accountScreens } from './account-screens';
import { articles } from './articles';
import { corporate } from './corporate';
import { errors } from './errors';
import { forms } from './forms';
import { onboarding } from './onboarding';
import { site } from './site';
import { website } from './website';
import { websiteForms } from './website-forms';

export const messages = {
  ...site,
  errors,
  corporate,
  forms,
  account,
  accountScreens,
  website,
  websiteForms,
  onboarding,
  articles,
} as const;
