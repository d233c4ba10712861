import type { OutgoingEmail } from '../adapters/mail/mail-transport';
import type { OutgoingSms, SmsTransport } from '../adapters/sms/sms-transport';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import type { Metrics } from '../observability/metrics';
import type { MailQueue, QueuedEmail } from './mail-queue';
import { onboardingTexts } from '../../domain/messages/onboarding';
import { AppError, AppErrorCode } from '../errors/app-error';

/** The one way the product sends e-mail and SMS. */
export interface Messenger {
  /**
   * Queues an e-mail durably. Without `db` it is also delivered at once. With a transaction as `db`
   * it commits with the caller's record: call `deliver` with the result once that has committed (a
   * crash in between leaves it to the delivery job, never lost, never sent for a rolled-back record).
   */
  sendEmail(email: OutgoingEmail, options?: { db?: Database }): Promise<QueuedEmail>;
  deliver(...queued: (QueuedEmail | undefined)[]): Promise<void>;
  /** An e-mail carrying a one-time code: queued and delivered at once, counted as sent or failed (a failure stays queued for the worker). */
  sendEmailCode(email: OutgoingEmail): Promise<void>;
  /** SMS carry codes: sent directly, never kept in a queue at rest; a failed delivery throws an SmsUnavailable AppError. */
  sendSms(sms: OutgoingSms): Promise<void>;
}

export function createMessenger({
  queue,
  sms,
  logger,
  metrics,
}: {
  queue: MailQueue;
  sms: SmsTransport;
  logger: Logger;
  metrics: Metrics;
}): Messenger {
  return {
    async sendEmail(email, { db } = {}) {
      const queued = await queue.enqueue(email, { db });
      if (!db) await queue.deliver([queued]);
      return queued;
    },
    async deliver(...queued) {
      await queue.deliver(queued.filter((entry): entry is QueuedEmail => entry !== undefined));
    },
    async sendEmailCode(email) {
      const delivered = await queue.deliver([await queue.enqueue(email)]);
      metrics.codes.inc({ channel: 'email', outcome: delivered > 0 ? 'sent' : 'failed' });
    },
    async sendSms(message) {
      try {
        await sms.send(message);
      } catch (error) {
        logger.warn({ err: error, transport: sms.name, phone: message.to }, 'sms not delivered');
        metrics.codes.inc({ channel: 'sms', outcome: 'failed' });
        // The flows answer this as any refusal: a clear message, nothing lost, try again later.
        throw new AppError(AppErrorCode.SmsUnavailable, onboardingTexts.smsUnavailable);
      }
      metrics.codes.inc({ channel: 'sms', outcome: 'sent' });
      logger.info({ transport: sms.name, phone: message.to }, 'sms sent');
    },
  };
}
