import { createContext } from 'react-router';
import type { Services } from './services';

/** What the HTTP layer hands to React Router loaders and actions. */
export const servicesContext = createContext<Services>();
export const cspNonceContext = createContext<string>('');
