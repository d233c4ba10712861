import { readDocument } from '../../accounts/documents';
import type { Services } from '../../services';
import type { StaffMember } from '../staff-members';
import { recordOpening } from '../staff-actions';
import { documentsOf } from './application-documents';
import { findApplication } from './find-application';
import type { DrawnDocument } from './review-cache';
import { DOCUMENT_IMAGE_SIZE, drawForReview } from './review-images';

/**
 * One document of an application drawn as an image for the review page: opened on the server and
 * drawn again (review-images.ts), so the stored upload's own bytes never reach the browser; the
 * drawing is kept in memory for a few minutes (review-cache.ts), as the page reloads after each
 * staff action. Each document a member looks at is recorded once a sitting (decision 079), as a
 * page opening is; the download beside it is recorded each time. Null for an unknown application
 * or document; 'not-an-image' for a file that does not decode as one.
 */
export async function drawApplicationDocument({
  services,
  member,
  applicationId,
  document,
}: {
  services: Services;
  member: Pick<StaffMember, 'id'>;
  applicationId: string;
  document: string;
}): Promise<DrawnDocument> {
  const found = await findApplication(services, applicationId);
  const stored = found && documentsOf(found.application).find((entry) => entry.name === document);
  if (!found || !stored) return null;
  // Keyed by the stored file too: a document the customer replaced is drawn afresh.
  const drawn = await services.reviewCache.documentImages.remember(`${found.application.id}:${stored.key}`, () =>
    drawStored(services, stored.key),
  );
  if (!drawn || drawn === 'not-an-image') return drawn;
  await recordOpening(services, member, {
    action: 'applications.document-image.view',
    subject: found.application.id,
    details: { document },
  });
  return drawn;
}

async function drawStored(services: Services, key: string): Promise<DrawnDocument> {
  const opened = await readDocument(services, key);
  if (!opened) return null;
  const bytes = await drawForReview(opened, DOCUMENT_IMAGE_SIZE);
  return bytes ? { bytes } : 'not-an-image';
}
