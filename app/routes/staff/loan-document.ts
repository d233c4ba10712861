import { data } from 'react-router';
import type { Route } from './+types/loan-document';
import { loanOfficeTexts } from '@domain/messages/back-office/loans';
import { viewLoanDocument } from '@server/back-office/loans/loan-document';
import { STAFF_HEADERS, requireStaff } from '~/lib/staff-session.server';

/** The customer named the file: only plain characters go in the quoted name, the rest in the encoded one. */
function dispositionOf(fileName: string) {
  const plain = fileName.replace(/[^A-Za-z0-9._ -]/g, '_').slice(0, 120) || 'document';
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName.slice(0, 200))}`;
}

/**
 * One document of a loan application, for a mortgage officer only: decrypted on the server, always
 * downloaded (never shown inline), never cached, each view audited. Anything unknown is a 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services, member } = await requireStaff(request, context, 'loans');
  const document = await viewLoanDocument({ services, member, applicationId: params.id, documentId: params.document });
  if (!document) throw data(loanOfficeTexts.documentNotFound, { status: 404, headers: STAFF_HEADERS });
  return new Response(new Uint8Array(document.bytes), {
    headers: {
      ...STAFF_HEADERS,
      'Content-Type': document.contentType,
      'Content-Length': String(document.bytes.byteLength),
      'Content-Disposition': dispositionOf(document.fileName),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    },
  });
}
