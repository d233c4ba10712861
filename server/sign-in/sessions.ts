import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { customerProfiles, customerSessions, customers } from '../db/schema';
import { readCookie } from '../http/browser-key';
import { generateToken, hashToken } from '../security/tokens';
import type { Services } from '../services';
import { findProfileById, type Profile } from './profiles';

export type CustomerSession = typeof customerSessions.$inferSelect;
export type SessionEndReason =
  | 'signed-out'
  | 'idle'
  | 'expired'
  | 'ended-by-customer'
  | 'password-changed'
  | 'rotated'
  | 'contact-changed'
  | 'contact-change-cancelled';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function sessionCookieName(isProduction: boolean) {
  return isProduction ? '__Host-sid' : 'sid';
}

/** The session cookie's token of a request, if any. */
export function sessionTokenOf(cookieHeader: string | null | undefined, isProduction: boolean): string | undefined {
  return readCookie(cookieHeader, sessionCookieName(isProduction));
}

/** The session cookie: no Max-Age, so it goes with the browser; the server ends the session anyway. */
export function sessionCookie(token: string, isProduction: boolean) {
  return `${sessionCookieName(isProduction)}=${token}; Path=/; HttpOnly; SameSite=Lax${isProduction ? '; Secure' : ''}`;
}

export function clearedSessionCookie(isProduction: boolean) {
  return `${sessionCookieName(isProduction)}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${isProduction ? '; Secure' : ''}`;
}

/** "Chrome on Android": enough to recognise a session in the list, nothing that identifies the device. */
export function describeDevice(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser =
    [
      ['Edge', /Edg\//],
      ['Opera', /OPR\//],
      ['Samsung Internet', /SamsungBrowser\//],
      ['Chrome', /Chrome\/|CriOS\//],
      ['Firefox', /Firefox\/|FxiOS\//],
      ['Safari', /Safari\//],
    ].find(([, pattern]) => (pattern as RegExp).test(ua))?.[0] ?? '';
  const system =
    [
      ['Android', /Android/],
      ['iPhone', /iPhone/],
      ['iPad', /iPad/],
      ['Windows', /Windows/],
      ['macOS', /Mac OS X/],
      ['Linux', /Linux/],
    ].find(([, pattern]) => (pattern as RegExp).test(ua))?.[0] ?? '';
  return [browser, system].filter(Boolean).join(' on ');
}

/**
 * Starts a session for a customer who has just proved the password and the code. The session the
 * browser held before, if any, ends: a token known before sign-in is never a signed-in one.
 */
export async function startSession({
  services,
  profileId,
  previousToken,
  device,
  network = null,
  clientRef,
}: {
  services: Services;
  profileId: string;
  previousToken?: string;
  device: string;
  /** The client's network (`networkOf`), never its address. */
  network?: string | null;
  clientRef: string;
}): Promise<string> {
  if (previousToken) await endSession({ services, token: previousToken, reason: 'rotated' });
  const token = generateToken();
  await services.database.db.insert(customerSessions).values({
    tokenHash: hashToken(token),
    profileId,
    device,
    network,
    clientRef,
    expiresAt: new Date(Date.now() + services.config.CUSTOMER_SESSION_MAX_SECONDS * 1000),
  });
  return token;
}

/**
 * The signed-in customer of a cookie's token, or null. A session unused for the idle time or past
 * its absolute end is ended here; any other read counts as activity.
 */
export async function readSession({
  services,
  token,
}: {
  services: Services;
  token: string | undefined;
}): Promise<{ session: CustomerSession; profile: Profile } | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const { db } = services.database;
  const tokenHash = hashToken(token);
  const [session] = await db
    .select()
    .from(customerSessions)
    .where(and(eq(customerSessions.tokenHash, tokenHash), isNull(customerSessions.endedAt)));
  if (!session) return null;
  const now = Date.now();
  const idleEnd = session.lastSeenAt.getTime() + services.config.CUSTOMER_SESSION_IDLE_SECONDS * 1000;
  if (idleEnd <= now || session.expiresAt.getTime() <= now) {
    await endSession({ services, token, reason: idleEnd <= now ? 'idle' : 'expired' });
    return null;
  }
  const [touched] = await db
    .update(customerSessions)
    .set({ lastSeenAt: new Date(now) })
    .where(and(eq(customerSessions.tokenHash, tokenHash), isNull(customerSessions.endedAt)))
    .returning();
  const profile = touched ? await findProfileById(services, touched.profileId) : null;
  return touched && profile ? { session: touched, profile } : null;
}

/**
 * The profile of a cookie's running session and what the header names its holder by, in one query,
 * read without counting as activity or ending it (docs/decisions/059). Reading the site's pages is
 * not using the area, so it keeps no session alive past its idle end; a session past it reads as
 * signed out. `firstname` is null for a holder the core had before the website.
 */
export async function peekSession({ services, token }: { services: Services; token: string | undefined }) {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const now = Date.now();
  const [session] = await services.database.db
    .select({
      profileId: customerSessions.profileId,
      accountNumber: customerProfiles.accountNumber,
      firstname: customers.firstname,
    })
    .from(customerSessions)
    .innerJoin(customerProfiles, eq(customerProfiles.id, customerSessions.profileId))
    .leftJoin(customers, eq(customers.id, customerProfiles.customerId))
    .where(
      and(
        eq(customerSessions.tokenHash, hashToken(token)),
        isNull(customerSessions.endedAt),
        gt(customerSessions.lastSeenAt, new Date(now - services.config.CUSTOMER_SESSION_IDLE_SECONDS * 1000)),
        gt(customerSessions.expiresAt, new Date(now)),
      ),
    );
  return session ?? null;
}

/** Why a session of this token ended, if it did: to tell the customer they were signed out for inactivity. */
export async function endReasonOf({
  services,
  token,
}: {
  services: Services;
  token: string | undefined;
}): Promise<string | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const [session] = await services.database.db
    .select({ endReason: customerSessions.endReason })
    .from(customerSessions)
    .where(eq(customerSessions.tokenHash, hashToken(token)));
  return session?.endReason ?? null;
}

export async function endSession({
  services,
  token,
  reason,
}: {
  services: Services;
  token: string;
  reason: SessionEndReason;
}): Promise<void> {
  await services.database.db
    .update(customerSessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(eq(customerSessions.tokenHash, hashToken(token)), isNull(customerSessions.endedAt)));
}

/** The customer's sessions still running, newest first. */
export async function listSessions({
  services,
  profileId,
}: {
  services: Services;
  profileId: string;
}): Promise<CustomerSession[]> {
  const idleSince = new Date(Date.now() - services.config.CUSTOMER_SESSION_IDLE_SECONDS * 1000);
  return services.database.db
    .select()
    .from(customerSessions)
    .where(
      and(
        eq(customerSessions.profileId, profileId),
        isNull(customerSessions.endedAt),
        gt(customerSessions.expiresAt, new Date()),
        gt(customerSessions.lastSeenAt, idleSince),
      ),
    )
    .orderBy(desc(customerSessions.lastSeenAt));
}

export interface SessionView {
  id: string;
  device: string;
  /** The network it signed in from ("102.89.34.0/24"), null when not known. */
  network: string | null;
  createdAt: string;
  lastSeenAt: string;
  /** The session of the request: the customer's own device. */
  current: boolean;
}

/** A session as the customer's list shows it; `currentId` is the public id of the asking session. */
export function toSessionView(session: CustomerSession, currentId: string): SessionView {
  return {
    id: session.publicId,
    device: session.device,
    network: session.network,
    createdAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
    current: session.publicId === currentId,
  };
}

/** Ends one of the customer's own sessions by its public id; another customer's id ends nothing. */
export async function endSessionByPublicId({
  services,
  profileId,
  publicId,
}: {
  services: Services;
  profileId: string;
  publicId: string;
}): Promise<boolean> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(publicId)) return false;
  const ended = await services.database.db
    .update(customerSessions)
    .set({ endedAt: new Date(), endReason: 'ended-by-customer' })
    .where(
      and(
        eq(customerSessions.publicId, publicId),
        eq(customerSessions.profileId, profileId),
        isNull(customerSessions.endedAt),
      ),
    )
    .returning({ publicId: customerSessions.publicId });
  return ended.length > 0;
}

/** Ends every session of the customer (a new password, a change of contact details), but the one named, if any. */
export async function endAllSessions({
  services,
  profileId,
  reason,
  except,
}: {
  services: Services;
  profileId: string;
  reason: SessionEndReason;
  except?: string;
}): Promise<void> {
  const mine = eq(customerSessions.profileId, profileId);
  await services.database.db
    .update(customerSessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(
      and(
        mine,
        isNull(customerSessions.endedAt),
        except ? ne(customerSessions.tokenHash, hashToken(except)) : undefined,
      ),
    );
}
