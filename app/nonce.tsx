import { createContext, useContext } from 'react';

/** The CSP nonce of this response (empty when prerendering, where scripts are allowed by hash). */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
