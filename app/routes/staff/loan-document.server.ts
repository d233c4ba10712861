import { data } from 'react-router';
import type { Route } from './+types/loan-document';
import { loanOfficeTexts } from '@domain/messages/back-office/loans';
import { viewLoanDocument } from '@server/back-office/loans/loan-document';
import { documentDownload } from '~/lib/staff-download.server';
import { STAFF_HEADERS, requireStaff } from '~/lib/staff-session.server';

/**
 * One document of a loan application, for a mortgage officer only: decrypted on the server, always
 * downloaded (never shown inline), never cached, each view audited. Anything unknown is a 404.
 */
export async function loadStaffLoanDocument({ request, context, params }: Route.LoaderArgs) {
  const { services, member } = await requireStaff(request, context, 'loans');
  const document = await viewLoanDocument({ services, member, applicationId: params.id, documentId: params.document });
  if (!document) throw data(loanOfficeTexts.documentNotFound, { status: 404, headers: STAFF_HEADERS });
  return documentDownload({ bytes: document.bytes, contentType: document.contentType, fileName: document.fileName });
}
