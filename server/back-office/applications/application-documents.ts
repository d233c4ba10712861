import { detectImageType, readDocument } from '../../accounts/documents';
import type { AccountApplication } from '../../accounts/account-result';
import type { Services } from '../../services';
import type { StaffMember } from '../staff-members';
import { recordStaffAction } from '../staff-actions';
import { findApplication } from './find-application';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** An application's documents by the form's field name: the quick path's two, and the wizard's step 5. */
export function documentsOf(
  application: Pick<AccountApplication, 'photoKey' | 'scannedIdCardKey' | 'documentKeys'>,
): { name: string; key: string }[] {
  const keys: Record<string, string | null> = {
    photo: application.photoKey,
    scannedIDCard: application.scannedIdCardKey,
    ...(application.documentKeys ?? {}),
  };
  return Object.entries(keys)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([name, key]) => ({ name, key }));
}

/**
 * One document of an application, opened on the server for a staff member, each view audited with
 * them as its actor. Null for an unknown application or document. The type is the one the stored
 * bytes declare (every upload was checked and redrawn as an image), never a name's word.
 */
export async function readApplicationDocument({
  services,
  member,
  applicationId,
  document,
}: {
  services: Services;
  member: Pick<StaffMember, 'id'>;
  applicationId: string;
  document: string;
}) {
  const found = await findApplication(services, applicationId);
  const stored = found && documentsOf(found.application).find((entry) => entry.name === document);
  if (!found || !stored) return null;
  const bytes = await readDocument(services, stored.key);
  if (!bytes) return null;
  const type = detectImageType(bytes) ?? 'application/octet-stream';
  await recordStaffAction(services, member, {
    action: 'applications.document.view',
    subject: found.application.id,
    details: { document },
  });
  const reference = found.application.acctNumber || found.application.id.slice(0, 8);
  return { bytes, type, fileName: `${document}-${reference}.${EXTENSIONS[type] ?? 'bin'}` };
}
