/**
 * The message catalogue: every text the specification quotes, verbatim (its spelling included),
 * in one place so that the bank edits copy without touching components. One file per area.
 */
import { errors } from './errors';
import { site } from './site';

export const messages = {
  ...site,
  errors,
} as const;
