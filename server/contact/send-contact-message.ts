import { ContactSchema, type ContactMessage } from '../../domain/forms/contact';
import { maskIdentityNumbers } from '../../domain/forms/identity-numbers';
import { contactMessages } from '../db/schema';
import { defineRateLimit } from '../security/rate-limits';
import type { Services } from '../services';
import { contactAcknowledgementEmail, contactToBankEmail } from './contact-emails';
import { sealContactPhone } from './contact-phone';
import { parseOrRefuse } from '../errors/refusals';
import { countSubmission } from '../observability/submissions';

const CONTACT_MESSAGE_LIMIT = defineRateLimit({ action: 'contact.send', max: 5, windowSeconds: 3600 });

/**
 * A message from the contact form: stored, e-mailed to the bank's address (BANK_CONTACT_EMAIL) and
 * acknowledged to the sender. The acknowledgement repeats none of what was written, so the form
 * cannot be used to send someone else an e-mail of the sender's choosing. What looks like a BVN, NIN
 * or account number in the message is masked before it is kept or sent (`masked` tells the sender).
 */
export async function sendContactMessage({
  services,
  input,
  clientRef,
}: {
  services: Services;
  input: unknown;
  clientRef: string;
}): Promise<{ id: string; masked: boolean }> {
  return countSubmission(services.metrics, 'contact_form', async () => {
    const typed: ContactMessage = parseOrRefuse(ContactSchema, input);
    const { text, masked } = maskIdentityNumbers(typed.message);
    const message: ContactMessage = { ...typed, message: text };
    // Counted after the check, so that correcting a mistake does not use up an attempt.
    await services.rateLimits.consume(CONTACT_MESSAGE_LIMIT, clientRef);
    // The message and its two e-mails commit together: none is sent for a message that was not kept.
    const { stored, queued } = await services.database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contactMessages)
        .values({
          name: message.name,
          email: message.email,
          subject: message.subject,
          message: message.message,
          phoneSealed: sealContactPhone(services.cipher, message.phone),
        })
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      const toBank = await services.messenger.sendEmail(
        { to: services.config.BANK_CONTACT_EMAIL, ...contactToBankEmail({ message, receivedAt: row.createdAt }) },
        { db: tx },
      );
      const toSender = await services.messenger.sendEmail(
        { to: message.email, ...contactAcknowledgementEmail({ subject: message.subject }) },
        { db: tx },
      );
      return { stored: row, queued: [toBank, toSender] };
    });
    await services.audit.record({
      action: 'contact.send',
      outcome: 'success',
      subject: stored.id,
      clientRef,
      details: { subject: message.subject, masked },
    });
    await services.messenger.deliver(...queued);
    return { id: stored.id, masked };
  });
}
