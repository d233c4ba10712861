/**
 * The server build's entry. React Router's build stays a chunk of its own (imported lazily), which
 * is what its prerendering looks for; importing this file starts nothing.
 */
import type { ServerBuild } from 'react-router';
import { loadConfig } from './config';
import { createLogger } from './logger';
import { startServer as start } from './main';
import { rotateEncryptionKeys } from './security/key-rotation';
import { createServices } from './start-services';
import { addStaffMember } from './back-office/add-staff-member';

const loadBuild = () => import('virtual:react-router/server-build') as Promise<ServerBuild>;

export function startServer({ clientBuildDirectory }: { clientBuildDirectory: string }) {
  return start({ build: loadBuild, clientBuildDirectory });
}

/** `npm run keys:rotate`: seals every value and document again under the newest ENCRYPTION_KEY. */
export async function rotateKeys() {
  const config = loadConfig();
  const services = await createServices({ config, logger: createLogger({ level: 'warn' }) });
  try {
    return await rotateEncryptionKeys({
      services,
      // eslint-disable-next-line no-console -- npm run keys:rotate reports its progress on the operator's terminal
      onProgress: (name, count) => console.log(`${name}: ${count} sealed again`),
    });
  } finally {
    await services.close();
  }
}

/** `npm run staff:add`: a staff member with their roles, and the single-use link (24 hours) that sets their password and second factor. */
export async function addStaff({ email, roles, name }: { email: string; roles: string[]; name?: string }) {
  const config = loadConfig();
  const services = await createServices({ config, logger: createLogger({ level: 'warn' }) });
  try {
    return await addStaffMember({ services, email, roles, name });
  } finally {
    await services.close();
  }
}
