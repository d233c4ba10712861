import { and, arrayContains, eq, isNull, lt } from 'drizzle-orm';
import { lagosDate } from '../../../domain/lagos-time';
import { complianceTexts } from '../../../domain/messages/back-office/compliance';
import { dataSubjectRequests, staffMembers } from '../../db/schema';
import type { Services } from '../../services';
import { REMINDER_DAYS_LEFT, daysLeft, lagosDayStartAfter } from './days-left';

export const DATA_REQUEST_REMINDER_JOB = 'data-requests.remind';

const texts = complianceTexts.dataRequests;

/**
 * The daily reminder: every open request with 5 Lagos days or fewer left (overdue included) that
 * was not reminded yet is claimed (reminded_at), then every active compliance officer gets one
 * e-mail about it. The claim makes it once per request, however often or wherever the job runs.
 * The e-mail names the request, never the customer. Returns how many requests were reminded.
 */
export async function remindDueDataRequests({
  services,
  now = new Date(),
}: {
  services: Services;
  now?: Date;
}): Promise<number> {
  const { db } = services.database;
  const officers = await db
    .select({ email: staffMembers.email })
    .from(staffMembers)
    .where(and(arrayContains(staffMembers.roles, ['compliance']), isNull(staffMembers.disabledAt)));
  const claimed = await db
    .update(dataSubjectRequests)
    .set({ remindedAt: now })
    .where(
      and(
        eq(dataSubjectRequests.state, 'received'),
        isNull(dataSubjectRequests.remindedAt),
        lt(dataSubjectRequests.dueAt, lagosDayStartAfter(REMINDER_DAYS_LEFT + 1, now)),
      ),
    )
    .returning();
  const base = services.config.PUBLIC_URL.replace(/\/$/, '');
  for (const request of claimed) {
    const left = daysLeft(request.dueAt, now);
    const text = texts.mail.reminderBody({
      reference: request.reference,
      kind: texts.kinds[request.kind],
      due: lagosDate(request.dueAt),
      daysLeft: texts.daysLeft(left),
      link: `${base}/staff/data-requests/${request.id}`,
    });
    for (const { email } of officers)
      await services.messenger.sendEmail({ to: email, subject: texts.mail.reminderSubject(request.reference), text });
    await services.audit.record({
      action: 'data-requests.reminder',
      outcome: 'success',
      subject: request.id,
      details: { daysLeft: left, officers: officers.length },
    });
  }
  return claimed.length;
}
