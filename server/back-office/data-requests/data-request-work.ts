import { and, eq } from 'drizzle-orm';
import { ERASURE_ITEMS, type ErasureItem } from '../../../domain/back-office/data-erasure';
import { DataErasureSchema, DataRequestAnswerSchema } from '../../../domain/forms/back-office-compliance';
import { complianceTexts } from '../../../domain/messages/back-office/compliance';
import { dataSubjectTexts } from '../../../domain/messages/back-office/data-subject-work';
import { DATA_REQUEST_ANSWER_SEAL, DATA_REQUEST_DETAILS_SEAL } from '../../customer-area/data-requests';
import { customers, dataSubjectRequests } from '../../db/schema';
import { AppError, AppErrorCode } from '../../errors/app-error';
import type { Services } from '../../services';
import { parseOrRefuse } from '../../errors/refusals';
import { accountNumbersOf, findProfileById, holderOf, type Holder, type Profile } from '../../sign-in/profiles';
import { requestApproval, type ApprovedAction } from '../approvals';
import { recordOpening, recordStaffAction } from '../staff-actions';
import type { StaffMember } from '../staff-members';
import { eraseWebsiteData } from './customer-erasure';
import { daysLeft } from './days-left';

const texts = complianceTexts.dataRequests;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type DataRequest = typeof dataSubjectRequests.$inferSelect;

export async function findRequest(services: Services, id: string): Promise<DataRequest> {
  if (!UUID.test(id)) throw new AppError(AppErrorCode.NotFound, texts.notFound);
  const [request] = await services.database.db.select().from(dataSubjectRequests).where(eq(dataSubjectRequests.id, id));
  if (!request) throw new AppError(AppErrorCode.NotFound, texts.notFound);
  return request;
}

/** The customer as the records hold them; null when the core banking (for a pre-website holder) does not answer. */
async function holderOrNull(services: Services, profile: Profile): Promise<Holder | null> {
  try {
    return await holderOf(services, profile);
  } catch (error) {
    if (error instanceof AppError && error.isOutage) return null;
    throw error;
  }
}

/** Where the customer's answer goes: the address on record, or (the core silent) the one the profile keeps. */
async function emailOf(services: Services, profile: Profile): Promise<string> {
  const holder = await holderOrNull(services, profile);
  if (holder?.email) return holder.email;
  if (profile.customerId) {
    const [customer] = await services.database.db
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, profile.customerId));
    return customer?.email ?? '';
  }
  return profile.email ?? '';
}

/** A request, its details decrypted and its customer's identity, for compliance; the opening is audited. */
export async function openDataRequest({
  services,
  member,
  id,
  now = new Date(),
}: {
  services: Services;
  member: Pick<StaffMember, 'id'>;
  id: string;
  now?: Date;
}) {
  const request = await findRequest(services, id);
  const profile = await findProfileById(services, request.profileId);
  const holder = profile ? await holderOrNull(services, profile) : null;
  const accountNumbers = profile ? await accountNumbersOf(services, profile) : [];
  await recordOpening(services, member, { action: 'data-requests.view', subject: request.id }, now);
  return {
    id: request.id,
    reference: request.reference,
    kind: request.kind,
    state: request.state,
    receivedAt: request.createdAt.toISOString(),
    dueAt: request.dueAt.toISOString(),
    completedAt: request.completedAt?.toISOString() ?? null,
    daysLeft: request.state === 'received' ? daysLeft(request.dueAt, now) : null,
    details: request.detailsSealed ? services.cipher.decrypt(request.detailsSealed, DATA_REQUEST_DETAILS_SEAL) : '',
    answer: request.answerSealed ? services.cipher.decrypt(request.answerSealed, DATA_REQUEST_ANSWER_SEAL) : '',
    erasedItems: request.erasedItems as ErasureItem[],
    correctionSealed: request.correctionSealed,
    correctedAt: request.correctedAt?.toISOString() ?? null,
    profileId: request.profileId,
    customer: holder ? { ...holder, accountNumbers } : null,
  };
}

/** Closes an open request with its answer (sealed) and e-mails the answer to the customer. */
async function closeRequest(
  services: Services,
  request: DataRequest,
  { state, answer }: { state: 'completed' | 'declined'; answer: string },
) {
  const [closed] = await services.database.db
    .update(dataSubjectRequests)
    .set({ state, completedAt: new Date(), answerSealed: services.cipher.encrypt(answer, DATA_REQUEST_ANSWER_SEAL) })
    .where(and(eq(dataSubjectRequests.id, request.id), eq(dataSubjectRequests.state, 'received')))
    .returning();
  if (!closed) throw new AppError(AppErrorCode.NotOpen, texts.notOpen);
  return closed;
}

async function mailAnswer(
  services: Services,
  {
    email,
    request,
    state,
    answer,
  }: { email: string; request: DataRequest; state: 'completed' | 'declined'; answer: string },
) {
  if (!email) return;
  const values = { reference: request.reference, kind: texts.kinds[request.kind], answer };
  await services.messenger.sendEmail({
    to: email,
    subject: texts.mail.answerSubject(request.reference),
    text: state === 'completed' ? texts.mail.completedBody(values) : texts.mail.declinedBody(values),
  });
}

/** Compliance completes or declines a request with an answer; the customer gets it by e-mail. */
export async function answerDataRequest({
  services,
  member,
  id,
  outcome,
  input,
}: {
  services: Services;
  member: Pick<StaffMember, 'id'>;
  id: string;
  outcome: 'completed' | 'declined';
  input: Record<string, unknown>;
}) {
  const { answer } = parseOrRefuse(DataRequestAnswerSchema, input);
  const request = await findRequest(services, id);
  if (request.state !== 'received') throw new AppError(AppErrorCode.NotOpen, texts.notOpen);
  const profile = await findProfileById(services, request.profileId);
  await closeRequest(services, request, { state: outcome, answer });
  await recordStaffAction(services, member, {
    action: outcome === 'completed' ? 'data-requests.complete' : 'data-requests.decline',
    subject: request.id,
    details: { kind: request.kind },
  });
  if (profile) await mailAnswer(services, { email: await emailOf(services, profile), request, state: outcome, answer });
  return { status: 'success' as const, message: outcome === 'completed' ? texts.completed : texts.declined };
}

/** The maker's half of an erasure of the items chosen: it waits for a second compliance officer (maker-checker). */
export async function askErasure({
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
  const { note, items } = parseOrRefuse(DataErasureSchema, input);
  const request = await findRequest(services, id);
  if (request.kind !== 'erasure') throw new AppError(AppErrorCode.NotErasure, texts.notErasure);
  if (request.state !== 'received') throw new AppError(AppErrorCode.NotOpen, texts.notOpen);
  await requestApproval({
    services,
    kind: 'data.erase',
    subjectId: request.id,
    payload: { reference: request.reference, items: items.join(','), ...(note ? { note } : {}) },
    maker: member,
  });
  return { status: 'success' as const, message: texts.eraseAsked };
}

/** The items of an erasure's approval, only those the list knows. */
export const itemsOf = (payload: Record<string, string>): ErasureItem[] =>
  (payload.items ?? '').split(',').filter((item): item is ErasureItem => ERASURE_ITEMS.includes(item as ErasureItem));

/**
 * The checker's approval ran: erases the items asked for of what the website holds about the
 * customer (never what the law makes a bank keep) and notes them on the request, which stays open:
 * the officer then completes it with the answer to the customer (issue 30 point 5).
 */
export const eraseCustomerData: ApprovedAction = async ({ services, subjectId, payload, maker, checker }) => {
  const request = await findRequest(services, subjectId);
  if (request.kind !== 'erasure') throw new AppError(AppErrorCode.NotErasure, texts.notErasure);
  if (request.state !== 'received') throw new AppError(AppErrorCode.NotOpen, texts.notOpen);
  const profile = await findProfileById(services, request.profileId);
  if (!profile) throw new AppError(AppErrorCode.NotFound, texts.notFound);
  const items = itemsOf(payload);
  if (items.length === 0) throw new AppError(AppErrorCode.ValidationError, dataSubjectTexts.itemsInvalid);
  // The address is read before the erasure: it finds the messages and e-mails sent to the customer.
  const email = await emailOf(services, profile);
  const { erased } = await eraseWebsiteData({ services, profile, email, items: new Set(items) });
  await services.database.db
    .update(dataSubjectRequests)
    .set({ erasedItems: [...new Set([...request.erasedItems, ...items])] })
    .where(eq(dataSubjectRequests.id, request.id));
  await recordStaffAction(services, checker, {
    action: 'data-requests.erase',
    subject: request.id,
    details: { maker, profile: profile.id, items: items.join(','), ...erased },
  });
};
