import type { Logger } from 'pino';
import { isRouteErrorResponse, type RouterContextProvider } from 'react-router';
import { createLogger } from '../logger';
import { servicesContext } from '../request-context';

let prerenderLogger: Logger | undefined;

/** The services' logger; prerendering at build time has no services, and gets a masking logger of its own. */
function loggerOf(context: Pick<RouterContextProvider, 'get'>): Logger {
  try {
    return context.get(servicesContext).logger;
  } catch {
    return (prerenderLogger ??= createLogger());
  }
}

/**
 * A page's loader, action or render failed: logged through the masking logger (never the console,
 * where a database error prints its query's parameters). A request the visitor aborted is no error,
 * and neither is an answer the visitor's request earned (a 404, an OPTIONS answered 405).
 */
export function logPageError(context: Pick<RouterContextProvider, 'get'>, error: unknown, request: Request) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  loggerOf(context).error(
    {
      err: error instanceof Error ? error : new Error(String(error)),
      method: request.method,
      path: new URL(request.url).pathname,
    },
    'Page request failed',
  );
}
