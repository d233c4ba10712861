import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from 'react-router';
import { cspNonceContext } from '@server/request-context';
import { scriptsAfterFirstPaint } from './lib/scripts-after-first-paint';
import { MarkupStoreContext } from './lib/markup-store';
import { createMarkupStore } from './lib/markup-store.server';
import type { RouteHandle } from './lib/route-handle';
import { NonceContext } from './nonce';
import { PageStylesContext } from './page-styles';
import pageStyles from './styles/app.css?inline';

export const streamTimeout = 5_000;

/** The frame's markup, kept between pages (server-drawn.tsx); in development, edits to it show at once. */
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

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and prerendering get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || !nonce ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <PageStylesContext.Provider value={pageStyles}>
          <MarkupStoreContext.Provider value={markupStore}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
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
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          if (isHydratedPage(routerContext)) pipe(scriptsAfterFirstPaint()).pipe(body);
          else pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/** Whether a route of the page asks for React in the browser (docs/decisions/033): only then does it carry `<Scripts>`. */
function isHydratedPage({ staticHandlerContext, routeModules }: EntryContext): boolean {
  return staticHandlerContext.matches.some(({ route }) => Boolean((routeModules[route.id]?.handle as RouteHandle | undefined)?.hydrate));
}

/** Logs unexpected loader and render errors in one line; aborted requests are not errors. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[render] ${request.method} ${new URL(request.url).pathname}: ${message}`);
};
