/**
 * The part of the catalogue that the layout and the content pages use: the site shell, errors, the
 * corporate and article pages. They import it rather than the whole catalogue so that the texts of
 * the forms and of account opening do not go to the browser with every page.
 */
import { articles } from './articles';
import { corporate } from './corporate';
import { errors } from './errors';
import { site } from './site';

export const messages = {
  ...site,
  errors,
  corporate,
  articles,
} as const;
