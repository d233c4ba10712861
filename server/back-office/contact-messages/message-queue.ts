import { lagosExportTime } from '../../../domain/lagos-time';
import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { CONTACT_SUBJECTS } from '../../../domain/lists/contact-subjects';
import { customerServiceTexts } from '../../../domain/messages/back-office/customer-service';
import { websiteFormTexts } from '../../../domain/messages/website-forms';
import { contactMessages, staffMembers } from '../../db/schema';
import { openContactPhone } from '../../contact/contact-phone';
import { openComplaintAccountNumber } from '../../complaints/complaint-account-number';
import type { ComplaintCategory } from '../../../domain/lists/complaint-categories';
import type { FieldCipher } from '../../security/field-cipher';
import type { Services } from '../../services';
import type { QueueExport } from '../queue-export';
import { isUuid } from '../applications/find-application';
import { EXPORT_LIMIT, likePattern, oneOf, pageRequest, queuePage, searchText } from '../paging';

const texts = customerServiceTexts.messages;
const MESSAGE_STATUSES = ['open', 'closed'] as const;
const ASSIGNED_FILTERS = ['me', 'nobody'] as const;

/**
 * The list's filter: status, subject, assigned to the member asking ('me') or to nobody, and name,
 * e-mail or a complaint's reference. An export has no member asking: its link names the member instead (`assignee`).
 */
function messageFilter(query: URLSearchParams, memberId?: string): SQL | undefined {
  const status = oneOf(query, 'status', MESSAGE_STATUSES);
  const subject = oneOf(query, 'subject', CONTACT_SUBJECTS);
  const assigned = oneOf(query, 'assigned', ASSIGNED_FILTERS);
  const assignee =
    assigned === 'me' ? memberId : isUuid(query.get('assignee') ?? '') ? query.get('assignee')! : undefined;
  const text = searchText(query);
  const pattern = likePattern(text);
  return and(
    status ? eq(contactMessages.status, status) : undefined,
    subject ? eq(contactMessages.subject, subject) : undefined,
    assignee
      ? eq(contactMessages.assignedTo, assignee)
      : assigned === 'nobody'
        ? isNull(contactMessages.assignedTo)
        : undefined,
    text
      ? or(
          ilike(contactMessages.name, pattern),
          ilike(contactMessages.email, pattern),
          ilike(contactMessages.reference, pattern),
        )
      : undefined,
  );
}

async function selectMessages(services: Services, where: SQL | undefined, limit: number, offset: number) {
  const rows = await services.database.db
    .select({ message: contactMessages, assigneeName: staffMembers.name, assigneeEmail: staffMembers.email })
    .from(contactMessages)
    .leftJoin(staffMembers, eq(staffMembers.id, contactMessages.assignedTo))
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ message, assigneeName, assigneeEmail }) => ({
    ...messageFields(message, services.cipher),
    assignee: assigneeName || assigneeEmail || '',
  }));
}

/** A message as the list and its page show it (the assignee's name is added by each). */
export function messageFields(message: typeof contactMessages.$inferSelect, cipher: FieldCipher) {
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    phone: openContactPhone(cipher, message.phoneSealed),
    subject: message.subject,
    /** A complaint's reference, category and account number (decision 078); empty for other messages. */
    reference: message.reference ?? '',
    complaintCategory: (message.complaintCategory ?? '') as ComplaintCategory | '',
    accountNumber: openComplaintAccountNumber(cipher, message.accountNumberSealed),
    message: message.message,
    status: message.status,
    assignedTo: message.assignedTo ?? '',
    createdAt: message.createdAt.toISOString(),
    closedAt: message.closedAt?.toISOString() ?? '',
  };
}

export type ContactMessageRow = Awaited<ReturnType<typeof selectMessages>>[number];

/** One page of contact messages, newest first. `memberId` is who asks: the 'me' of the assigned filter. */
export async function listContactMessages({
  services,
  query,
  memberId,
}: {
  services: Services;
  query: URLSearchParams;
  memberId: string;
}) {
  const { page, limit, offset } = pageRequest(query);
  const where = messageFilter(query, memberId);
  const [rows, [{ total }]] = await Promise.all([
    selectMessages(services, where, limit, offset),
    services.database.db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  return queuePage(rows, total, page);
}

export const contactMessagesExport: QueueExport = {
  area: 'contact-messages',
  fileName: 'contact-messages.csv',
  async rows(services, query) {
    const rows = await selectMessages(services, messageFilter(query), EXPORT_LIMIT, 0);
    return {
      header: customerServiceTexts.csv.messages,
      rows: rows.map((row) => [
        lagosExportTime(row.createdAt),
        row.name,
        row.email,
        row.phone ? `+${row.phone}` : '',
        websiteFormTexts.contact.subjects[row.subject],
        texts.statuses[row.status],
        row.assignee,
        row.message,
        lagosExportTime(row.closedAt),
      ]),
    };
  },
};
