// What app/entry.server.tsx imports of page delivery (README.md beside it): server-only, since
// React Router refuses a `.server` module in anything the browser loads.
export { MarkupStoreContext } from './markup-store';
export { createMarkupStore } from './markup-store.server';
export { scriptsAfterFirstPaint } from './scripts-after-first-paint';
export { wholeBody } from './whole-body.server';
