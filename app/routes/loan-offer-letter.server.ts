import type { Route } from './+types/loan-offer-letter';
import { requireCustomer } from '~/lib/customer-session.server';
import { AppError } from '@server/errors/app-error';
import { statusOf } from '@server/http/api/api-error';
import { ownApplication } from '@server/loans/loan-applications';
import { offerLetterOf } from '@server/loans/loan-offers';

/** The offer letter of one of the signed-in customer's own applications, as a PDF download, never cached. */
export async function loadLoanOfferLetter({ request, params, context }: Route.LoaderArgs) {
  const { services, profile } = await requireCustomer(request, context);
  let letter;
  try {
    letter = await offerLetterOf(services, profile, await ownApplication(services, profile, params.id));
  } catch (error) {
    if (error instanceof AppError)
      return new Response(`${error.message}\n`, {
        status: statusOf(error),
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    throw error;
  }
  return new Response(Buffer.from(letter.bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${letter.fileName}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
