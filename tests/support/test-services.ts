import { Writable } from 'node:stream';
import { loadConfig } from '../../server/config';
import { createHttpApp } from '../../server/http/app';
import { createLogger } from '../../server/logger';
import type { Services } from '../../server/services';
import { createServices } from '../../server/start-services';
import { createTestDatabase } from './test-database';

/** Log lines written during a test, to assert on what is (and is not) logged. */
export function captureLogs() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger({ level: 'debug', destination }) };
}

export async function createTestServices(env: Record<string, string> = {}): Promise<Services & { logs: string[] }> {
  const { lines, logger } = captureLogs();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent-test-data-dir', ...env });
  const services = await createServices({ config, logger, database: await createTestDatabase() });
  return Object.assign(services, { logs: lines });
}

/** The whole HTTP app in-process, without the React Router build (API tests do not render pages). */
export async function createTestApp(env: Record<string, string> = {}) {
  const services = await createTestServices(env);
  const app = createHttpApp({
    services,
    build: () => Promise.reject(new Error('API tests do not render pages')),
  });
  return { app, services };
}
