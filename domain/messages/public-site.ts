/**
 * The part of the catalogue that the layout and the content pages use: the site shell, errors, the
 * corporate and article pages. They import it rather than the whole catalogue so that the texts of
 * the forms and of account opening do not go to the browser with every page.
 */
import { articleTexts } from './articles';
import { corporateTexts } from './corporate';
import { errorTexts } from './errors';
import { siteTexts } from './site';

export const publicSiteTexts = {
  ...siteTexts,
  errors: errorTexts,
  corporate: corporateTexts,
  articles: articleTexts,
} as const;
