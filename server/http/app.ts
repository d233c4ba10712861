import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { RouterContextProvider, createRequestHandler, type ServerBuild } from 'react-router';
import { browserContext, clientNetworkContext, clientRefContext, cspNonceContext, servicesContext } from '../request-context';
import type { Services } from '../services';
import { apiResources } from './api/resources';
import { createApi } from './api/index';
import { browserKeyMiddleware, type BrowserVariables } from './browser-key';
import { clientNetwork, clientRef } from './client-address';
import { createCookieConsent } from './cookie-consent';
import { createDevCoreBanking } from './dev-core-banking';
import { createDevOutbox } from './dev-outbox';
import { documentCache } from './document-cache';
import { headerAccount } from './header-account';
import { headerCustomerOf } from '../sign-in/header-customer';
import { sessionTokenOf } from '../sign-in/sessions';
import { originCheck } from './origin-check';
import { warnOnDirectRequest } from './proxy-warning';
import { consentPagesMount, createConsentPages } from './identity-consent/consent-pages';
import { securityHeaders, type SecurityVariables } from './security-headers';
import { clientBuildFiles } from './static-files';

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
  const app = new Hono<{ Variables: SecurityVariables & BrowserVariables }>();
  const mode = config.isProduction ? 'production' : 'development';
  const handleDocument = isDevServer || typeof build !== 'function' ? createRequestHandler(build, mode) : builtOnce(build, mode);

  if (config.TRUST_PROXY) app.use(warnOnDirectRequest(services.logger));
  app.use(compress());
  app.use(securityHeaders({ isProduction: config.isProduction, isDevServer }));
  app.use(originCheck({ allowedOrigins: [new URL(config.PUBLIC_URL).origin] }));
  app.use(browserKeyMiddleware({ isProduction: config.isProduction }));

  app.get('/healthz', async (c) => {
    const healthy = services.isReady() && (await services.database.ping());
    c.header('Cache-Control', 'no-store');
    return c.json({ status: healthy ? 'ok' : 'unavailable' }, healthy ? 200 : 503);
  });
  app.route('/api/v1', createApi(services, apiResources));
  app.route('/', createCookieConsent({ publicUrl: config.PUBLIC_URL }));
  app.route('/dev', createDevOutbox(services));
  app.route('/dev', createDevCoreBanking(services));
  app.route(consentPagesMount(services), createConsentPages(services));
  // Outside every way a page is made (files, the document cache, a render), so that none of them holds a name.
  app.use(headerAccount({ customerOf: (cookieHeader) => headerCustomerOf({ services, token: sessionTokenOf(cookieHeader, config.isProduction) }) }));
  if (clientBuildDirectory) app.use(clientBuildFiles({ root: clientBuildDirectory, isProduction: config.isProduction, publicUrl: config.PUBLIC_URL }));

  // Vite's dev server changes the code under a stored page.
  if (!isDevServer) app.use(documentCache());
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
  return async (request, context) => (await (handler ??= loadBuild().then((build) => createRequestHandler(build, mode))))(request, context);
}
