import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { serve } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { loadConfig } from './config';
import { createHttpApp } from './http/app';
import { createLogger } from './logger';
import { startTracing } from './observability/tracing';
import { createServices } from './start-services';
import { refuseSampleContentInProduction } from './content/seed-content';

export async function startServer({
  build,
  clientBuildDirectory,
  isDevServer = false,
}: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  clientBuildDirectory?: string;
  isDevServer?: boolean;
}) {
  const config = loadConfig();
  // Pages rendered per request read the site's address here (app/lib/site-url.ts): React Router's
  // meta and loaders do not see the services.
  process.env.PUBLIC_URL = config.PUBLIC_URL;
  const logger = createLogger({ level: config.LOG_LEVEL });
  const tracing = await startTracing(config);
  const services = await createServices({ config, logger });
  // Here, not in createServices: staff:add and keys:rotate must still run, to replace the sample content.
  await refuseSampleContentInProduction(services).catch(async (error: unknown) => {
    await services.close();
    throw error;
  });
  const app = createHttpApp({ services, build, clientBuildDirectory, isDevServer });

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info: AddressInfo) => {
    logger.info(
      { address: info.address, port: info.port, database: services.database.kind },
      `listening on http://${config.HOST}:${info.port}`,
    );
  });

  let closing: Promise<void> | undefined;
  /**
   * Draining (docs/operations.md): /readyz turns 503 and the jobs stop taking work; the server still
   * takes requests for SHUTDOWN_DELAY_SECONDS, then stops listening and gives in-flight requests
   * SHUTDOWN_GRACE_SECONDS before their connections are cut.
   */
  function shutdown(signal: string) {
    closing ??= (async () => {
      logger.info({ signal }, 'shutting down: draining');
      await services.drain();
      await sleep(config.SHUTDOWN_DELAY_SECONDS * 1000);
      logger.info('finishing in-flight requests');
      const forceClose = setTimeout(
        () => 'closeAllConnections' in server && server.closeAllConnections(),
        config.SHUTDOWN_GRACE_SECONDS * 1000,
      );
      forceClose.unref();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      });
      await services.close();
      await tracing?.shutdown();
      logger.info('stopped');
    })();
    return closing;
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void shutdown(signal).then(() => process.exit(0)));
  }
  return { server, services, shutdown };
}
