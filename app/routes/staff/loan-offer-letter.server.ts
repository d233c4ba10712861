import { data } from 'react-router';
import type { Route } from './+types/loan-offer-letter';
import { loanOfficeTexts } from '@domain/messages/back-office/loans';
import { staffOfferLetter } from '@server/back-office/loans/loan-offer-letter';
import { documentDownload } from '~/lib/staff-download.server';
import { STAFF_HEADERS, requireStaff } from '~/lib/staff-session.server';

/**
 * The offer letter of a loan application, for a member who reads loans: drawn on the server from the
 * kept terms, always downloaded, never cached, each view audited. No offer (or no such loan) is a 404.
 */
export async function loadStaffOfferLetter({ request, context, params }: Route.LoaderArgs) {
  const { services, member, roles } = await requireStaff(request, context, 'loans');
  const letter = await staffOfferLetter({ services, member, roles, applicationId: params.id });
  if (!letter) throw data(loanOfficeTexts.offerNotFound, { status: 404, headers: STAFF_HEADERS });
  return documentDownload({ bytes: letter.bytes, contentType: 'application/pdf', fileName: letter.fileName });
}
