import { createContext, type RouterContext } from 'react-router';
import type { Browser } from './http/browser-key';
import type { Services } from './services';

interface RequestContexts {
  services: RouterContext<Services>;
  cspNonce: RouterContext<string>;
  clientRef: RouterContext<string>;
  clientNetwork: RouterContext<string | null>;
  browser: RouterContext<Browser>;
}

// In development the server (run by tsx) and the app (loaded by Vite) each load this module once;
// context keys are compared by identity, so both must get the same objects.
const shared = globalThis as typeof globalThis & { __bankRequestContexts?: RequestContexts };
shared.__bankRequestContexts ??= {
  services: createContext<Services>(),
  cspNonce: createContext<string>(''),
  clientRef: createContext<string>('unknown'),
  clientNetwork: createContext<string | null>(null),
  browser: createContext<Browser>(),
};

/** What the HTTP layer hands to React Router loaders and actions. */
export const servicesContext = shared.__bankRequestContexts.services;
export const cspNonceContext = shared.__bankRequestContexts.cspNonce;
/** Keyed hash of the client's address (server/http/client-address.ts), for rate limits in actions. */
export const clientRefContext = shared.__bankRequestContexts.clientRef;
/** The client's network, never its address (server/http/client-address.ts), for the list of sessions. */
export const clientNetworkContext = shared.__bankRequestContexts.clientNetwork;
/** This browser (server/http/browser-key.ts): what applicant grants and BVN proofs are bound to. */
export const browserContext = shared.__bankRequestContexts.browser;
