import { lagosExportTime } from '../../../domain/lagos-time';
import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { SERVICE_LEVELS } from '../../../domain/back-office/service-levels';
import { overLevel, ownerOn, workOwner, workQueue, type QueueWork } from '../work/work-queue';
import { CONTACT_SUBJECTS } from '../../../domain/lists/contact-subjects';
import { customerServiceTexts } from '../../../domain/messages/back-office/customer-service';
import { websiteFormTexts } from '../../../domain/messages/website-forms';
import { workTexts } from '../../../domain/messages/back-office/work';
import { contactMessages, workItems } from '../../db/schema';
import { openContactPhone } from '../../contact/contact-phone';
import { openComplaintAccountNumber } from '../../complaints/complaint-account-number';
import type { ComplaintCategory } from '../../../domain/lists/complaint-categories';
import type { FieldCipher } from '../../security/field-cipher';
import type { Services } from '../../services';
import type { QueueExport } from '../queue-export';
import { WORK_FILTERS, type RouteArea } from '../../../domain/back-office/work-items';
import { EXPORT_LIMIT, likePattern, oneOf, pageRequest, queuePage, searchText } from '../paging';

const texts = customerServiceTexts.messages;
/** A queue shows at most this many messages routed to it (they are few: routing is by hand). */
const ROUTED_LIMIT = 100;
const MESSAGE_STATUSES = ['open', 'closed'] as const;

/**
 * The list's filter: status, subject, my work or nobody's (work-queue.ts), and name, e-mail or a
 * complaint's reference. A message routed to another queue stays listed here, marked routed, with
 * its new owner (decision 091); it is not among "nobody's", as customer service may not take it.
 */
function messageFilter(query: URLSearchParams, work: QueueWork): SQL | undefined {
  const status = oneOf(query, 'status', MESSAGE_STATUSES);
  const subject = oneOf(query, 'subject', CONTACT_SUBJECTS);
  const text = searchText(query);
  const pattern = likePattern(text);
  return and(
    oneOf(query, 'work', WORK_FILTERS) === 'nobody' ? isNull(workItems.routedTo) : undefined,
    status ? eq(contactMessages.status, status) : undefined,
    subject ? eq(contactMessages.subject, subject) : undefined,
    work.condition,
    text
      ? or(
          ilike(contactMessages.name, pattern),
          ilike(contactMessages.email, pattern),
          ilike(contactMessages.reference, pattern),
        )
      : undefined,
  );
}

/** Complaints are acknowledged within 24 hours, other messages answered within two days. */
const levelOf = (message: { reference: string | null }) =>
  message.reference ? SERVICE_LEVELS.complaint : SERVICE_LEVELS['contact-message'];

/**
 * Open messages over their level first (complaints by their own), then the newest. A message waits
 * on the queue that works it: customer service's list does not put first those routed away.
 */
const messageWork = (ownQueue: boolean) =>
  workQueue('contact-message', {
    id: contactMessages.id,
    received: contactMessages.createdAt,
    open: and(eq(contactMessages.status, 'open'), ownQueue ? isNull(workItems.routedTo) : undefined)!,
    level: SERVICE_LEVELS['contact-message'],
    over: (now) => {
      const received = contactMessages.createdAt;
      return sql`(case when ${contactMessages.reference} is null then ${overLevel(SERVICE_LEVELS['contact-message'], { received }, now)} else ${overLevel(SERVICE_LEVELS.complaint, { received }, now)} end)`;
    },
  });
const ownMessageWork = messageWork(true);
const routedMessageWork = messageWork(false);

/** The messages of a list: `ownQueue` for customer service's own, where one routed away no longer waits on them. */
async function selectMessages(
  services: Services,
  { work, ownQueue }: { work: QueueWork; ownQueue: boolean },
  where: SQL | undefined,
  limit: number,
  offset: number,
) {
  const rows = await services.database.db
    .select({ message: contactMessages, routedTo: workItems.routedTo, ...work.columns })
    .from(contactMessages)
    .leftJoin(workItems, work.on)
    .leftJoin(workOwner, ownerOn)
    .where(where)
    .orderBy(...work.orders, desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ message, routedTo, ...row }) => {
    const cells = work.cells(row, {
      level: levelOf(message),
      receivedAt: message.createdAt,
      isOpen: message.status === 'open' && !(ownQueue && routedTo),
    });
    return { ...messageFields(message, services.cipher), routedTo, assignee: cells.owner, work: cells };
  });
}

/** The open contact messages routed to a queue (decision 091): that queue's staff work them, over their level first. */
export async function listRoutedMessages({
  services,
  area,
  query,
  memberId,
}: {
  services: Services;
  area: RouteArea;
  query: URLSearchParams;
  memberId: string;
}) {
  const work = routedMessageWork({ query, memberId });
  return selectMessages(
    services,
    { work, ownQueue: false },
    and(eq(workItems.routedTo, area), eq(contactMessages.status, 'open'), work.condition),
    ROUTED_LIMIT,
    0,
  );
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
  const work = ownMessageWork({ query, memberId });
  const where = messageFilter(query, work);
  const [rows, [{ total }]] = await Promise.all([
    selectMessages(services, { work, ownQueue: true }, where, limit, offset),
    services.database.db.select({ total: count() }).from(contactMessages).leftJoin(workItems, work.on).where(where),
  ]);
  return queuePage(rows, total, page);
}

export const contactMessagesExport: QueueExport = {
  area: 'contact-messages',
  fileName: 'contact-messages.csv',
  async rows(services, query) {
    const work = ownMessageWork({ query });
    const rows = await selectMessages(services, { work, ownQueue: true }, messageFilter(query, work), EXPORT_LIMIT, 0);
    return {
      header: customerServiceTexts.csv.messages,
      rows: rows.map((row) => [
        lagosExportTime(row.createdAt),
        row.name,
        row.email,
        row.phone ? `+${row.phone}` : '',
        websiteFormTexts.contact.subjects[row.subject],
        row.routedTo && row.status === 'open'
          ? workTexts.routedAway(workTexts.routeAreas[row.routedTo])
          : texts.statuses[row.status],
        row.assignee,
        row.message,
        lagosExportTime(row.closedAt),
      ]),
    };
  },
};
