import { asc, eq, sql } from 'drizzle-orm';
import type { LoanMessageText } from '../../domain/forms';
import { loanTexts } from '../../domain/messages/loans';
import { loanApplications, loanMessages, staffMembers } from '../db/schema';
import { AppError, AppErrorCode } from '../errors/app-error';
import type { Services } from '../services';
import { callOwnersAttention } from '../back-office/work/work-items';

export const LOAN_MESSAGE_SEAL = 'loan_messages.body';

export interface LoanMessage {
  id: string;
  from: 'customer' | 'bank';
  /** The officer's name for the bank's messages ('' when the member has none). */
  staffName: string;
  body: string;
  sentAt: string;
}

/** The application's thread, oldest first, opened from its seal. */
export async function loanThread(services: Services, applicationId: string): Promise<LoanMessage[]> {
  const rows = await services.database.db
    .select({ message: loanMessages, staffName: staffMembers.name })
    .from(loanMessages)
    .leftJoin(staffMembers, sql`${staffMembers.id}::text = ${loanMessages.author}`)
    .where(eq(loanMessages.applicationId, applicationId))
    .orderBy(asc(loanMessages.sentAt));
  return rows.map(({ message, staffName }) => ({
    id: message.id,
    from: message.author === 'customer' ? 'customer' : 'bank',
    staffName: staffName ?? '',
    body: services.cipher.decrypt(message.bodySealed, LOAN_MESSAGE_SEAL),
    sentAt: message.sentAt.toISOString(),
  }));
}

/**
 * Adds a message to a submitted application's thread: `author` is 'customer' or a member of
 * staff's id. Drafts have no thread yet (nobody at the bank reads them).
 */
export async function addLoanMessage(
  services: Services,
  application: Pick<typeof loanApplications.$inferSelect, 'id' | 'status'>,
  author: string,
  { message }: LoanMessageText,
) {
  if (application.status === 'draft') throw new AppError(AppErrorCode.NotSubmitted, loanTexts.errors.stepsMissing);
  await services.database.db
    .insert(loanMessages)
    .values({ applicationId: application.id, author, bodySealed: services.cipher.encrypt(message, LOAN_MESSAGE_SEAL) });
  // The customer wrote: the application comes back to its officer's attention (decision 091).
  if (author === 'customer') await callOwnersAttention(services.database.db, 'loan', application.id);
  await services.audit.record({
    action: 'loans.message',
    outcome: 'success',
    subject: application.id,
    details: { author: author === 'customer' ? 'customer' : 'staff' },
  });
}
