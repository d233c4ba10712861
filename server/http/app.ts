import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { RouterContextProvider, createRequestHandler, type ServerBuild } from 'react-router';
import {
  browserContext,
  clientNetworkContext,
  clientRefContext,
  cspNonceContext,
  servicesContext,
} from '../request-context';
import type { Services } from '../services';
import { apiResources } from './api/resources';
import { createApi } from './api/index';
import { browserKeyMiddleware, type BrowserVariables } from './browser-key';
import { clientNetwork, clientRef } from './client-address';
import { createCookieConsent } from './cookie-consent';
import { createDevCoreBanking } from './dev-core-banking';
import { createDevOutbox } from './dev-outbox';
import { headerAccount } from './header-account';
import { siteNotice } from './site-notice';
import { createMediaPictures } from './media-pictures';
import { headerCustomerOf } from '../sign-in/header-customer';
import { sessionTokenOf } from '../sign-in/sessions';
import { originCheck } from './origin-check';
import { warnOnDirectRequest } from './proxy-warning';
import { consentPagesMount, createConsentPages } from './identity-consent/consent-pages';
import { securityHeaders, type SecurityVariables } from './security-headers';
import { clientBuildFiles, documentCache } from './page-delivery';
import { publicationWatch } from '../content/publications';
import { shownNotices } from '../content/site-notices';
import {
  labelRoute,
  metricsEndpoint,
  requestIds,
  requestMetrics,
  requestSpans,
  type PageRouteVariables,
} from './http-observation';
import { pageRouteId } from '../observability/page-route';

export interface HttpAppOptions {
  services: Services;
  /** The React Router server build, or a function that loads it (Vite in development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Where the client build lives; omitted in development, where Vite serves those files. */
  clientBuildDirectory?: string;
  /** Vite's dev server sits in front (hot reload needs eval and a websocket). */
  isDevServer?: boolean;
}

export function createHttpApp({ services, build, clientBuildDirectory, isDevServer = false }: HttpAppOptions) {
  const { config } = services;
  const app = new Hono<{ Variables: SecurityVariables & BrowserVariables & PageRouteVariables }>();
  const mode = config.isProduction ? 'production' : 'development';
  const currentBuild = typeof build !== 'function' ? () => Promise.resolve(build) : isDevServer ? build : once(build);
  const handleDocument =
    isDevServer || typeof build !== 'function' ? createRequestHandler(build, mode) : builtOnce(currentBuild, mode);

  app.use(requestIds({ trustProxy: config.TRUST_PROXY }));
  // Off, not even the no-op tracer is asked for a span per request.
  if (config.OTEL_EXPORTER_OTLP_ENDPOINT) app.use(requestSpans({ trustProxy: config.TRUST_PROXY }));
  app.use(requestMetrics(services.metrics));
  app.use(async (c, next) => {
    await next();
    // Kept-alive connections close as their answers go, so clients reconnect to another instance.
    if (services.isDraining()) c.res.headers.set('Connection', 'close');
  });
  if (config.TRUST_PROXY) app.use(warnOnDirectRequest(services.logger));
  app.use(compress());
  app.use(securityHeaders({ isProduction: config.isProduction, isDevServer }));
  app.use(originCheck({ allowedOrigins: [new URL(config.PUBLIC_URL).origin] }));
  app.use(browserKeyMiddleware({ isProduction: config.isProduction }));

  // Liveness: the process answers. A database outage must not get every instance restarted.
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
  // Readiness: migrations applied (they run before the server listens), jobs started, database reachable, not draining.
  app.get('/readyz', async (c) => {
    const ready = services.isReady() && (await services.database.ping());
    c.header('Cache-Control', 'no-store');
    return c.json({ status: ready ? 'ready' : 'unavailable' }, ready ? 200 : 503);
  });
  app.get(
    '/metrics',
    metricsEndpoint({ metrics: services.metrics, token: config.METRICS_TOKEN, isProduction: config.isProduction }),
  );
  app.route('/api/v1', createApi(services, apiResources));
  app.route('/', createCookieConsent({ publicUrl: config.PUBLIC_URL }));
  app.route('/', createMediaPictures(services));
  app.route('/dev', createDevOutbox(services));
  app.route('/dev', createDevCoreBanking(services));
  app.route(consentPagesMount(services), createConsentPages(services));
  // Outside every way a page is made (files, the document cache, a render), so that none of them holds a name or a notice.
  app.use(
    headerAccount({
      customerOf: (cookieHeader) =>
        headerCustomerOf({ services, token: sessionTokenOf(cookieHeader, config.isProduction) }),
    }),
  );
  app.use(siteNotice({ noticesAt: shownNotices(services) }));
  if (clientBuildDirectory)
    app.use(
      labelRoute(() => 'static'),
      clientBuildFiles({ root: clientBuildDirectory, isProduction: config.isProduction, publicUrl: config.PUBLIC_URL }),
    );

  app.use(
    labelRoute((c) =>
      currentBuild().then(
        (loaded) => pageRouteId(loaded, c.req.path),
        () => 'unmatched',
      ),
    ),
  );
  // Vite's dev server changes the code under a stored page. A publish of content shows on every
  // instance by the publication counts in the database (decision 092).
  if (!isDevServer)
    app.use(documentCache({ isProduction: config.isProduction, generationOf: publicationWatch(services) }));
  app.all('*', (c) => {
    const context = new RouterContextProvider(
      new Map<Parameters<RouterContextProvider['get']>[0], unknown>([
        [servicesContext, services],
        [cspNonceContext, c.get('cspNonce')],
        [clientRefContext, clientRef(c, services)],
        [clientNetworkContext, clientNetwork(c, services)],
        [browserContext, c.get('browser')],
      ]),
    );
    return handleDocument(c.req.raw, context);
  });
  return app;
}

type DocumentHandler = ReturnType<typeof createRequestHandler>;

/**
 * Handed a function, React Router derives its route tables again on every request, as hot reload
 * needs. A built server's build never changes: it is loaded once, at the first page rather than at
 * start-up, which does not wait on it.
 */
function builtOnce(loadBuild: () => Promise<ServerBuild>, mode: string): DocumentHandler {
  let handler: Promise<DocumentHandler> | undefined;
  return async (request, context) =>
    (await (handler ??= loadBuild().then((build) => createRequestHandler(build, mode))))(request, context);
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}
