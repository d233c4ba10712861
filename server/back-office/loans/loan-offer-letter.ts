import { eq } from 'drizzle-orm';
import { mayWork, type StaffRole } from '../../../domain/back-office/staff-roles';
import { staffTexts } from '../../../domain/messages/back-office/staff';
import { loanApplications } from '../../db/schema';
import { AppError, AppErrorCode } from '../../errors/app-error';
import { offerLetterFor, offerOf } from '../../loans/loan-offers';
import type { Services } from '../../services';
import { findProfileById } from '../../sign-in/profiles';
import { isUuid } from '../applications/find-application';
import { recordStaffAction } from '../staff-actions';
import type { StaffMember } from '../staff-members';

/**
 * The offer letter of a loan application for a member who reads loans (mortgage officers), drawn
 * as the customer gets it; each view is audited. Null when the application or its offer is unknown.
 */
export async function staffOfferLetter({
  services,
  member,
  roles,
  applicationId,
}: {
  services: Services;
  member: Pick<StaffMember, 'id'>;
  roles: readonly StaffRole[];
  applicationId: string;
}) {
  if (!mayWork(roles, 'loans')) throw new AppError(AppErrorCode.Forbidden, staffTexts.forbidden);
  if (!isUuid(applicationId)) return null;
  const [application] = await services.database.db
    .select()
    .from(loanApplications)
    .where(eq(loanApplications.id, applicationId));
  const offer = application ? await offerOf(services, application.id) : null;
  if (!application || !offer) return null;
  const letter = await offerLetterFor(
    services,
    application,
    offer,
    await findProfileById(services, application.profileId),
  );
  await recordStaffAction(services, member, { action: 'loans.offer.view', subject: application.id });
  return letter;
}
