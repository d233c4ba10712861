/** A route's `headers`: an action's own (no-store, Retry-After) win over the loader's. */
export function actionOrLoaderHeaders({
  actionHeaders,
  loaderHeaders,
}: {
  actionHeaders: Headers;
  loaderHeaders: Headers;
}): Headers {
  return [...actionHeaders.keys()].length > 0 ? actionHeaders : loaderHeaders;
}
