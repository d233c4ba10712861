import { createServer as createViteServer } from 'vite';
import type { ServerBuild } from 'react-router';
import { startServer } from './main';

/** Development: Vite serves the client modules with hot reload; Hono serves the rest. */
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });
const { server } = await startServer({
  build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
  isDevServer: true,
});
const viteFirst = server.listeners('request') as ((req: unknown, res: unknown) => void)[];
server.removeAllListeners('request');
server.on('request', (req, res) =>
  vite.middlewares(req, res, () => viteFirst.forEach((listener) => listener(req, res))),
);
