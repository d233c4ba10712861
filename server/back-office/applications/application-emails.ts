import { customerServiceTexts } from '../../../domain/messages/back-office/customer-service';
import { renderEmail } from '../../mail-templates/email-layout';

const { mail } = customerServiceTexts.applications;

/** The customer hears that staff approved their application. */
export function applicationApprovedEmail({ product }: { product: string }) {
  return renderEmail({
    subject: mail.approvedSubject,
    heading: mail.approvedHeading,
    blocks: mail.approvedBody(product).map((text) => ({ kind: 'paragraph', text })),
  });
}

/** The customer hears that their application was declined, and why, in the staff member's plain words. */
export function applicationDeclinedEmail({ product, reason }: { product: string; reason: string }) {
  return renderEmail({
    subject: mail.declinedSubject,
    heading: mail.declinedHeading,
    blocks: mail.declinedBody(product, reason).map((text) => ({ kind: 'paragraph', text })),
  });
}
