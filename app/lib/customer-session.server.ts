import { redirectDocument, type RouterContextProvider } from 'react-router';
import { browserContext, clientRefContext, servicesContext } from '@server/request-context';
import { endReasonOf, readSession, sessionTokenOf } from '@server/sign-in/sessions';

/** Where sign-in may send the customer back to: a page of their area or a loan page (with its figures), nothing else. */
export function safeAreaPath(raw: string | null | undefined): string {
  return raw && /^\/(?:account(?:\/[a-z-]{1,20})?|loan-step|loan-dashboard)(?:\?[\w.=&%-]{0,500})?$/.test(raw)
    ? raw
    : '/account';
}

/** The request's services, client and browser, as page actions pass them to use cases. */
export function requestParts(context: Readonly<RouterContextProvider>) {
  return {
    services: context.get(servicesContext),
    clientRef: context.get(clientRefContext),
    browserRef: context.get(browserContext).ref(),
  };
}

export function sessionTokenOfRequest(request: Request, context: Readonly<RouterContextProvider>) {
  return sessionTokenOf(request.headers.get('cookie'), context.get(servicesContext).config.isProduction);
}

/** The signed-in customer, or null. */
export async function currentCustomer(request: Request, context: Readonly<RouterContextProvider>) {
  const services = context.get(servicesContext);
  const token = sessionTokenOfRequest(request, context);
  const signedIn = await readSession({ services, token });
  return signedIn && token ? { ...signedIn, token, services } : null;
}

/**
 * The signed-in customer, or a redirect to /login that brings them back here afterwards and says
 * why they were signed out when it was for inactivity.
 */
export async function requireCustomer(request: Request, context: Readonly<RouterContextProvider>) {
  const signedIn = await currentCustomer(request, context);
  if (signedIn) return signedIn;
  const services = context.get(servicesContext);
  const reason = await endReasonOf({ services, token: sessionTokenOfRequest(request, context) });
  const url = new URL(request.url);
  const query = new URLSearchParams({ returnTo: safeAreaPath(url.pathname + url.search) });
  if (reason === 'idle') query.set('ended', 'idle');
  // A whole page load: the header still names the customer in a page the router drew (docs/decisions/059).
  throw redirectDocument(`/login?${query}`, { headers: { 'Cache-Control': 'no-store' } });
}
