import type { MortgageCalculatorFields } from '@domain/mortgage-form';
import { teaserEstimate } from '~/components/home/teaser-estimate';

/**
 * The home page's calculator teaser: the line under the form follows the price and the years as they
 * are typed, from what was typed before this code arrived on.
 */
export function enhanceCalculatorTeaser(form: HTMLFormElement) {
  const line = form.parentElement?.querySelector('[data-teaser-estimate]');
  if (!line) return;
  const follow = () => {
    const typed = Object.fromEntries(new FormData(form)) as unknown as MortgageCalculatorFields;
    line.textContent = teaserEstimate(typed);
  };
  form.addEventListener('input', follow);
  follow();
}
