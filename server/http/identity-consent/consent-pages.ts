import { Hono, type Context } from 'hono';
import { html, raw } from 'hono/html';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BvnPhoneHelp } from '@shared/server-drawn/bvn-phone-help';
import { RESEND_AFTER_SECONDS } from '../../accounts/wizard/pending-signup';
import { OTP_LENGTH } from '../../../domain/constants';
import { bvnConsentTexts } from '../../../domain/messages/bvn-consent';
import { bank } from '../../../domain/bank';
import { approveBvnConsent, declineBvnConsent } from '../../identity/answer-bvn-consent';
import type { ConsentView } from '../../identity/consent-views';
import { resendConsentCode } from '../../identity/send-consent-code';
import { consentPagesPath } from '../../identity/start-bvn-consent';
import { viewBvnConsent } from '../../identity/view-bvn-consent';
import { withDatabaseErrors } from '../../accounts/database-errors';
import { isSandboxRefused } from '../../adapters/identity';
import { AppError } from '../../errors/app-error';
import { headersOf, statusOf } from '../api/api-error';
import type { Services } from '../../services';
import { clientRef } from '../client-address';
import { UnreadableRequestError, readFormBody } from '../request-body';

const texts = bvnConsentTexts;

const STYLE = `
  *{box-sizing:border-box} body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#14201a;background:#f6f8f7}
  header{background:#0b5d3b;color:#fff;padding:.75rem 1rem} header p{margin:0;font-weight:600}
  main{max-width:32rem;margin:1.5rem auto;padding:1.25rem;background:#fff;border:1px solid #d6ddd9;border-radius:12px}
  h1{font-size:1.5rem;line-height:1.25;margin:0 0 .75rem} .sandbox{background:#fff4d6;border:1px solid #8a6100;color:#5c4100;border-radius:6px;padding:.5rem .75rem;font-size:.9rem}
  label{display:block;font-weight:600;margin:1rem 0 .25rem} .hint{color:#4a5a52;margin:0 0 .5rem;font-size:.9rem}
  input{font:inherit;font-size:1.5rem;letter-spacing:.3em;width:100%;min-height:48px;padding:.5rem .75rem;border:2px solid #4a5a52;border-radius:6px}
  input[aria-invalid=true]{border-color:#b42318} .error{color:#b42318;font-weight:600} .notice{color:#0b5d3b}
  .actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.25rem}
  button,.button{font:inherit;font-weight:600;min-height:48px;min-width:44px;padding:.625rem 1.25rem;border-radius:6px;border:2px solid #0b5d3b;cursor:pointer;text-decoration:none;display:inline-flex;align-items:center}
  .primary{background:#0b5d3b;color:#fff} .secondary{background:#fff;color:#0b5d3b} .link{background:none;border:none;color:#0b5d3b;text-decoration:underline;padding:.625rem 0}
  :focus-visible{outline:3px solid #c98a00;outline-offset:2px}
  .bvn-phone-help{margin-top:1.5rem;padding:1rem;border:1px solid #d6ddd9;border-radius:12px;background:#f6f8f7}
  .bvn-phone-help h2{font-size:1.125rem;margin:0 0 .5rem} .bvn-phone-help fieldset{border:0;padding:0;margin:0}
  .bvn-phone-help legend{font-weight:600;padding:0;margin-bottom:.25rem} .bvn-phone-help .way{display:flex;gap:.75rem;align-items:flex-start;margin:.75rem 0}
  .bvn-phone-help .way>span{display:flex;flex-direction:column} .bvn-phone-help label{margin:0}
  .bvn-phone-help input[type=radio]{width:1.25rem;height:1.25rem;min-height:0;padding:0;margin:.2rem 0 0;flex-shrink:0;accent-color:#0b5d3b}
`;

function page({ isSandbox, body }: { isSandbox: boolean; body: ReturnType<typeof html> }) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <title>${texts.title} | ${bank.shortName}</title>
        <style>
          ${STYLE}
        </style>
      </head>
      <body>
        <header><p>${bank.name}</p></header>
        <main>
          <h1>${texts.title}</h1>
          ${isSandbox ? html`<p class="sandbox">${texts.sandboxNotice}</p>` : ''} ${body}
        </main>
      </body>
    </html>`;
}

/** Under the code form, once the resend countdown has ended: what to do when no code comes (issue 27). */
function phoneHelp(sessionToken: string) {
  return raw(
    renderToStaticMarkup(createElement(BvnPhoneHelp, { sessionToken, revealAfterSeconds: RESEND_AFTER_SECONDS })),
  );
}

function renderView(view: Exclude<ConsentView, { kind: 'redirect' }>, sessionToken: string) {
  if (view.kind === 'ended') {
    return html`<p>${texts.ended}</p>
      <p><a class="button secondary" href="${view.backTo ?? '/'}">${texts.backToApplication}</a></p>`;
  }
  if (view.kind === 'unavailable') {
    return html`<p role="alert">${texts.unavailable}</p>
      <div class="actions">
        <a class="button primary" href="">${texts.tryAgain}</a
        ><a class="button secondary" href="${view.backTo}">${texts.backToApplication}</a>
      </div>`;
  }
  const describedBy = ['code-hint', ...(view.error ? ['code-error'] : [])].join(' ');
  return html`<p>${texts.intro}</p>
    <p>${texts.codeSent}</p>
    ${view.notice ? html`<p class="notice" role="status">${view.notice}</p>` : ''}
    <form method="post">
      <label for="code">${texts.codeLabel}</label>
      <p class="hint" id="code-hint">${texts.codeHint}</p>
      ${view.error ? html`<p class="error" id="code-error" role="alert">${view.error}</p>` : ''}
      <input
        id="code"
        name="code"
        inputmode="numeric"
        autocomplete="one-time-code"
        pattern="[0-9]{${OTP_LENGTH}}"
        maxlength="${OTP_LENGTH}"
        required
        aria-describedby="${describedBy}"
        ${view.error ? html` aria-invalid="true" autofocus` : ''}
      />
      <div class="actions">
        <button class="primary" type="submit" name="action" value="approve">${texts.approve}</button>
        <button class="secondary" type="submit" name="action" value="decline" formnovalidate>${texts.decline}</button>
      </div>
      <p><button class="link" type="submit" name="action" value="resend" formnovalidate>${texts.resend}</button></p>
    </form>
    ${phoneHelp(sessionToken)}`;
}

/**
 * The consent pages of the identity step: with the sandbox provider, the sandbox's own consent
 * service (never in production); with a look-up provider such as Dojah, the product's consent step.
 * Plain HTML forms, no script: they work wherever the browser does.
 */
export function createConsentPages(services: Services): Hono {
  const isSandbox = services.identity.name === 'sandbox';
  const routes = new Hono();
  routes.use(async (c, next) => {
    if (isSandboxRefused(services)) return c.notFound();
    await next();
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
  });

  const answer = async (c: Context, work: () => Promise<ConsentView>) => {
    let view: ConsentView;
    try {
      view = await withDatabaseErrors(work);
    } catch (error) {
      // Too many tries, or the SMS could not be sent: the page says so, and nothing is lost.
      if (!(error instanceof AppError)) throw error;
      const status = statusOf(error);
      if (status !== 429 && status !== 503) throw error;
      for (const [name, value] of Object.entries(headersOf(error))) c.header(name, value);
      return c.html(page({ isSandbox, body: html`<p role="alert">${error.message}</p>` }), status);
    }
    if (view.kind === 'redirect') return c.redirect(view.location, 303);
    return c.html(
      page({ isSandbox, body: renderView(view, c.req.param('token') ?? '') }),
      view.kind === 'code' && view.error ? 422 : 200,
    );
  };

  routes.onError((error, c) => {
    if (!(error instanceof UnreadableRequestError)) throw error;
    return c.html(page({ isSandbox, body: html`<p role="alert">${error.message}</p>` }), statusOf(error));
  });

  routes.get('/consent/:token', (c) =>
    answer(c, () =>
      viewBvnConsent({ services, sessionToken: c.req.param('token'), clientRef: clientRef(c, services) }),
    ),
  );

  routes.post('/consent/:token', async (c) => {
    const form = Object.fromEntries(await readFormBody(c.req.raw));
    const sessionToken = c.req.param('token');
    const ref = clientRef(c, services);
    if (form.action === 'decline') return answer(c, () => declineBvnConsent({ services, sessionToken }));
    if (form.action === 'resend') return answer(c, () => resendConsentCode({ services, sessionToken, clientRef: ref }));
    return answer(c, () =>
      approveBvnConsent({ services, sessionToken, code: String(form.code ?? ''), clientRef: ref }),
    );
  });
  return routes;
}

/** Where the consent pages are mounted: the part of consentPagesPath before '/consent'. */
export function consentPagesMount(services: Services) {
  return consentPagesPath(services).replace(/\/consent$/, '');
}
