import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False on the server and in the first browser render, true once JavaScript runs the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
