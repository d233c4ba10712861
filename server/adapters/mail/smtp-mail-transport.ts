import nodemailer from 'nodemailer';
import type { MailTransport, OutgoingEmail } from './mail-transport';

export function createSmtpMailTransport({ url, from }: { url: string; from: string }): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(email: OutgoingEmail) {
      await transporter.sendMail({ from, to: email.to, subject: email.subject, text: email.text, html: email.html, replyTo: email.replyTo, headers: email.headers });
    },
  };
}
