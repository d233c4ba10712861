import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditTrail } from '../../server/back-office/audit/audit-trail';
import type { StaffMember } from '../../server/back-office/staff-members';
import { listPictures, readPictures, uploadPicture } from '../../server/content/pictures/picture-work';
import { AppErrorCode } from '../../server/errors/app-error';
import type { Services } from '../../server/services';
import { pictureUrl } from '../../domain/content/pictures';
import { pictureTexts } from '../../domain/messages/back-office/pictures';
import { staffMember } from '../support/content-desk';
import { createTestApp } from '../support/test-services';

// Issue 31 point 1: pictures uploaded by content editors, checked, cut into sizes and served for good.
const dataDir = mkdtempSync(join(tmpdir(), 'content-pictures-'));
let context: Awaited<ReturnType<typeof createTestApp>>;
let services: Services;
let editor: StaffMember;
let others: StaffMember[];

const staff = (email: string, roles: StaffMember['roles']) => staffMember(services, email, roles);
const asFile = (bytes: Uint8Array, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });
const housePhoto = () =>
  sharp({ create: { width: 1000, height: 750, channels: 3, background: '#c47f3a' } })
    .jpeg()
    .toBuffer();
const get = (path: string) => context.app.request(`http://localhost${path}`);

beforeAll(async () => {
  context = await createTestApp({ DATA_DIR: dataDir });
  services = context.services;
  editor = await staff('ife.content@bank.test', ['content_editor']);
  others = [
    await staff('tola.service@bank.test', ['customer_service']),
    await staff('ngozi.compliance@bank.test', ['compliance']),
    await staff('femi.mortgage@bank.test', ['mortgage_officer']),
    await staff('ada.admin@bank.test', ['admin']),
  ];
});
afterAll(async () => {
  await services.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('uploading a picture', () => {
  it('is refused to every role but content editor', async () => {
    const file = asFile(await housePhoto(), 'house.jpg', 'image/jpeg');
    for (const member of others)
      await expect(
        uploadPicture({ services, member, input: { alt: 'A bungalow in Lekki' }, file }),
      ).rejects.toMatchObject({ code: AppErrorCode.Forbidden });
    expect(await listPictures(services)).toEqual([]);
  });

  it('needs alt text and a picture file, checked by its bytes, not its name or type', async () => {
    const photo = asFile(await housePhoto(), 'house.jpg', 'image/jpeg');
    const refusal = (input: unknown, file: File | null) => uploadPicture({ services, member: editor, input, file });
    await expect(refusal({ alt: '  ' }, photo)).rejects.toMatchObject({
      code: AppErrorCode.ValidationError,
      fields: { alt: pictureTexts.errors.alt },
    });
    await expect(refusal({}, photo)).rejects.toMatchObject({ fields: { alt: pictureTexts.errors.alt } });
    await expect(refusal({ alt: 'A bungalow in Lekki' }, null)).rejects.toMatchObject({
      fields: { file: pictureTexts.errors.missing },
    });
    const script = asFile(Buffer.from('<script>alert(1)</script>'), 'house.jpg', 'image/jpeg');
    await expect(refusal({ alt: 'A bungalow in Lekki' }, script)).rejects.toMatchObject({
      fields: { file: pictureTexts.errors.notImage },
    });
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    await expect(
      refusal({ alt: 'A bungalow in Lekki' }, asFile(small, 'small.png', 'image/png')),
    ).rejects.toMatchObject({ fields: { file: pictureTexts.errors.tooSmall } });
    expect(await listPictures(services)).toEqual([]);
    // A real PNG with the name and type of a text file is a picture.
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2d6a4f' } })
      .png()
      .toBuffer();
    const { picture } = await uploadPicture({
      services,
      member: editor,
      input: { alt: 'Garden of a terrace in Ikoyi' },
      file: asFile(png, 'notes.txt', 'text/plain'),
    });
    expect(picture).toMatchObject({ alt: 'Garden of a terrace in Ikoyi', width: 640, height: 480, widths: [480, 640] });
  });

  it('records the picture, its sizes and who uploaded it, with a sentence in the audit trail', async () => {
    const { message, picture } = await uploadPicture({
      services,
      member: editor,
      input: { alt: '  Three-bedroom bungalow in Lekki with a paved driveway ' },
      file: asFile(await housePhoto(), 'house.jpg', 'image/jpeg'),
    });
    expect(message).toBe(pictureTexts.uploaded('Three-bedroom bungalow in Lekki with a paved driveway'));
    expect(picture).toMatchObject({ width: 1000, height: 750, widths: [480, 960, 1000] });
    const [newest] = await listPictures(services);
    expect(newest).toMatchObject({ id: picture.id, uploadedBy: 'ife.content' });
    expect((await readPictures(services, [picture.id, 'not-an-id'])).get(picture.id)).toEqual(picture);
    const trail = await listAuditTrail({ services, query: new URLSearchParams({ action: 'content.picture.upload' }) });
    expect(trail.rows[0]).toMatchObject({
      sentence: 'Picture uploaded, 1000 × 750 pixels: "Three-bedroom bungalow in Lekki with a paved driveway".',
      subjectLabel: 'Picture "Three-bedroom bungalow in Lekki with a paved driveway"',
      subjectHref: '/staff/content/pictures',
    });
  });
});

describe('serving a picture', () => {
  it('answers each width and format it made, with its type and cached for good', async () => {
    const [picture] = await listPictures(services);
    for (const [format, type] of [
      ['avif', 'image/avif'],
      ['webp', 'image/webp'],
      ['jpeg', 'image/jpeg'],
    ] as const) {
      for (const width of picture.widths) {
        const response = await get(pictureUrl(picture.id, width, format));
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe(type);
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(response.headers.get('content-encoding')).toBeNull();
        const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(metadata.width).toBe(width);
        expect(metadata.format).toBe(format === 'avif' ? 'heif' : format);
      }
    }
  });

  it('answers 404, not kept by caches, for a width, format or picture not made', async () => {
    const [picture] = await listPictures(services);
    for (const path of [
      `/media/pictures/${picture.id}/1600.jpg`,
      `/media/pictures/${picture.id}/960.gif`,
      `/media/pictures/${picture.id}/960.jpeg`,
      `/media/pictures/${picture.id}/..%2F..%2Fsecret.jpg`,
      `/media/pictures/00000000-0000-4000-8000-000000000000/960.jpg`,
      `/media/pictures/not-an-id/960.jpg`,
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});
