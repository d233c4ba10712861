import { createContext, type ReactElement } from 'react';

/**
 * Gives the static HTML of a part of the page whose markup depends on `key` alone, rendering it the
 * first time and keeping it for the next pages (markup-store.server.ts). `idPrefix` keeps the part's
 * `useId` values apart from the rest of the page's.
 */
export type MarkupStore = (part: { key: string; idPrefix: string; element: ReactElement }) => string;

/** Given by the server entry; absent in the browser. */
export const MarkupStoreContext = createContext<MarkupStore | undefined>(undefined);
