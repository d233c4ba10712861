import { ContactSchema, type ContactMessage } from '../../domain/forms/contact';
import { maskIdentityNumbers } from '../../domain/forms/identity-numbers';
import { defineRateLimit } from '../security/rate-limits';
import type { Services } from '../services';
import { contactAcknowledgementEmail, contactToBankEmail } from './contact-emails';
import { sealContactPhone } from './contact-phone';
import { storeContactMessage } from './store-contact-message';
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
    const stored = await storeContactMessage({
      services,
      message: {
        name: message.name,
        email: message.email,
        subject: message.subject,
        message: message.message,
        phoneSealed: sealContactPhone(services.cipher, message.phone),
      },
      toBank: (receivedAt) => contactToBankEmail({ message, receivedAt }),
      toSender: contactAcknowledgementEmail({ subject: message.subject }),
      audit: { action: 'contact.send', clientRef, details: { subject: message.subject, masked } },
    });
    return { id: stored.id, masked };
  });
}
