import { and, eq, ne } from 'drizzle-orm';
import {
  correctedFields,
  DataCorrectionSchema,
  type DataCorrection,
} from '../../../domain/forms/back-office-compliance';
import { dataSubjectTexts } from '../../../domain/messages/back-office/data-subject-work';
import { accountNameOf } from '../../accounts/account-result';
import { applyContactValue } from '../../customer-area/contact-changes';
import { ADDRESS_SEAL } from '../../customer-area/overview';
import { customerProfiles, customers, dataSubjectRequests } from '../../db/schema';
import { AppError, AppErrorCode } from '../../errors/app-error';
import { parseOrRefuse } from '../../errors/refusals';
import type { Services } from '../../services';
import { accountNumbersOf, askCore, findProfileById } from '../../sign-in/profiles';
import { requestApproval, type ApprovedAction } from '../approvals';
import { recordStaffAction } from '../staff-actions';
import type { StaffMember } from '../staff-members';
import { findRequest } from './data-request-work';

const texts = dataSubjectTexts.correction;
/** The correction waiting for a checker, sealed on its request: an approval's payload is never sealed data. */
const DATA_CORRECTION_SEAL = 'data_subject_requests.correction';

async function openRectification(services: Services, id: string) {
  const request = await findRequest(services, id);
  if (request.kind !== 'rectification') throw new AppError(AppErrorCode.NotRectification, texts.notRectification);
  if (request.state !== 'received') throw new AppError(AppErrorCode.NotOpen, texts.notOpen);
  return request;
}

/** The correction asked for on a request, or null. */
export function correctionOf(services: Services, sealed: string | null): DataCorrection | null {
  return sealed ? (JSON.parse(services.cipher.decrypt(sealed, DATA_CORRECTION_SEAL)) as DataCorrection) : null;
}

/**
 * The maker's half of a correction from a rectification request (issue 30 point 5): the values are
 * kept sealed on the request, and a second compliance officer approves (maker-checker).
 */
export async function askCorrection({
  services,
  member,
  id,
  input,
}: {
  services: Services;
  member: StaffMember;
  id: string;
  input: Record<string, unknown>;
}) {
  const correction = parseOrRefuse(DataCorrectionSchema, input);
  const request = await openRectification(services, id);
  // Asked first: it refuses another role, and a second request while one waits, before anything is written.
  await requestApproval({
    services,
    kind: 'data.correct',
    subjectId: request.id,
    payload: { reference: request.reference, fields: correctedFields(correction).join(',') },
    maker: member,
  });
  await services.database.db
    .update(dataSubjectRequests)
    .set({
      correctionSealed: services.cipher.encrypt(JSON.stringify(correction), DATA_CORRECTION_SEAL),
      correctedAt: null,
    })
    .where(eq(dataSubjectRequests.id, request.id));
  return { status: 'success' as const, message: texts.asked };
}

/**
 * The checker approved: the correction goes first to the core banking, where the account's name,
 * e-mail and phone live (every account of the customer), then to the website's records (the
 * customer record, the sign-in profile's address). Run again after a failure, it changes nothing twice.
 */
export const correctCustomerData: ApprovedAction = async ({ services, subjectId, maker, checker }) => {
  const request = await openRectification(services, subjectId);
  const correction = correctionOf(services, request.correctionSealed);
  const profile = await findProfileById(services, request.profileId);
  if (!correction || !profile) throw new AppError(AppErrorCode.NotFound, texts.noCustomer);
  const { db } = services.database;

  if (correction.email && profile.customerId) {
    const [taken] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.email, correction.email), ne(customers.id, profile.customerId)));
    if (taken) throw new AppError(AppErrorCode.EmailTaken, texts.emailTaken);
  }
  if (correction.firstname && correction.lastname) {
    const name = {
      firstname: correction.firstname,
      middlename: correction.middlename ?? '',
      lastname: correction.lastname,
    };
    const [customer] = profile.customerId
      ? await db.select().from(customers).where(eq(customers.id, profile.customerId))
      : [];
    // A company's account keeps the company's name: only its signatory's name changes.
    if (!customer?.businessName) {
      const accountName = accountNameOf({ ...name, businessName: null });
      for (const accountNumber of await accountNumbersOf(services, profile))
        await askCore(
          (signal) => services.coreBanking.updateContact({ accountNumber, accountName }, { signal }),
          services,
        );
    }
    if (customer)
      await db
        .update(customers)
        .set({ ...name, updatedAt: new Date() })
        .where(eq(customers.id, customer.id));
  }
  if (correction.email) await applyContactValue(services, profile, 'email', correction.email);
  if (correction.phoneNo) await applyContactValue(services, profile, 'phoneNo', correction.phoneNo);
  if (correction.homeAddress && correction.city && correction.stateOfResidence) {
    const address = {
      homeAddress: correction.homeAddress,
      city: correction.city,
      stateOfResidence: correction.stateOfResidence,
    };
    await db
      .update(customerProfiles)
      .set({ addressSealed: services.cipher.encrypt(JSON.stringify(address), ADDRESS_SEAL) })
      .where(eq(customerProfiles.id, profile.id));
  }
  await db.update(dataSubjectRequests).set({ correctedAt: new Date() }).where(eq(dataSubjectRequests.id, request.id));
  await recordStaffAction(services, checker, {
    action: 'data-requests.correct',
    subject: request.id,
    details: { maker, profile: profile.id, fields: correctedFields(correction).join(',') },
  });
};
