import { useSyncExternalStore } from 'react';

export interface Store<State, Action> {
  getState(): State;
  dispatch(action: Action): void;
  subscribe(listener: () => void): () => void;
}

/**
 * A minimal reducer store shared by the account screens. Dispatches happen only in the browser
 * (effects and event handlers), so the server always renders from the initial state and requests
 * never see each other's data.
 */
export function createStore<State, Action>(
  reducer: (state: State, action: Action) => State,
  initialState: State,
): Store<State, Action> & { initialState: State } {
  let state = initialState;
  const listeners = new Set<() => void>();
  return {
    initialState,
    getState: () => state,
    dispatch(action) {
      const next = reducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStoreState<State, Action>(store: Store<State, Action> & { initialState: State }): State {
  return useSyncExternalStore(store.subscribe, store.getState, () => store.initialState);
}
