import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from 'react-router';
import { logPageError } from '@server/http/page-errors';
import { cspNonceContext } from '@server/request-context';
import { handlesAsk, PageHydratesContext } from './lib/route-handle';
import { NonceContext } from './nonce';
import { createMarkupStore, MarkupStoreContext, scriptsAfterFirstPaint, wholeBody } from './page-delivery/index.server';
import { PageStylesContext } from './page-styles';
import pageStyles from './styles/app.css?inline';

export const streamTimeout = 5_000;

/** The frame's markup, kept between pages (page-delivery/server-drawn.tsx); in development, edits to it show at once. */
const markupStore = createMarkupStore({ maxEntries: 1000, isKept: !import.meta.env.DEV });

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext) || undefined;

  const isHydrated = isHydratedPage(routerContext);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and prerendering get the whole document at once, and so does a page without React:
    // nothing in it would move a late part into place.
    const readyOption: keyof RenderToPipeableStreamOptions =
      !isHydrated || (userAgent && isbot(userAgent)) || routerContext.isSpaMode || !nonce
        ? 'onAllReady'
        : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const stopTimeout = () => {
      clearTimeout(timeoutId);
      timeoutId = undefined;
    };

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <PageStylesContext.Provider value={pageStyles}>
          <MarkupStoreContext.Provider value={markupStore}>
            <PageHydratesContext.Provider value={isHydrated}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </PageHydratesContext.Provider>
          </MarkupStoreContext.Provider>
        </PageStylesContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // A large Suspense boundary (a deferred part of a page, docs/decisions/036) stays in place in
        // the HTML instead of arriving later with a script that moves it there: pages work without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          const status = responseStatusCode;
          if (!isHydrated) {
            // Whole, not a stream: the document cache and the compression take it in one piece.
            pipe(
              wholeBody((body) => {
                stopTimeout();
                resolve(new Response(body, { headers: responseHeaders, status }));
              }),
            );
            return;
          }
          const body = new PassThrough({
            final(callback) {
              stopTimeout();
              callback();
            },
          });
          pipe(scriptsAfterFirstPaint()).pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logPageError(loadContext, error, request);
        },
      },
    );
  });
}

/** Whether a route of the page asks for React in the browser (docs/decisions/033): only then does it carry `<Scripts>`. */
function isHydratedPage({ staticHandlerContext, routeModules }: EntryContext): boolean {
  return handlesAsk(
    staticHandlerContext.matches.map(({ route }) => routeModules[route.id]?.handle),
    'hydrate',
  );
}

/** Unexpected loader, action and render errors go to the masking logger; aborted requests and 4xx answers are not errors. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  logPageError(context, error, request);
};
