import { randomUUID } from 'node:crypto';
import { desc, eq, inArray } from 'drizzle-orm';
import { mayWork, type StaffRole } from '../../../domain/back-office/staff-roles';
import { PICTURE_FORMATS, PICTURE_LIMITS, type PictureFormat } from '../../../domain/content/pictures';
import { PictureUploadSchema } from '../../../domain/forms/content-pictures';
import { pictureTexts } from '../../../domain/messages/back-office/pictures';
import { staffTexts } from '../../../domain/messages/back-office/staff';
import { isUuid } from '../../back-office/applications/find-application';
import { recordStaffAction } from '../../back-office/staff-actions';
import type { StaffMember } from '../../back-office/staff-members';
import { contentPictures, staffMembers } from '../../db/schema';
import { AppError, AppErrorCode } from '../../errors/app-error';
import { parseOrRefuse } from '../../errors/refusals';
import type { Services } from '../../services';
import { processPicture } from './picture-pipeline';

const texts = pictureTexts;

/** Where one rendition lives in the file storage; the bytes are public, so they are kept unsealed. */
const renditionKey = (id: string, width: number, format: PictureFormat) => `pictures/${id}/${width}-${format}`;

/** What a page needs to draw a picture: its words, its size and the widths stored. */
export interface PictureView {
  id: string;
  alt: string;
  width: number;
  height: number;
  widths: number[];
}

const refuseFile = (message: string) =>
  new AppError(AppErrorCode.ValidationError, message, { fields: { file: message } });

/**
 * 'Upload picture', by a content editor: the alt text is required; the file is checked by its bytes
 * and cut into sizes (picture-pipeline.ts), every rendition stored, and the picture recorded last,
 * so that no record names a file not stored. A storage failure half-way takes the stored ones away.
 */
export async function uploadPicture({
  services,
  member,
  input,
  file,
}: {
  services: Services;
  member: StaffMember;
  input: unknown;
  file: File | null | undefined;
}): Promise<{ message: string; picture: PictureView }> {
  if (!mayWork(member.roles as StaffRole[], 'content'))
    throw new AppError(AppErrorCode.Forbidden, staffTexts.forbidden);
  const { alt } = parseOrRefuse(PictureUploadSchema, input);
  if (!file || file.size === 0) throw refuseFile(texts.errors.missing);
  // The size is checked before the bytes are read, and again on the bytes themselves.
  if (file.size > PICTURE_LIMITS.maxBytes) throw refuseFile(texts.errors.tooLarge);
  const result = await processPicture(new Uint8Array(await file.arrayBuffer()));
  if (!result.ok) throw refuseFile(texts.errors[result.refusal]);

  const id = randomUUID();
  const stored: string[] = [];
  try {
    for (const rendition of result.renditions) {
      const key = renditionKey(id, rendition.width, rendition.format);
      await services.storage.put(key, rendition.bytes);
      stored.push(key);
    }
  } catch (error) {
    await Promise.allSettled(stored.map((key) => services.storage.delete(key)));
    throw error;
  }
  const widths = [...new Set(result.renditions.map((rendition) => rendition.width))];
  const [picture] = await services.database.db
    .insert(contentPictures)
    .values({ id, alt, width: result.width, height: result.height, widths, uploadedBy: member.id })
    .returning();
  await recordStaffAction(services, member, {
    action: 'content.picture.upload',
    subject: id,
    details: { alt, width: result.width, height: result.height },
  });
  return { message: texts.uploaded(alt), picture: viewOf(picture) };
}

const viewOf = (row: typeof contentPictures.$inferSelect): PictureView => ({
  id: row.id,
  alt: row.alt,
  width: row.width,
  height: row.height,
  widths: row.widths,
});

/** Every picture, newest first, with who uploaded it: the back office's list. */
export async function listPictures(services: Services) {
  const rows = await services.database.db
    .select({ picture: contentPictures, uploader: staffMembers.name, email: staffMembers.email })
    .from(contentPictures)
    .innerJoin(staffMembers, eq(staffMembers.id, contentPictures.uploadedBy))
    .orderBy(desc(contentPictures.createdAt));
  return rows.map((row) => ({
    ...viewOf(row.picture),
    uploadedBy: row.uploader || row.email,
    uploadedAt: row.picture.createdAt,
  }));
}

/** The pictures of these ids (unknown or malformed ids are left out), for pages that draw them. */
export async function readPictures(services: Services, ids: readonly string[]): Promise<Map<string, PictureView>> {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return new Map();
  const rows = await services.database.db.select().from(contentPictures).where(inArray(contentPictures.id, wanted));
  return new Map(rows.map((row) => [row.id, viewOf(row)]));
}

/**
 * The bytes of one rendition, or null when the picture, its width or the format is not one stored:
 * a client names only ids, widths and formats the product made, never a storage key.
 */
export async function readPictureRendition(
  services: Services,
  { id, width, format }: { id: string; width: number; format: string },
): Promise<{ bytes: Buffer; format: PictureFormat } | null> {
  const known = PICTURE_FORMATS.find((candidate) => candidate === format);
  if (!known || !isUuid(id) || !Number.isInteger(width)) return null;
  const [picture] = await services.database.db
    .select({ widths: contentPictures.widths })
    .from(contentPictures)
    .where(eq(contentPictures.id, id));
  if (!picture?.widths.includes(width)) return null;
  const bytes = await services.storage.get(renditionKey(id, width, known));
  return bytes ? { bytes, format: known } : null;
}
