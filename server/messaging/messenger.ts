import type { MailTransport, OutgoingEmail } from '../adapters/mail/mail-transport';
import type { OutgoingSms, SmsTransport } from '../adapters/sms/sms-transport';
import type { Logger } from '../logger';

/** The one way the product sends e-mail and SMS. */
export interface Messenger {
  sendEmail(email: OutgoingEmail): Promise<void>;
  sendSms(sms: OutgoingSms): Promise<void>;
}

export function createMessenger({ mail, sms, logger }: { mail: MailTransport; sms: SmsTransport; logger: Logger }): Messenger {
  return {
    async sendEmail(email) {
      await mail.send(email);
      logger.info({ transport: mail.name, subject: email.subject }, 'email sent');
    },
    async sendSms(message) {
      await sms.send(message);
      logger.info({ transport: sms.name, phone: message.to }, 'sms sent');
    },
  };
}
