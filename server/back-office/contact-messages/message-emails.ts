import { lagosDateTime } from '../../../domain/lagos-time';
import type { ContactSubject } from '../../../domain/lists/contact-subjects';
import { customerServiceTexts } from '../../../domain/messages/back-office/customer-service';
import { websiteFormTexts } from '../../../domain/messages/website-forms';
import { renderEmail } from '../../mail-templates/email-layout';

const { mail } = customerServiceTexts.messages;
const subjectName = (subject: ContactSubject) => websiteFormTexts.contact.subjects[subject];

/** The bank's reply: the staff member's text, then the sender's message quoted as they wrote it. */
export function contactReplyEmail({
  subject,
  reply,
  original,
  sentAt,
}: {
  subject: ContactSubject;
  reply: string;
  original: string;
  sentAt: Date;
}) {
  const quoted = original
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  return renderEmail({
    subject: mail.replySubject(subjectName(subject)),
    heading: mail.replyHeading,
    blocks: [
      { kind: 'paragraph', text: reply },
      { kind: 'paragraph', text: mail.quoteIntro(lagosDateTime(sentAt)) },
      { kind: 'paragraph', text: quoted },
    ],
  });
}

/** The short notice that an enquiry is closed: nothing the sender wrote. */
export function contactClosedEmail({ subject }: { subject: ContactSubject }) {
  return renderEmail({
    subject: mail.closedSubject(subjectName(subject)),
    heading: mail.closedHeading,
    blocks: [{ kind: 'paragraph', text: mail.closedBody }],
  });
}
