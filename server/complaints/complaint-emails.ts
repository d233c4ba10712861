import type { Complaint } from '../../domain/forms/complaint';
import { lagosDateTime } from '../../domain/lagos-time';
import { complaintTexts } from '../../domain/messages/complaints';
import { websiteFormTexts } from '../../domain/messages/website-forms';
import { renderEmail } from '../mail-templates/email-layout';

const { email, toBank, categories } = complaintTexts;
const contactLabels = websiteFormTexts.emails.contactToBank.labels;

/** The complaint as the bank's customer care desk receives it. */
export function complaintToBankEmail({
  complaint,
  reference,
  receivedAt,
}: {
  complaint: Complaint;
  reference: string;
  receivedAt: Date;
}) {
  const category = categories[complaint.category];
  return renderEmail({
    subject: toBank.subject(reference, category),
    heading: toBank.heading,
    blocks: [
      { kind: 'paragraph', text: toBank.intro },
      {
        kind: 'details',
        rows: [
          { label: toBank.labels.reference, value: reference },
          { label: contactLabels.name, value: complaint.name },
          { label: contactLabels.email, value: complaint.email },
          ...(complaint.phone ? [{ label: contactLabels.phone, value: `+${complaint.phone}` }] : []),
          ...(complaint.accountNumber ? [{ label: toBank.labels.accountNumber, value: complaint.accountNumber }] : []),
          { label: toBank.labels.category, value: category },
          { label: contactLabels.message, value: complaint.description },
          { label: contactLabels.receivedAt, value: lagosDateTime(receivedAt) },
        ],
      },
    ],
  });
}

/**
 * The complainant's acknowledgement: reference, the bank's promise and the escalation. Like the
 * contact form's, it repeats nothing they wrote, so the form cannot send a stranger a text of its
 * sender's choosing.
 */
export function complaintAcknowledgementEmail({ complaint, reference }: { complaint: Complaint; reference: string }) {
  return renderEmail({
    subject: email.subject(reference),
    heading: email.heading,
    blocks: email.body(reference, categories[complaint.category]).map((text) => ({ kind: 'paragraph', text })),
  });
}
