import { and, eq, inArray, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { MailTransport, OutgoingEmail } from '../adapters/mail/mail-transport';
import type { Database } from '../db/client';
import { mailQueue } from '../db/schema';
import type { Logger } from '../logger';
import type { FieldCipher } from '../security/field-cipher';

export const SEAL_CONTEXT = 'mail_queue.message';
/** A worker that claimed an e-mail has this long to send it before another may try. */
const CLAIM_MS = 2 * 60 * 1000;
const MAX_BACKOFF_MS = 60 * 60 * 1000;
/** Delivered rows (their message already blanked) are kept this long for support, then removed. */
const DELIVERED_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

export interface QueuedEmail {
  id: string;
}

/**
 * The durable side of sending e-mail: `enqueue` writes the sealed message with the caller's
 * database handle (a transaction, so the e-mail commits or rolls back with its record); `deliver`
 * claims and sends queued e-mails, marking each delivered and blanking its message.
 */
export function createMailQueue({
  db,
  cipher,
  transport,
  logger,
}: {
  db: Database;
  cipher: FieldCipher;
  transport: MailTransport;
  logger: Logger;
}) {
  // Due by the database's clock: an e-mail queued within the same millisecond (the JavaScript clock
  // has no microseconds) would otherwise wait for the worker instead of going at once.
  async function claim(where: SQL, limit: number) {
    const now = new Date();
    return db
      .update(mailQueue)
      .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS), attempts: sql`${mailQueue.attempts} + 1` })
      .where(
        sql`${mailQueue.id} in (select id from ${mailQueue} where ${and(where, isNull(mailQueue.sentAt), lte(mailQueue.nextAttemptAt, sql`now()`))} order by ${mailQueue.nextAttemptAt} limit ${limit} for update skip locked)`,
      )
      .returning();
  }

  async function send(row: typeof mailQueue.$inferSelect) {
    try {
      const email = JSON.parse(cipher.decrypt(row.messageSealed!, SEAL_CONTEXT)) as OutgoingEmail;
      await transport.send(email);
      await db
        .update(mailQueue)
        .set({ sentAt: new Date(), messageSealed: null, lastError: null })
        .where(eq(mailQueue.id, row.id));
      logger.info({ transport: transport.name, subject: email.subject }, 'email sent');
      return true;
    } catch (error) {
      const backoff = Math.min(MAX_BACKOFF_MS, 30_000 * 2 ** Math.max(0, row.attempts - 1));
      await db
        .update(mailQueue)
        .set({
          nextAttemptAt: new Date(Date.now() + backoff),
          lastError: error instanceof Error ? error.name : 'Error',
        })
        .where(eq(mailQueue.id, row.id));
      logger.warn({ err: error, mailId: row.id, attempts: row.attempts }, 'email not delivered: it stays queued');
      return false;
    }
  }

  return {
    async enqueue(email: OutgoingEmail, { db: handle = db }: { db?: Database } = {}): Promise<QueuedEmail> {
      const [row] = await handle
        .insert(mailQueue)
        .values({ messageSealed: cipher.encrypt(JSON.stringify(email), SEAL_CONTEXT) })
        .returning({ id: mailQueue.id });
      return row;
    },
    /** Sends these queued e-mails now (after their transaction committed); a failure leaves them to the worker. Returns how many went. */
    async deliver(queued: QueuedEmail[]) {
      let delivered = 0;
      if (queued.length === 0) return delivered;
      for (const row of await claim(
        inArray(
          mailQueue.id,
          queued.map((entry) => entry.id),
        ),
        queued.length,
      ))
        if (await send(row)) delivered += 1;
      return delivered;
    },
    /** The worker: every e-mail due, in batches; returns how many went. */
    async deliverDue({ batchSize = 50 }: { batchSize?: number } = {}) {
      let delivered = 0;
      for (const row of await claim(sql`true`, batchSize)) if (await send(row)) delivered += 1;
      await db
        .delete(mailQueue)
        .where(and(isNotNull(mailQueue.sentAt), lt(mailQueue.sentAt, new Date(Date.now() - DELIVERED_KEEP_MS))));
      return delivered;
    },
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;
