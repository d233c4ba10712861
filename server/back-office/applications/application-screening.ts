import { and, desc, eq, isNull } from 'drizzle-orm';
import { nameSimilarity, type ScreenedParty } from '../../../domain/screening/name-match';
import { assessRisk } from '../../../domain/screening/risk';
import { customerServiceTexts } from '../../../domain/messages/back-office/customer-service';
import { screeningTexts } from '../../../domain/messages/back-office/screening';
import { ScreeningUnavailableError, type ScreeningSubject } from '../../adapters/screening';
import { CUSTOMER_SEALS } from '../../accounts/sealed-fields';
import { applicationScreenings } from '../../db/schema';
import { AppError, AppErrorCode } from '../../errors/app-error';
import type { Services } from '../../services';
import { pendingApprovalFor, requestApproval, type ApprovedAction } from '../approvals';
import { recordStaffAction } from '../staff-actions';
import { findStaffById, staffLabel, type StaffMember } from '../staff-members';
import { reviewedBvnOf } from './application-bvn-record';
import { findApplication, isUuid } from './find-application';

/**
 * Sanctions and PEP screening of an account application and its risk level (issue 30 point 1;
 * decision 089). An application is screened when a staff member first opens it after submission,
 * and again on "Screen again"; approval screens it first if nobody has. A high level waits for a
 * compliance officer's clearance (maker-checker 'application.risk') before it can be approved.
 */

const texts = screeningTexts;
type Found = NonNullable<Awaited<ReturnType<typeof findApplication>>>;
type ApplicationScreening = typeof applicationScreenings.$inferSelect;

/** Who is screened: the applicant, or a corporate applicant's director (the BVN's holder) and the company. */
function partiesOf(services: Services, { customer }: Found): (ScreeningSubject & { role: ScreenedParty['role'] })[] {
  const person = {
    name: [customer.firstname, customer.middlename, customer.lastname].filter(Boolean).join(' '),
    birthDate: services.cipher.decrypt(customer.birthDateSealed, CUSTOMER_SEALS.birthDate),
    kind: 'individual' as const,
  };
  if (customer.acctType !== 'Corporate') return [{ ...person, role: 'applicant' }];
  return [
    { ...person, role: 'director' },
    { name: customer.businessName ?? '', birthDate: '', kind: 'entity', role: 'company' },
  ];
}

/** The typed name and date of birth against the BVN record's; null when the record cannot be read. */
async function bvnDifferences(services: Services, found: Found) {
  const { customer } = found;
  try {
    const reviewed = await reviewedBvnOf(services, found);
    if (!reviewed) return null;
    const { record } = reviewed;
    const typed = [customer.firstname, customer.middlename, customer.lastname].join(' ');
    const onRecord = [record.firstname, record.middlename, record.lastname].join(' ');
    return {
      // Case, accents and order are not differences; a changed or missing name is.
      name: nameSimilarity(typed, onRecord) < 1,
      birthDate:
        record.birthDate !== '' &&
        record.birthDate !== services.cipher.decrypt(customer.birthDateSealed, CUSTOMER_SEALS.birthDate),
    };
  } catch {
    return null;
  }
}

/** Screens everyone of the application now, assesses its risk and stores both (a new row each time). */
async function screenApplication({
  services,
  found,
  member,
}: {
  services: Services;
  found: Found;
  member: Pick<StaffMember, 'id'>;
}): Promise<ApplicationScreening> {
  let screened = true;
  const parties: ScreenedParty[] = [];
  for (const { role, ...subject } of partiesOf(services, found)) {
    if (!subject.name) continue;
    try {
      parties.push({ role, name: subject.name, hits: await services.screening.screen(subject) });
    } catch (error) {
      if (!(error instanceof ScreeningUnavailableError)) throw error;
      screened = false;
      parties.push({ role, name: subject.name, hits: [] });
    }
  }
  const risk = assessRisk({
    productCode: found.application.accountProduct,
    corporate: found.customer.acctType === 'Corporate',
    screened,
    hitCategories: parties.flatMap((party) => party.hits.map((hit) => hit.category)),
    bvnDifferences: await bvnDifferences(services, found),
  });
  const [row] = await services.database.db
    .insert(applicationScreenings)
    .values({
      applicationId: found.application.id,
      screenedBy: member.id,
      adapter: services.screening.name,
      state: screened ? 'done' : 'unavailable',
      parties,
      riskLevel: risk.level,
      riskReasons: risk.reasons,
    })
    .returning();
  await recordStaffAction(services, member, {
    action: 'applications.screen',
    subject: found.application.id,
    details: { level: risk.level, hits: parties.reduce((sum, party) => sum + party.hits.length, 0) },
  });
  return row;
}

async function latestScreening(services: Services, applicationId: string) {
  const [row] = await services.database.db
    .select()
    .from(applicationScreenings)
    .where(eq(applicationScreenings.applicationId, applicationId))
    .orderBy(desc(applicationScreenings.screenedAt))
    .limit(1);
  return row ?? null;
}

/** The newest screening, made now if the submitted application has none. Drafts are not screened. */
async function ensureScreened(services: Services, found: Found, member: Pick<StaffMember, 'id'>) {
  if (found.application.state === 'draft') return null;
  return (await latestScreening(services, found.application.id)) ?? screenApplication({ services, found, member });
}

async function found(services: Services, applicationId: string) {
  const application = await findApplication(services, applicationId);
  if (!application) throw new AppError(AppErrorCode.NotFound, customerServiceTexts.common.notFound);
  return application;
}

/** What the application page's section shows: the newest screening (made on the first opening), its clearance and any request waiting. */
export async function screeningForStaff({
  services,
  applicationId,
  member,
}: {
  services: Services;
  applicationId: string;
  member: Pick<StaffMember, 'id'>;
}) {
  const screening = await ensureScreened(services, await found(services, applicationId), member);
  if (!screening) return null;
  const waiting = await pendingApprovalFor(services, 'application.risk', applicationId);
  const name = async (id: string | null) => {
    const person = id ? await findStaffById(services, id) : null;
    return person ? staffLabel(person) : '';
  };
  return {
    screenedAt: screening.screenedAt.toISOString(),
    adapter: screening.adapter,
    state: screening.state,
    parties: screening.parties,
    level: screening.riskLevel,
    reasons: screening.riskReasons,
    cleared: screening.clearedAt
      ? { by: await name(screening.clearedBy), at: screening.clearedAt.toISOString() }
      : null,
    clearanceAskedBy: waiting ? await name(waiting.makerId) : null,
  };
}

/** "Screen again": a new screening and risk level; a clearance of the previous one does not carry over. */
export async function screenAgain({
  services,
  member,
  applicationId,
}: {
  services: Services;
  member: StaffMember;
  applicationId: string;
}) {
  const application = await found(services, applicationId);
  if (application.application.state === 'draft')
    throw new AppError(AppErrorCode.NotSubmitted, customerServiceTexts.applications.notSubmitted);
  if (await pendingApprovalFor(services, 'application.risk', applicationId))
    throw new AppError(AppErrorCode.Conflict, texts.clearance.screenWhileWaiting);
  await screenApplication({ services, found: application, member });
  return { message: texts.screened };
}

/** Approval's guard: refused while the newest screening is high and not cleared (screened first if need be). */
export async function assertRiskCleared(services: Services, found: Found, member: Pick<StaffMember, 'id'>) {
  const screening = await ensureScreened(services, found, member);
  if (screening?.riskLevel === 'high' && !screening.clearedAt) {
    await recordStaffAction(services, member, {
      action: 'applications.approve',
      subject: found.application.id,
      outcome: 'refused',
      details: { reason: 'high-risk' },
    });
    throw new AppError(AppErrorCode.Forbidden, texts.clearance.refusedApproval);
  }
}

/** Customer service asks compliance to clear the newest screening's high risk. */
export async function askRiskClearance({
  services,
  member,
  applicationId,
}: {
  services: Services;
  member: StaffMember;
  applicationId: string;
}) {
  const application = await found(services, applicationId);
  const screening = await latestScreening(services, applicationId);
  if (!screening || screening.riskLevel !== 'high') throw new AppError(AppErrorCode.Conflict, texts.clearance.notHigh);
  if (screening.clearedAt) throw new AppError(AppErrorCode.Conflict, texts.clearance.alreadyCleared);
  const { customer } = application;
  const applicant = [customer.firstname, customer.middlename, customer.lastname, customer.businessName]
    .filter(Boolean)
    .join(' ');
  const hits = screening.parties.flatMap((party) =>
    party.hits.map((hit) =>
      texts.request.hitSummary(
        party.name,
        hit.listedName,
        texts.sourceWithReference(texts.sources[hit.source] ?? hit.source, hit.reference),
        hit.score,
      ),
    ),
  );
  await requestApproval({
    services,
    kind: 'application.risk',
    subjectId: applicationId,
    payload: {
      // The Approvals page names the request by it: the account number once opened, else the applicant.
      reference: application.application.acctNumber ?? applicant,
      applicant,
      risk: screening.riskLevel,
      riskReasons: screening.riskReasons.join(','),
      hits: hits.join('; ') || texts.request.noHits,
      screening: screening.id,
    },
    maker: member,
  });
  return { message: texts.clearance.asked };
}

/** The compliance officer approved: the screening named in the request is cleared. */
export const clearApplicationRisk: ApprovedAction = async ({ services, subjectId, payload, maker, checker }) => {
  if (!isUuid(payload.screening ?? '')) throw new AppError(AppErrorCode.Conflict, texts.clearance.notHigh);
  const [cleared] = await services.database.db
    .update(applicationScreenings)
    .set({ clearedAt: new Date(), clearedBy: checker.id })
    .where(
      and(
        eq(applicationScreenings.id, payload.screening ?? ''),
        eq(applicationScreenings.applicationId, subjectId),
        isNull(applicationScreenings.clearedAt),
      ),
    )
    .returning();
  if (!cleared) throw new AppError(AppErrorCode.Conflict, texts.clearance.alreadyCleared);
  await recordStaffAction(services, checker, {
    action: 'applications.risk.clear',
    subject: subjectId,
    details: { maker },
  });
};
