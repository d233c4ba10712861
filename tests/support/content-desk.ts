import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RouterContextProvider } from 'react-router';
import sharp from 'sharp';
import { createStaffMember, type StaffMember } from '../../server/back-office/staff-members';
import {
  approveContentChange,
  readContentItem,
  saveContentDraft,
  submitContentChange,
} from '../../server/content/content-work';
import { uploadPicture } from '../../server/content/pictures/picture-work';
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
  /** The maker saves `input` as the item's draft and submits it: the version now waiting for the checker. */
  submit(itemId: string, input: unknown): Promise<ContentVersion>;
  /** The checker approves the version: published, or scheduled when it names a later time than `now`. */
  approve(versionId: string, now?: Date): Promise<void>;
  /** `submit`, then `approve`: the version. */
  publish(itemId: string, input: unknown, now?: Date): Promise<ContentVersion>;
  /** The maker uploads a JPEG of one colour to the picture library: its id. */
  uploadPicture(alt: string, background: string): Promise<string>;
  close(): Promise<void>;
}

type ContentVersion = NonNullable<Awaited<ReturnType<typeof readContentItem>>>['versions'][number];

/** A staff member with these roles, named after their e-mail address. */
export const staffMember = async (services: Services, email: string, roles: StaffMember['roles']) =>
  (await createStaffMember({ services, email, name: email.split('@')[0], roles })).member;

export async function openContentDesk(name: string): Promise<ContentDesk> {
  const dataDir = mkdtempSync(join(tmpdir(), `content-${name}-`));
  const { services } = await createTestApp({ DATA_DIR: dataDir });
  const maker = await staffMember(services, `maker.${name}@bank.test`, ['content_editor']);
  const checker = await staffMember(services, `checker.${name}@bank.test`, ['content_editor']);
  await seedContent(services);
  const desk: ContentDesk = {
    services,
    maker,
    checker,
    async submit(itemId, input) {
      await saveContentDraft({ services, member: maker, itemId, input });
      const draft = (await readContentItem(services, itemId))!.versions.find((version) => version.state === 'draft')!;
      await submitContentChange({ services, member: maker, input: { versionId: draft.id } });
      return draft;
    },
    async approve(versionId, now) {
      await approveContentChange({ services, member: checker, input: { versionId }, now });
    },
    async publish(itemId, input, now) {
      const change = await desk.submit(itemId, input);
      await desk.approve(change.id, now);
      return change;
    },
    async uploadPicture(alt, background) {
      const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background } })
        .jpeg()
        .toBuffer();
      const { picture } = await uploadPicture({
        services,
        member: maker,
        input: { alt },
        file: new File([new Uint8Array(jpeg)], 'picture.jpg', { type: 'image/jpeg' }),
      });
      return picture.id;
    },
    async close() {
      await services.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return desk;
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
