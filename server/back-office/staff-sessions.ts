import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { staffSessions } from '../db/schema';
import { readCookie } from '../http/browser-key';
import { generateToken, hashToken } from '../security/tokens';
import type { Services } from '../services';
import { findStaffById, type StaffMember } from './staff-members';

export type StaffSession = typeof staffSessions.$inferSelect;
export type StaffSessionEndReason = 'signed-out' | 'idle' | 'expired' | 'rotated' | 'second-factor-failed' | 'disabled';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Between the password and the second factor: five minutes, then the password again. */
const HALF_SESSION_SECONDS = 5 * 60;

function staffCookieName(isProduction: boolean) {
  return isProduction ? '__Host-staff' : 'staff';
}

export function staffTokenOf(cookieHeader: string | null | undefined, isProduction: boolean) {
  return readCookie(cookieHeader, staffCookieName(isProduction));
}

/** Strict: no other site can make a staff member's browser send it, not even by a link. */
export function staffCookie(token: string, isProduction: boolean) {
  return `${staffCookieName(isProduction)}=${token}; Path=/; HttpOnly; SameSite=Strict${isProduction ? '; Secure' : ''}`;
}

export function clearedStaffCookie(isProduction: boolean) {
  return `${staffCookieName(isProduction)}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict${isProduction ? '; Secure' : ''}`;
}

/** A session after the password alone: it opens the second-factor page and nothing else. */
export async function startHalfSession({
  services,
  staffId,
  clientRef,
  previousToken,
}: {
  services: Services;
  staffId: string;
  clientRef: string;
  previousToken?: string;
}) {
  if (previousToken) await endStaffSession({ services, token: previousToken, reason: 'rotated' });
  const token = generateToken();
  await services.database.db.insert(staffSessions).values({
    tokenHash: hashToken(token),
    staffId,
    clientRef,
    expiresAt: new Date(Date.now() + HALF_SESSION_SECONDS * 1000),
  });
  return token;
}

/** The second factor passed: the half session ends and a full one, under a new token, begins. */
export async function completeSession({
  services,
  halfToken,
  staffId,
  clientRef,
}: {
  services: Services;
  halfToken: string;
  staffId: string;
  clientRef: string;
}) {
  await endStaffSession({ services, token: halfToken, reason: 'rotated' });
  const token = generateToken();
  const now = new Date();
  await services.database.db.insert(staffSessions).values({
    tokenHash: hashToken(token),
    staffId,
    clientRef,
    secondFactorAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + services.config.STAFF_SESSION_MAX_SECONDS * 1000),
  });
  return token;
}

async function sessionOf(services: Services, token: string | undefined) {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const [session] = await services.database.db
    .select()
    .from(staffSessions)
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), isNull(staffSessions.endedAt)));
  return session ?? null;
}

/** The member of a half session still within its five minutes, or null. */
export async function readHalfSession({
  services,
  token,
}: {
  services: Services;
  token: string | undefined;
}): Promise<{ session: StaffSession; member: StaffMember } | null> {
  const session = await sessionOf(services, token);
  if (!session || session.secondFactorAt || session.expiresAt.getTime() <= Date.now()) return null;
  const member = await findStaffById(services, session.staffId);
  return member && !member.disabledAt ? { session, member } : null;
}

/**
 * The signed-in member of a full session, or null. Idle past the staff idle time, past its end, or
 * of a member since disabled, the session ends here; any other read counts as activity.
 */
export async function readStaffSession({
  services,
  token,
}: {
  services: Services;
  token: string | undefined;
}): Promise<{ session: StaffSession; member: StaffMember } | null> {
  const session = await sessionOf(services, token);
  if (!session || !session.secondFactorAt || !token) return null;
  const now = Date.now();
  const idle = session.lastSeenAt.getTime() + services.config.STAFF_SESSION_IDLE_SECONDS * 1000 <= now;
  if (idle || session.expiresAt.getTime() <= now) {
    await endStaffSession({ services, token, reason: idle ? 'idle' : 'expired' });
    return null;
  }
  const member = await findStaffById(services, session.staffId);
  if (!member || member.disabledAt) {
    await endStaffSession({ services, token, reason: 'disabled' });
    return null;
  }
  const [touched] = await services.database.db
    .update(staffSessions)
    .set({ lastSeenAt: new Date(now) })
    .where(
      and(
        eq(staffSessions.tokenHash, session.tokenHash),
        isNull(staffSessions.endedAt),
        isNotNull(staffSessions.secondFactorAt),
      ),
    )
    .returning();
  return touched ? { session: touched, member } : null;
}

export async function staffEndReasonOf({ services, token }: { services: Services; token: string | undefined }) {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const [session] = await services.database.db
    .select({ endReason: staffSessions.endReason })
    .from(staffSessions)
    .where(eq(staffSessions.tokenHash, hashToken(token)));
  return session?.endReason ?? null;
}

export async function endStaffSession({
  services,
  token,
  reason,
}: {
  services: Services;
  token: string;
  reason: StaffSessionEndReason;
}) {
  await services.database.db
    .update(staffSessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), isNull(staffSessions.endedAt)));
}

/** Ends every session of a member: disabled by an administrator, or their roles changed. */
export async function endSessionsOf({
  services,
  staffId,
  reason,
}: {
  services: Services;
  staffId: string;
  reason: StaffSessionEndReason;
}) {
  await services.database.db
    .update(staffSessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)));
}
