import { and, isNotNull, lt, sql } from 'drizzle-orm';
import {
  applicantGrants,
  bvnConsentSessions,
  bvnReferences,
  contactChanges,
  customerSessions,
  emailVerificationTokens,
  idempotencyKeys,
  mailQueue,
  newsletterSubscribers,
  oneTimeCodes,
  rateLimits,
  signInChallenges,
} from '../db/schema';
import type { Services } from '../services';

export const RETENTION_JOB = 'privacy.retention';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The daily clear-out the privacy policy promises (Nigeria Data Protection Act 2023: kept no longer
 * than needed). Deletes, once their purpose has passed and the configured days have gone by:
 * one-time codes, consent sessions and the BVN references they made, e-mail verification links,
 * applicant grants, sign-in challenges and ended sessions, the old values kept to undo contact changes, idempotency records, sent e-mails,
 * expired rate-limit counters, and the
 * addresses of newsletter readers who left. Customer and account records are not touched: the law
 * keeps those for years. Returns how many rows went from each table; the run is audited.
 */
export async function applyRetention({
  services,
  now = new Date(),
}: {
  services: Services;
  now?: Date;
}): Promise<Record<string, number>> {
  const { config } = services;
  const { db } = services.database;
  const shortLived = new Date(now.getTime() - config.RETENTION_SHORT_LIVED_DAYS * DAY_MS);
  const sentMail = new Date(now.getTime() - config.RETENTION_SENT_MAIL_DAYS * DAY_MS);
  const unsubscribed = new Date(now.getTime() - config.RETENTION_UNSUBSCRIBED_DAYS * DAY_MS);

  const removed = await db.transaction(async (tx) => {
    const count = (rows: unknown[]) => rows.length;
    return {
      one_time_codes: count(
        await tx.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, shortLived)).returning({ id: oneTimeCodes.id }),
      ),
      // References first: they point at their consent session.
      bvn_references: count(
        await tx
          .delete(bvnReferences)
          .where(lt(bvnReferences.useBy, shortLived))
          .returning({ ref: bvnReferences.refHash }),
      ),
      bvn_consent_sessions: count(
        await tx
          .delete(bvnConsentSessions)
          .where(
            and(
              lt(bvnConsentSessions.expiresAt, shortLived),
              sql`not exists (select 1 from ${bvnReferences} where ${bvnReferences.sessionId} = ${bvnConsentSessions.id})`,
            ),
          )
          .returning({ id: bvnConsentSessions.id }),
      ),
      email_verification_tokens: count(
        await tx
          .delete(emailVerificationTokens)
          .where(lt(emailVerificationTokens.expiresAt, shortLived))
          .returning({ token: emailVerificationTokens.tokenHash }),
      ),
      applicant_grants: count(
        await tx
          .delete(applicantGrants)
          .where(lt(applicantGrants.expiresAt, shortLived))
          .returning({ ref: applicantGrants.browserRef }),
      ),
      sign_in_challenges: count(
        await tx
          .delete(signInChallenges)
          .where(lt(signInChallenges.expiresAt, shortLived))
          .returning({ id: signInChallenges.id }),
      ),
      contact_changes: count(
        await tx
          .delete(contactChanges)
          .where(lt(contactChanges.cancellableUntil, shortLived))
          .returning({ id: contactChanges.id }),
      ),
      customer_sessions: count(
        await tx
          .delete(customerSessions)
          .where(lt(customerSessions.expiresAt, shortLived))
          .returning({ id: customerSessions.publicId }),
      ),
      idempotency_keys: count(
        await tx
          .delete(idempotencyKeys)
          .where(lt(idempotencyKeys.createdAt, shortLived))
          .returning({ key: idempotencyKeys.key }),
      ),
      mail_queue: count(
        await tx
          .delete(mailQueue)
          .where(and(isNotNull(mailQueue.sentAt), lt(mailQueue.sentAt, sentMail)))
          .returning({ id: mailQueue.id }),
      ),
      rate_limits: count(
        await tx.delete(rateLimits).where(lt(rateLimits.expire, now)).returning({ key: rateLimits.key }),
      ),
      newsletter_subscribers: count(
        await tx
          .delete(newsletterSubscribers)
          .where(
            and(
              isNotNull(newsletterSubscribers.unsubscribedAt),
              lt(newsletterSubscribers.unsubscribedAt, unsubscribed),
            ),
          )
          .returning({ id: newsletterSubscribers.id }),
      ),
    };
  });
  await services.audit.record({ action: RETENTION_JOB, outcome: 'success', details: removed });
  return removed;
}
