/**
 * The server build's entry. React Router's build stays a chunk of its own (imported lazily), which
 * is what its prerendering looks for; importing this file starts nothing.
 */
import type { ServerBuild } from 'react-router';
import { startServer as start } from './main';

const loadBuild = () => import('virtual:react-router/server-build') as Promise<ServerBuild>;

export function startServer({ clientBuildDirectory }: { clientBuildDirectory: string }) {
  return start({ build: loadBuild, clientBuildDirectory });
}
