import { createContext, type RouterContext } from 'react-router';
import type { Services } from './services';

interface RequestContexts {
  services: RouterContext<Services>;
  cspNonce: RouterContext<string>;
}

// In development the server (run by tsx) and the app (loaded by Vite) each load this module once;
// context keys are compared by identity, so both must get the same objects.
const shared = globalThis as typeof globalThis & { __bankRequestContexts?: RequestContexts };
shared.__bankRequestContexts ??= { services: createContext<Services>(), cspNonce: createContext<string>('') };

/** What the HTTP layer hands to React Router loaders and actions. */
export const servicesContext = shared.__bankRequestContexts.services;
export const cspNonceContext = shared.__bankRequestContexts.cspNonce;
