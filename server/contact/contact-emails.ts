import { bank } from '../../domain/bank';
import type { ContactMessage } from '../../domain/forms/contact';
import type { ContactSubject } from '../../domain/lists/contact-subjects';
import { websiteFormTexts } from '../../domain/messages/website-forms';
import { renderEmail } from '../mail-templates/email-layout';

const { contact, emails } = websiteFormTexts;
const LAGOS_TIME = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

/** The message as the bank's customer care desk receives it. */
export function contactToBankEmail({ message, receivedAt }: { message: ContactMessage; receivedAt: Date }) {
  const subject = contact.subjects[message.subject];
  const { labels } = emails.contactToBank;
  return renderEmail({
    subject: emails.contactToBank.subject(subject, message.name),
    heading: emails.contactToBank.heading,
    blocks: [
      { kind: 'paragraph', text: emails.contactToBank.intro },
      {
        kind: 'details',
        rows: [
          { label: labels.name, value: message.name },
          { label: labels.email, value: message.email },
          ...(message.phone ? [{ label: labels.phone, value: `+${message.phone}` }] : []),
          { label: labels.subject, value: subject },
          { label: labels.message, value: message.message },
          { label: labels.receivedAt, value: LAGOS_TIME.format(receivedAt) },
        ],
      },
    ],
  });
}

/** The sender's acknowledgement: the subject only, nothing they wrote. */
export function contactAcknowledgementEmail({ subject }: { subject: ContactSubject }) {
  const [thanks, notYou] = emails.contactAcknowledgement.body(contact.subjects[subject]);
  return renderEmail({
    subject: emails.contactAcknowledgement.subject(bank.shortName),
    heading: emails.contactAcknowledgement.heading,
    blocks: [
      { kind: 'paragraph', text: thanks },
      { kind: 'paragraph', text: notYou },
    ],
  });
}
