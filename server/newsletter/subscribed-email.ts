import { bank } from '../../domain/bank';
import { websiteFormTexts } from '../../domain/messages/website-forms';
import { renderEmail } from '../mail-templates/email-layout';

const texts = websiteFormTexts.emails.subscribed;

/** The confirmation of a subscription, with the one-click unsubscribe link. */
export function subscribedEmail({ unsubscribeUrl }: { unsubscribeUrl: string }) {
  return renderEmail({
    subject: texts.subject(bank.shortName),
    heading: texts.heading,
    blocks: [
      { kind: 'paragraph', text: texts.body[0] },
      { kind: 'paragraph', text: texts.body[1] },
      { kind: 'action', label: texts.unsubscribe, url: unsubscribeUrl },
    ],
  });
}
