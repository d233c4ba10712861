import { postSubscription, SUBSCRIBE_ALERT_MS } from '~/components/layout/subscribe';
import { closestTo } from './disclosure';
import { showErrorNotice } from './notice';

const FORM = '[data-subscribe-form]';
const hideTimers = new WeakMap<HTMLElement, number>();

/** Shows one of the form's alerts ('success' or 'failure') for 7 seconds, or hides both. */
function showAlert(form: HTMLFormElement, result: 'success' | 'failure' | null) {
  for (const alert of form.querySelectorAll<HTMLElement>('[data-alert]')) {
    const isShown = alert.dataset.alert === result;
    alert.hidden = !isShown;
    window.clearTimeout(hideTimers.get(alert));
    if (isShown)
      hideTimers.set(
        alert,
        window.setTimeout(() => (alert.hidden = true), SUBSCRIBE_ALERT_MS),
      );
  }
}

async function subscribe(form: HTMLFormElement) {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const idleLabel = button?.textContent ?? '';
  if (button) {
    button.disabled = true;
    button.textContent = button.dataset.sendingLabel ?? idleLabel;
  }
  showAlert(form, null);
  const outcome = await postSubscription(String(new FormData(form).get('email') ?? '').trim());
  if (button) {
    button.disabled = false;
    button.textContent = idleLabel;
  }
  showAlert(form, outcome.isSuccess ? 'success' : 'failure');
  if (outcome.isSuccess) form.reset();
  if (outcome.notice) showErrorNotice(outcome.notice);
}

/**
 * The footer's 'News Letter' form (specification 2.2, 4, 8). Without scripts it posts to the API,
 * which sends the visitor back with ?subscribe=success|failed and the page shows the alert; here it
 * sends JSON and shows the same alerts, each for 7 seconds, and a ValidationError's tail as a notice.
 */
export function enhanceSubscribeForm() {
  for (const form of document.querySelectorAll<HTMLFormElement>(FORM)) {
    const shown = form.querySelector<HTMLElement>('[data-alert]:not([hidden])');
    if (shown) showAlert(form, shown.dataset.alert as 'success' | 'failure');
  }
  document.addEventListener('submit', (event) => {
    const form = closestTo<HTMLFormElement>(event.target, FORM);
    if (!form) return;
    event.preventDefault();
    void subscribe(form);
  });
  document.addEventListener('click', (event) => {
    const alert = closestTo(event.target, '[data-dismiss-alert]')?.closest<HTMLElement>('[data-alert]');
    if (alert) alert.hidden = true;
  });
}
