import { eq } from 'drizzle-orm';
import { StaffPasswordSchema, StaffSignInSchema, TotpCodeSchema } from '../../domain/forms/staff';
import { staffTexts } from '../../domain/messages/back-office/staff';
import { staffMembers } from '../db/schema';
import { AppError, AppErrorCode } from '../errors/app-error';
import { countPasswordTry, tellOfLock, type PasswordTryLimits } from '../security/password-tries';
import { defineRateLimit } from '../security/rate-limits';
import type { Services } from '../services';
import { parseOrRefuse } from '../errors/refusals';
import { hashPassword, verifyPassword } from '../sign-in/passwords';
import { checkTotp } from './second-factor';
import { claimInvite, findStaffByEmail, memberOfInvite } from './staff-members';
import { completeSession, endStaffSession, readHalfSession, startHalfSession } from './staff-sessions';

const texts = staffTexts.signIn;
/**
 * Wrong passwords (right ones are given back): 5 per 15 minutes per member and address, 30 per member
 * from anywhere, 100 per address, which an office shares (docs/decisions/049).
 */
export const STAFF_PASSWORD_LIMITS: PasswordTryLimits = {
  perAccountAndClient: defineRateLimit({
    action: 'staff.password.member.client',
    max: 5,
    windowSeconds: 15 * 60,
    message: texts.wrongPasswordsFromNetwork,
  }),
  perAccount: defineRateLimit({
    action: 'staff.password',
    max: 30,
    windowSeconds: 15 * 60,
    message: texts.memberPaused,
  }),
  perClient: defineRateLimit({
    action: 'staff.password.client',
    max: 100,
    windowSeconds: 15 * 60,
    message: texts.networkPaused,
  }),
};
const CODE_TRIES = defineRateLimit({
  action: 'staff.totp',
  max: 5,
  windowSeconds: 15 * 60,
  message: texts.tooManyCodes,
});

const refusedCredentials = () => new AppError(AppErrorCode.Unauthorized, texts.invalid);

/**
 * The password step. Unknown addresses, members without a password, disabled members and wrong
 * passwords all get the same answer in the same time. Returns the half session's token.
 */
export async function staffPasswordStep({
  services,
  input,
  clientRef,
  previousToken,
}: {
  services: Services;
  input: Record<string, unknown>;
  clientRef: string;
  previousToken?: string;
}) {
  const form = parseOrRefuse(StaffSignInSchema, input);
  const passwordTry = await countPasswordTry(services, STAFF_PASSWORD_LIMITS, {
    accountKey: services.keyedHash(form.email, 'staff-sign-in'),
    clientRef,
  });
  const member = await findStaffByEmail(services, form.email);
  const matches = await verifyPassword(form.password, member?.passwordHash);
  if (!member || !matches || member.disabledAt) {
    const lock = passwordTry.wrong();
    if (member && !matches && lock) {
      await tellOfLock(services, member.id, () =>
        services.messenger.sendEmail({
          to: member.email,
          subject: texts.lockNoticeSubject,
          text: texts.lockNoticeBody(lock === 'everywhere'),
        }),
      );
    }
    await services.audit.record({
      action: 'staff.sign-in.password',
      outcome: 'failure',
      subject: member?.id,
      clientRef,
    });
    throw refusedCredentials();
  }
  await passwordTry.right();
  await services.audit.record({
    action: 'staff.sign-in.password',
    outcome: 'success',
    subject: member.id,
    actor: member.id,
    clientRef,
  });
  const token = await startHalfSession({ services, staffId: member.id, clientRef, previousToken });
  return { token, enrolled: Boolean(member.enrolledAt) };
}

/**
 * The second factor, at sign-in or when enrolling: a right code turns the half session into a full
 * one (new token) and, the first time, completes the enrolment. Five wrong codes end the sign-in.
 */
export async function staffCodeStep({
  services,
  halfToken,
  input,
  clientRef,
}: {
  services: Services;
  halfToken: string | undefined;
  input: Record<string, unknown>;
  clientRef: string;
}) {
  const half = await readHalfSession({ services, token: halfToken });
  if (!half || !halfToken) throw new AppError(AppErrorCode.Gone, texts.expired);
  const { code } = parseOrRefuse(TotpCodeSchema, input);
  const { member } = half;
  try {
    await services.rateLimits.consume(CODE_TRIES, member.id);
  } catch (error) {
    await endStaffSession({ services, token: halfToken, reason: 'second-factor-failed' });
    throw error;
  }
  if (!(await checkTotp(services, member, code))) {
    await services.audit.record({
      action: 'staff.sign-in.code',
      outcome: 'failure',
      subject: member.id,
      actor: member.id,
      clientRef,
    });
    throw new AppError(AppErrorCode.Unauthorized, texts.codeWrong, { fields: { code: texts.codeWrong } });
  }
  await services.rateLimits.reset(CODE_TRIES, member.id);
  if (!member.enrolledAt) {
    await services.database.db
      .update(staffMembers)
      .set({ enrolledAt: new Date() })
      .where(eq(staffMembers.id, member.id));
    await services.audit.record({
      action: 'staff.enrol',
      outcome: 'success',
      subject: member.id,
      actor: member.id,
      clientRef,
    });
  }
  await services.audit.record({
    action: 'staff.sign-in',
    outcome: 'success',
    subject: member.id,
    actor: member.id,
    clientRef,
  });
  return completeSession({ services, halfToken, staffId: member.id, clientRef });
}

/**
 * An invitation link's form: the member's name and password. The link is claimed in the same
 * transaction that sets the password, so it gives one browser, and one only, the half session that
 * leads to enrolling the second factor; a second post of the link is refused.
 */
export async function acceptInvite({
  services,
  inviteToken,
  input,
  clientRef,
  previousToken,
}: {
  services: Services;
  inviteToken: string;
  input: Record<string, unknown>;
  clientRef: string;
  previousToken?: string;
}) {
  const member = await memberOfInvite(services, inviteToken);
  if (!member) throw new AppError(AppErrorCode.Gone, staffTexts.invite.invalidLink);
  const form = parseOrRefuse(StaffPasswordSchema, { ...input, email: member.email });
  const passwordHash = await hashPassword(form.password);
  const claimed = await services.database.db.transaction(async (tx) => {
    if ((await claimInvite(tx, inviteToken)) !== member.id) return false;
    await tx.update(staffMembers).set({ name: form.name, passwordHash }).where(eq(staffMembers.id, member.id));
    return true;
  });
  if (!claimed) throw new AppError(AppErrorCode.Gone, staffTexts.invite.invalidLink);
  await services.audit.record({
    action: 'staff.password.set',
    outcome: 'success',
    subject: member.id,
    actor: member.id,
    clientRef,
  });
  return startHalfSession({ services, staffId: member.id, clientRef, previousToken });
}
