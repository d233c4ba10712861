// What routes, components and the root import of page delivery (README.md beside it). Safe in the
// browser's bundle; the server entry's half is index.server.ts.
export { AFTER_FIRST_PAINT, moduleAfterFirstPaint } from './after-first-paint';
export { deferredPart } from './deferred-part';
export { contentPageHeaders, publicPageHeaders } from './public-page';
export { SAME_ON_EVERY_PAGE, ServerDrawn } from './server-drawn';
