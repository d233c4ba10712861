import { data } from 'react-router';
import type { Route } from './+types/application-document-image';
import { kycReviewTexts } from '@domain/messages/back-office/kyc-review';
import { drawApplicationDocument } from '@server/back-office/applications/application-document-image';
import { STAFF_HEADERS } from '~/lib/staff-session.server';
import { requireApplicationReader } from '~/lib/application-reader.server';

/**
 * One document of an application as the review page shows it, for the staff who read applications
 * only (customer service, and compliance clearing a risk): drawn again on the server as a bounded
 * JPEG (never the stored upload), shown inline but never cached, never sniffed as anything else.
 */
export async function loadStaffApplicationDocumentImage({ request, context, params }: Route.LoaderArgs) {
  const { services, member } = await requireApplicationReader(request, context);
  const drawn = await drawApplicationDocument({
    services,
    member,
    applicationId: params.id,
    document: params.document,
  });
  if (!drawn) throw data(kycReviewTexts.documents.notFound, { status: 404, headers: STAFF_HEADERS });
  if (drawn === 'not-an-image')
    throw data(kycReviewTexts.documents.notAnImage, { status: 415, headers: STAFF_HEADERS });
  return new Response(new Uint8Array(drawn.bytes), {
    headers: {
      ...STAFF_HEADERS,
      'Content-Type': 'image/jpeg',
      'Content-Length': String(drawn.bytes.byteLength),
      'Content-Disposition': 'inline',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
