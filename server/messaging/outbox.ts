import { desc } from 'drizzle-orm';
import type { MailTransport, OutgoingEmail } from '../adapters/mail/mail-transport';
import type { OutgoingSms, SmsTransport } from '../adapters/sms/sms-transport';
import type { Database } from '../db/client';
import { outboxMessages } from '../db/schema';

export interface OutboxEntry {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  createdAt: string;
}

/** The local transports: real delivery into the database, read back at /dev/outbox. */
export function createOutboxMailTransport(db: Database): MailTransport {
  return {
    name: 'outbox',
    async send({ to, subject, text, html }: OutgoingEmail) {
      await db.insert(outboxMessages).values({ channel: 'email', to, subject, text, html });
    },
  };
}

export function createOutboxSmsTransport(db: Database): SmsTransport {
  return {
    name: 'outbox',
    async send({ to, text }: OutgoingSms) {
      await db.insert(outboxMessages).values({ channel: 'sms', to, text });
    },
  };
}

export async function listOutbox(db: Database, { limit = 200 }: { limit?: number } = {}): Promise<OutboxEntry[]> {
  const rows = await db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdAt: row.createdAt.toISOString(),
  }));
}
