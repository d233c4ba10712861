import type { MortgageCalculatorFields } from '@domain/mortgage-form';
import { teaserEstimate } from '~/components/home/teaser-estimate';

/** The home page's calculator teaser: the line under the form follows the price and the years as they are typed. */
export function enhanceCalculatorTeaser() {
  const form = document.querySelector<HTMLFormElement>('[data-calculator-teaser]');
  const line = form?.parentElement?.querySelector('[data-teaser-estimate]');
  if (!form || !line) return;
  form.addEventListener('input', () => {
    const typed = Object.fromEntries(new FormData(form)) as unknown as MortgageCalculatorFields;
    line.textContent = teaserEstimate(typed);
  });
}
