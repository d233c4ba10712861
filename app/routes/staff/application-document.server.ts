import { data } from 'react-router';
import type { Route } from './+types/application-document';
import { customerServiceTexts } from '@domain/messages/back-office/customer-service';
import { readApplicationDocument } from '@server/back-office/applications/application-documents';
import { documentDownload } from '~/lib/staff-download.server';
import { STAFF_HEADERS } from '~/lib/staff-session.server';
import { requireApplicationReader } from '~/lib/application-reader.server';

/**
 * One document of an application, for the staff who read applications only (customer service, and
 * compliance clearing a risk): opened on the server, always downloaded (never shown inline by the
 * browser), never cached, each view audited.
 */
export async function loadStaffApplicationDocument({ request, context, params }: Route.LoaderArgs) {
  const { services, member } = await requireApplicationReader(request, context);
  const document = await readApplicationDocument({
    services,
    member,
    applicationId: params.id,
    document: params.document,
  });
  if (!document) throw data(customerServiceTexts.documents.notFound, { status: 404, headers: STAFF_HEADERS });
  return documentDownload({ bytes: document.bytes, contentType: document.type, fileName: document.fileName });
}
