import { desc, lt } from 'drizzle-orm';
import type { MailTransport, OutgoingEmail } from '../adapters/mail/mail-transport';
import type { OutgoingSms, SmsTransport } from '../adapters/sms/sms-transport';
import type { Database } from '../db/client';
import { outboxMessages } from '../db/schema';
import { maskDigits } from '../logger';
import type { FieldCipher } from '../security/field-cipher';

export interface OutboxEntry {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  createdAt: string;
}

type SealedMessage = Pick<OutboxEntry, 'to' | 'subject' | 'text' | 'html'>;

export const SEAL_CONTEXT = 'outbox_messages.message';
/** A developer's inbox, not an archive: messages go after a day. */
const OUTBOX_KEEP_MS = 24 * 60 * 60 * 1000;
// Links carry single-use tokens: a copy kept outside development must not be usable.
const TOKEN_IN_LINK = /([?&](?:psc|token|ref|t)=)[A-Za-z0-9_-]{16,}/g;

/**
 * The local transports: real delivery into the database, read back at /dev/outbox. Every message
 * is sealed at rest. Outside development (a staging server allowed to run on local parts) codes,
 * numbers and link tokens are masked before they are kept, so nothing stored can be used.
 */
export function createOutbox({
  db,
  cipher,
  keepSendable,
}: {
  db: Database;
  cipher: FieldCipher;
  keepSendable: boolean;
}) {
  const scrub = (text: string) => (keepSendable ? text : maskDigits(text.replace(TOKEN_IN_LINK, '$1[removed]')));
  async function keep(channel: 'email' | 'sms', message: SealedMessage) {
    await db.delete(outboxMessages).where(lt(outboxMessages.createdAt, new Date(Date.now() - OUTBOX_KEEP_MS)));
    const stored: SealedMessage = {
      to: keepSendable ? message.to : maskDigits(message.to),
      subject: message.subject,
      text: scrub(message.text),
      html: message.html && scrub(message.html),
    };
    await db
      .insert(outboxMessages)
      .values({ channel, messageSealed: cipher.encrypt(JSON.stringify(stored), SEAL_CONTEXT) });
  }
  const mail: MailTransport = {
    name: 'outbox',
    send: ({ to, subject, text, html }: OutgoingEmail) => keep('email', { to, subject, text, html: html ?? null }),
  };
  const sms: SmsTransport = {
    name: 'outbox',
    send: ({ to, text }: OutgoingSms) => keep('sms', { to, subject: null, text, html: null }),
  };
  return { mail, sms };
}

export async function listOutbox(
  { database: { db }, cipher }: { database: { db: Database }; cipher: FieldCipher },
  { limit = 200 }: { limit?: number } = {},
): Promise<OutboxEntry[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    ...(JSON.parse(cipher.decrypt(row.messageSealed, SEAL_CONTEXT)) as SealedMessage),
    createdAt: row.createdAt.toISOString(),
  }));
}
