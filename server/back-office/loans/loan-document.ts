import { and, eq } from 'drizzle-orm';
import { readDocument } from '../../accounts/documents';
import { loanDocuments } from '../../db/schema';
import type { Services } from '../../services';
import { recordStaffAction } from '../staff-actions';
import type { StaffMember } from '../staff-members';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };
const kebab = (kind: string) => kind.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** A download's name comes from what the bank knows (the kind, the type found in the bytes), never from the customer's file name. */
export const loanDocumentFileName = (kind: string, contentType: string) =>
  `${kebab(kind)}.${EXTENSIONS[contentType] ?? 'bin'}`;

/** A document of an application, decrypted for a mortgage officer; each view is audited. Null when unknown. */
export async function viewLoanDocument({
  services,
  member,
  applicationId,
  documentId,
}: {
  services: Services;
  member: Pick<StaffMember, 'id'>;
  applicationId: string;
  documentId: string;
}) {
  if (!UUID.test(applicationId) || !UUID.test(documentId)) return null;
  const [document] = await services.database.db
    .select()
    .from(loanDocuments)
    .where(and(eq(loanDocuments.id, documentId), eq(loanDocuments.applicationId, applicationId)));
  if (!document) return null;
  const bytes = await readDocument(services, document.storageKey);
  if (!bytes) return null;
  await recordStaffAction(services, member, {
    action: 'loans.document.view',
    subject: applicationId,
    details: { document: document.id, kind: document.kind },
  });
  return {
    bytes,
    contentType: document.contentType,
    fileName: loanDocumentFileName(document.kind, document.contentType),
    kind: document.kind,
  };
}
