import { desc, eq } from 'drizzle-orm';
import type { DataRequest, DataRequestKind } from '../../domain/forms';
import { lagosDate } from '../../domain/lagos-time';
import { customerAreaTexts } from '../../domain/messages/customer-area';
import { dataSubjectRequests } from '../db/schema';
import { defineRateLimit } from '../security/rate-limits';
import { newReference } from '../security/references';
import type { Services } from '../services';
import type { Profile } from '../sign-in/profiles';

const texts = customerAreaTexts.privacy;

/** The privacy policy's promise: every request answered within 30 days. */
const DATA_REQUEST_DAYS = 30;
export const DATA_REQUEST_DETAILS_SEAL = 'data_subject_requests.details';
/** The bank's answer to a request (issue 10), sealed. */
export const DATA_REQUEST_ANSWER_SEAL = 'data_subject_requests.answer';
const DATA_REQUESTS_PER_PROFILE = defineRateLimit({
  action: 'data-requests',
  max: 10,
  windowSeconds: 24 * 60 * 60,
});

export interface DataRequestView {
  reference: string;
  kind: DataRequestKind;
  state: 'received' | 'completed' | 'declined';
  createdAt: string;
  dueAt: string;
}

async function recordRequest(
  services: Services,
  profile: Profile,
  { kind, details }: { kind: DataRequestKind; details: string },
) {
  const now = new Date();
  const [request] = await services.database.db
    .insert(dataSubjectRequests)
    .values({
      reference: newReference('DSR', now),
      profileId: profile.id,
      kind,
      detailsSealed: details ? services.cipher.encrypt(details, DATA_REQUEST_DETAILS_SEAL) : null,
      state: 'received',
      createdAt: now,
      dueAt: new Date(now.getTime() + DATA_REQUEST_DAYS * 24 * 60 * 60 * 1000),
    })
    .returning();
  await services.audit.record({
    action: 'customers.data-request',
    outcome: 'pending',
    subject: profile.id,
    details: { kind, reference: request.reference },
  });
  return request;
}

const toView = (request: typeof dataSubjectRequests.$inferSelect): DataRequestView => ({
  reference: request.reference,
  kind: request.kind,
  state: request.state,
  createdAt: request.createdAt.toISOString(),
  dueAt: request.dueAt.toISOString(),
});

/** Records a request with its 30-day deadline and confirms it by e-mail with its reference. */
export async function fileDataRequest({
  services,
  profile,
  input,
  email,
}: {
  services: Services;
  profile: Profile;
  input: DataRequest;
  email: string;
}) {
  const { kind, details } = input;
  await services.rateLimits.consume(DATA_REQUESTS_PER_PROFILE, profile.id);
  const request = await recordRequest(services, profile, { kind, details });
  const due = lagosDate(request.dueAt);
  if (email)
    await services.messenger.sendEmail({
      to: email,
      subject: texts.mailSubject(request.reference),
      text: texts.mailBody({ reference: request.reference, kind: texts.kinds[kind], due }),
    });
  return { status: 'success' as const, request: toView(request), message: texts.received(request.reference, due) };
}

export async function listDataRequests({
  services,
  profile,
}: {
  services: Services;
  profile: Profile;
}): Promise<DataRequestView[]> {
  const rows = await services.database.db
    .select()
    .from(dataSubjectRequests)
    .where(eq(dataSubjectRequests.profileId, profile.id))
    .orderBy(desc(dataSubjectRequests.createdAt));
  return rows.map(toView);
}
