import { and, asc, eq } from 'drizzle-orm';
import { ReplyMessageSchema } from '../../../domain/forms/back-office-customer-service';
import type { StaffRole } from '../../../domain/back-office/staff-roles';
import { customerServiceTexts } from '../../../domain/messages/back-office/customer-service';
import { workTexts } from '../../../domain/messages/back-office/work';
import { parseOrRefuse } from '../../errors/refusals';
import { contactMessages, contactReplies, staffMembers } from '../../db/schema';
import { AppError, AppErrorCode } from '../../errors/app-error';
import type { Services } from '../../services';
import { isUuid } from '../applications/find-application';
import { recordStaffAction } from '../staff-actions';
import { claimIfNobodys, mayWorkItem, routeOfMessage } from '../work/work-items';
import { findStaffById, staffLabel, type StaffMember } from '../staff-members';
import { contactClosedEmail, contactReplyEmail } from './message-emails';
import { messageFields } from './message-queue';

const texts = customerServiceTexts.messages;

export type ContactMessage = typeof contactMessages.$inferSelect;

const notFound = () => new AppError(AppErrorCode.NotFound, customerServiceTexts.common.notFound);

async function findContactMessage(services: Services, id: string): Promise<ContactMessage | null> {
  if (!isUuid(id)) return null;
  const [message] = await services.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return message ?? null;
}

/** The open message the member may work: not one routed to a queue their roles do not work (decision 091). */
async function openMessage(services: Services, member: StaffMember, id: string) {
  const message = await findContactMessage(services, id);
  if (!message) throw notFound();
  if (!mayWorkItem(member.roles as StaffRole[], 'contact-message', await routeOfMessage(services, message.id)))
    throw new AppError(AppErrorCode.Forbidden, workTexts.mayNotWork);
  if (message.status === 'closed') throw new AppError(AppErrorCode.AlreadyClosed, texts.alreadyClosed);
  return message;
}

/** A message with who it is assigned to and the replies sent, oldest first. */
export async function readContactMessage({ services, id }: { services: Services; id: string }) {
  const message = await findContactMessage(services, id);
  if (!message) return null;
  const assignee = message.assignedTo ? await findStaffById(services, message.assignedTo) : null;
  const replies = await services.database.db
    .select({ reply: contactReplies, name: staffMembers.name, email: staffMembers.email })
    .from(contactReplies)
    .innerJoin(staffMembers, eq(staffMembers.id, contactReplies.staffId))
    .where(eq(contactReplies.messageId, message.id))
    .orderBy(asc(contactReplies.sentAt));
  return {
    ...messageFields(message, services.cipher),
    assignee: assignee ? staffLabel(assignee) : '',
    replies: replies.map(({ reply, name, email }) => ({
      id: reply.id,
      body: reply.body,
      by: name || email,
      sentAt: reply.sentAt.toISOString(),
    })),
  };
}

/**
 * 'Reply': e-mailed to the sender from the bank (replies to it reach the bank's contact address),
 * with their message quoted, and kept with who sent it. The reply and its e-mail commit together.
 * A message nobody had is now the replier's.
 */
export async function replyToContactMessage({
  services,
  member,
  messageId,
  input,
}: {
  services: Services;
  member: StaffMember;
  messageId: string;
  input: unknown;
}) {
  const { body } = parseOrRefuse(ReplyMessageSchema, input);
  const message = await openMessage(services, member, messageId);
  const { reply, queued } = await services.database.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactReplies)
      .values({ messageId: message.id, staffId: member.id, body })
      .returning();
    const email = contactReplyEmail({
      subject: message.subject,
      reply: body,
      original: message.message,
      sentAt: message.createdAt,
    });
    return {
      reply: stored,
      queued: await services.messenger.sendEmail(
        { to: message.email, replyTo: services.config.BANK_CONTACT_EMAIL, ...email },
        { db: tx },
      ),
    };
  });
  await services.messenger.deliver(queued);
  await claimIfNobodys(services, 'contact-message', message.id, member.id);
  await recordStaffAction(services, member, {
    action: 'contact-messages.reply',
    subject: message.id,
    details: { reply: reply.id },
  });
  return { message: texts.replySent(message.email) };
}

/** 'Close': once; the sender gets a short e-mail that the enquiry is closed. */
export async function closeContactMessage({
  services,
  member,
  messageId,
}: {
  services: Services;
  member: StaffMember;
  messageId: string;
}) {
  const message = await openMessage(services, member, messageId);
  const queued = await services.database.db.transaction(async (tx) => {
    const [closed] = await tx
      .update(contactMessages)
      .set({ status: 'closed', closedAt: new Date() })
      .where(and(eq(contactMessages.id, message.id), eq(contactMessages.status, 'open')))
      .returning();
    if (!closed) throw new AppError(AppErrorCode.AlreadyClosed, texts.alreadyClosed);
    return services.messenger.sendEmail(
      {
        to: message.email,
        replyTo: services.config.BANK_CONTACT_EMAIL,
        ...contactClosedEmail({ subject: message.subject }),
      },
      { db: tx },
    );
  });
  await services.messenger.deliver(queued);
  await recordStaffAction(services, member, { action: 'contact-messages.close', subject: message.id });
  return { message: texts.closed };
}
