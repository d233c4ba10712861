import nodemailer from 'nodemailer';
import type { MailTransport, OutgoingEmail } from './mail-transport';

/**
 * Sends over a pool of connections to the mail server (nodemailer's, up to 5), kept open between
 * e-mails: a request that sends one does not wait for a new connection and its TLS handshake.
 * A `pool` parameter in the URL overrides it.
 */
export function createSmtpMailTransport({ url, from }: { url: string; from: string }): MailTransport {
  const transporter = nodemailer.createTransport({ url, pool: true });
  return {
    name: 'smtp',
    async send(email: OutgoingEmail) {
      await transporter.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        replyTo: email.replyTo,
        headers: email.headers,
      });
    },
    close: () => transporter.close(),
  };
}
