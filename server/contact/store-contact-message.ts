import { contactMessages } from '../db/schema';
import type { RenderedEmail } from '../mail-templates/email-layout';
import type { AuditEvent } from '../security/audit-log';
import type { Services } from '../services';

type NewContactMessage = typeof contactMessages.$inferInsert;

/**
 * Keeps a message of the contact or complaint form and queues its two e-mails, to the bank's address
 * (BANK_CONTACT_EMAIL) and to the sender, in one transaction: none is sent for a message that was not
 * kept. Then audits and delivers.
 */
export async function storeContactMessage({
  services,
  message,
  toBank,
  toSender,
  audit,
}: {
  services: Services;
  message: NewContactMessage;
  toBank: (receivedAt: Date) => RenderedEmail;
  toSender: RenderedEmail;
  audit: Required<Pick<AuditEvent, 'action' | 'clientRef' | 'details'>>;
}): Promise<{ id: string; createdAt: Date }> {
  const { stored, queued } = await services.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values(message)
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    const bankCopy = await services.messenger.sendEmail(
      { to: services.config.BANK_CONTACT_EMAIL, ...toBank(row.createdAt) },
      { db: tx },
    );
    const acknowledgement = await services.messenger.sendEmail({ to: message.email, ...toSender }, { db: tx });
    return { stored: row, queued: [bankCopy, acknowledgement] };
  });
  await services.audit.record({ ...audit, outcome: 'success', subject: stored.id });
  await services.messenger.deliver(...queued);
  return stored;
}
