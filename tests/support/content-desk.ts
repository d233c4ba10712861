import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RouterContextProvider } from 'react-router';
import { createStaffMember, type StaffMember } from '../../server/back-office/staff-members';
import { seedContent } from '../../server/content/seed-content';
import { servicesContext } from '../../server/request-context';
import type { Services } from '../../server/services';
import { createTestApp } from './test-services';

/** A content test file's bank: its own data folder, the seed content loaded, and two content editors. */
export interface ContentDesk {
  services: Services;
  /** The editor who makes changes. */
  maker: StaffMember;
  /** The second editor, who approves them. */
  checker: StaffMember;
  close(): Promise<void>;
}

export async function openContentDesk(name: string): Promise<ContentDesk> {
  const dataDir = mkdtempSync(join(tmpdir(), `content-${name}-`));
  const { services } = await createTestApp({ DATA_DIR: dataDir });
  const editor = async (email: string) =>
    (await createStaffMember({ services, email, name: email.split('@')[0], roles: ['content_editor'] })).member;
  const maker = await editor(`maker.${name}@bank.test`);
  const checker = await editor(`checker.${name}@bank.test`);
  await seedContent(services);
  return {
    services,
    maker,
    checker,
    async close() {
      await services.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A public page's loader arguments as React Router passes them, on `services`. */
export function routeArgs(services: Services, path: string, params: Record<string, string> = {}) {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  const url = new URL(`http://localhost${path}`);
  return { request: new Request(url), url, params, context } as never;
}

/** The status a loader ends with: 200, that of the answer it returned with one (a 410), or of the answer it threw (a 404). */
export const loaderStatus = (loaded: Promise<unknown>) =>
  loaded.then(
    (answer) => (answer as { init?: { status?: number } } | null)?.init?.status ?? 200,
    (thrown: { init?: { status?: number } }) => thrown.init?.status,
  );
