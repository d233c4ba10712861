import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { OTP_PATTERN } from '../../domain/constants';
import { bvnConsentTexts } from '../../domain/messages/bvn-consent';
import type { Database } from '../db/client';
import { oneTimeCodes } from '../db/schema';
import { AppError, AppErrorCode } from '../errors/app-error';
import type { Services } from '../services';
import { constantTimeEqual, generateOtp } from './tokens';

export const ONE_TIME_CODE_SECONDS = 10 * 60;
const ONE_TIME_CODE_MAX_TRIES = 5;

const texts = bvnConsentTexts;
export const SEAL_CONTEXT = 'one_time_codes.payload';

function codeProblem(message: string) {
  return new AppError(AppErrorCode.ValidationError, message, { fields: { otp: message } });
}

const hashOf = (services: Pick<Services, 'keyedHash'>, id: string, code: string) =>
  services.keyedHash(`${id}:${code}`, 'otp');

/**
 * Issues a new one-time code for `purpose` and `subject`, ending any earlier one and carrying its
 * tries over. Answers the code, for the caller to send; only its keyed hash is kept.
 */
export async function issueOneTimeCode({
  services,
  db = services.database.db,
  purpose,
  subject,
  payload,
}: {
  services: Services;
  db?: Database;
  purpose: string;
  subject: string;
  payload?: string;
}): Promise<string> {
  const code = generateOtp();
  const live = and(
    eq(oneTimeCodes.purpose, purpose),
    eq(oneTimeCodes.subject, subject),
    gt(oneTimeCodes.expiresAt, new Date()),
  );
  // The newest code of the last 10 minutes, ended or not: its tries carry over to the new one.
  const [previous] = await db
    .select({ attempts: oneTimeCodes.attempts })
    .from(oneTimeCodes)
    .where(live)
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  await db
    .update(oneTimeCodes)
    .set({ endedAt: new Date() })
    .where(and(live, isNull(oneTimeCodes.endedAt)));
  const id = crypto.randomUUID();
  await db.insert(oneTimeCodes).values({
    id,
    purpose,
    subject,
    codeHash: hashOf(services, id, code),
    payloadSealed: payload === undefined ? null : services.cipher.encrypt(payload, SEAL_CONTEXT),
    attempts: previous?.attempts ?? 0,
    expiresAt: new Date(Date.now() + ONE_TIME_CODE_SECONDS * 1000),
  });
  return code;
}

/**
 * Checks a code: the newest live one for `purpose` and `subject`, at most 5 tries in all, once.
 * Answers what it confirms (its payload), or throws a ValidationError on `otp` saying what to do.
 */
export async function redeemOneTimeCode({
  services,
  purpose,
  subject,
  code,
}: {
  services: Services;
  purpose: string;
  subject: string;
  code: unknown;
}): Promise<string | null> {
  const entered = typeof code === 'string' ? code.trim() : '';
  if (!OTP_PATTERN.test(entered)) throw codeProblem(texts.codeFormat);
  const { db } = services.database;
  const [counted] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      eq(
        oneTimeCodes.id,
        db
          .select({ id: oneTimeCodes.id })
          .from(oneTimeCodes)
          .where(
            and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.subject, subject), isNull(oneTimeCodes.endedAt)),
          )
          .orderBy(desc(oneTimeCodes.createdAt))
          .limit(1),
      ),
    )
    .returning();
  if (!counted || counted.expiresAt <= new Date()) throw codeProblem(texts.codeExpired);
  if (counted.attempts > ONE_TIME_CODE_MAX_TRIES) {
    await db.update(oneTimeCodes).set({ endedAt: new Date() }).where(eq(oneTimeCodes.id, counted.id));
    throw codeProblem(texts.codeExpired);
  }
  if (!constantTimeEqual(hashOf(services, counted.id, entered), counted.codeHash)) {
    const triesLeft = ONE_TIME_CODE_MAX_TRIES - counted.attempts;
    if (triesLeft > 0) throw codeProblem(texts.wrongCode(triesLeft));
    await db.update(oneTimeCodes).set({ endedAt: new Date() }).where(eq(oneTimeCodes.id, counted.id));
    throw codeProblem(texts.codeExpired);
  }
  const [ended] = await db
    .update(oneTimeCodes)
    .set({ endedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, counted.id), isNull(oneTimeCodes.endedAt)))
    .returning();
  if (!ended) throw codeProblem(texts.codeExpired);
  return ended.payloadSealed ? services.cipher.decrypt(ended.payloadSealed, SEAL_CONTEXT) : null;
}

/** Whether the newest code for `purpose` and `subject` has had all its tries: a new code would not help. */
export async function triesUsedUp({
  services,
  purpose,
  subject,
}: {
  services: Services;
  purpose: string;
  subject: string;
}): Promise<boolean> {
  const [newest] = await services.database.db
    .select({ attempts: oneTimeCodes.attempts })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.subject, subject)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return (newest?.attempts ?? 0) >= ONE_TIME_CODE_MAX_TRIES;
}
