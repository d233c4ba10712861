import { context, propagation, SpanKind, SpanStatusCode, type TextMapGetter } from '@opentelemetry/api';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { apiErrorBody } from './api/api-error';
import type { Metrics } from '../observability/metrics';
import { currentRequestId, requestIdFrom, runWithRequestId } from '../observability/request-id';
import { tracer } from '../observability/tracing';

export interface PageRouteVariables {
  /** The metrics' route label of what the Hono routes leave to middleware: 'static', or the page's React Router route id. */
  pageRoute: string;
}

/** Gives the request its id (the proxy's, when trusted and sane), answers it in X-Request-Id and makes it current for the logs and outside calls beneath. */
export function requestIds({ trustProxy }: { trustProxy: boolean }): MiddlewareHandler {
  return (c, next) => {
    const requestId = requestIdFrom(c.req.header('x-request-id'), { isFromTrustedProxy: trustProxy });
    return runWithRequestId(requestId, async () => {
      await next();
      c.res.headers.set('X-Request-Id', requestId);
    });
  };
}

const headerGetter: TextMapGetter<Headers> = {
  get: (headers, key) => headers.get(key) ?? undefined,
  keys: (headers) => [...headers.keys()],
};
// Probes and scrapes every few seconds would bury the requests in traces.
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * One server span per request, named by method and route pattern once the route is known. Under the
 * request id's middleware, so that the span carries that id. A traceparent is taken from a trusted
 * proxy only, as X-Request-Id is: from anyone else it could choose the trace or switch sampling off.
 */
export function requestSpans({
  trustProxy,
}: {
  trustProxy: boolean;
}): MiddlewareHandler<{ Variables: PageRouteVariables }> {
  return (c, next) => {
    if (UNTRACED_PATHS.has(c.req.path)) return next();
    const parent = trustProxy
      ? propagation.extract(context.active(), c.req.raw.headers, headerGetter)
      : context.active();
    return tracer.startActiveSpan(c.req.method, { kind: SpanKind.SERVER }, parent, async (span) => {
      try {
        await next();
      } finally {
        if (span.isRecording()) {
          const route = routeLabel(c);
          span.updateName(`${c.req.method} ${route}`);
          span.setAttributes({
            'http.request.method': c.req.method,
            'http.route': route,
            'http.response.status_code': c.res.status,
            'request.id': currentRequestId(),
          });
          if (c.res.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        }
        span.end();
      }
    });
  };
}

/** Times every request under its route pattern: a Hono route path or a React Router route id. */
export function requestMetrics(metrics: Metrics): MiddlewareHandler<{ Variables: PageRouteVariables }> {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      metrics.httpRequests.observe(
        { method: c.req.method, route: routeLabel(c), status: String(c.res.status) },
        (performance.now() - started) / 1000,
      );
    }
  };
}

/** Names what the middleware after it serves, for the metrics; a later label overrides it. */
export function labelRoute(
  label: (c: Context) => string | Promise<string>,
): MiddlewareHandler<{ Variables: PageRouteVariables }> {
  return async (c, next) => {
    c.set('pageRoute', await label(c));
    await next();
  };
}

// A wildcard with no label is a middleware that answered itself (a refused origin, a body too large).
function routeLabel(c: Context<{ Variables: PageRouteVariables }>) {
  const pattern = routePath(c);
  return c.get('pageRoute') ?? (pattern.includes('*') ? 'unrouted' : pattern);
}

/**
 * Prometheus's text format. With METRICS_TOKEN set it asks for that bearer token; without it the
 * endpoint is off in production and open elsewhere (a laptop, the tests).
 */
export function metricsEndpoint({
  metrics,
  token,
  isProduction,
}: {
  metrics: Metrics;
  token?: string;
  isProduction: boolean;
}): MiddlewareHandler {
  return async (c) => {
    if (!token && isProduction) return c.notFound();
    c.header('Cache-Control', 'no-store');
    if (token && !isBearer(c.req.header('authorization'), token)) {
      return c.json(apiErrorBody({ name: 'Unauthorized', message: 'A valid bearer token is required.' }), 401, {
        'WWW-Authenticate': 'Bearer',
      });
    }
    return c.body(await metrics.registry.metrics(), 200, { 'Content-Type': metrics.registry.contentType });
  };
}

function isBearer(header: string | undefined, token: string) {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  // Compared as hashes: equal lengths for timingSafeEqual, and no length leaked by an early return.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}
