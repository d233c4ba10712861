// What the HTTP server mounts of page delivery (README.md beside it): prerendered files of the
// build, and the pages React Router renders per request kept in memory.
export { documentCache } from './document-cache';
export { clientBuildFiles } from './static-files';
