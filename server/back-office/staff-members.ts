import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { StaffRole } from '../../domain/back-office/staff-roles';
import type { Database } from '../db/client';
import { staffInvites, staffMembers } from '../db/schema';
import { generateToken, hashToken } from '../security/tokens';
import type { Services } from '../services';
import { isUuid } from './applications/find-application';

/** The audit actor of what `npm run staff:add` does: nobody signed in. */
export const COMMAND_LINE_ACTOR = 'command';

export type StaffMember = typeof staffMembers.$inferSelect;

const INVITE_HOURS = 24;

export class StaffEmailTakenError extends Error {
  constructor() {
    super('A staff member with this e-mail address exists already.');
  }
}

export function normaliseEmail(email: string) {
  return email.trim().toLowerCase();
}

/** The link an invitation e-mail (or `npm run staff:add`) gives: single use, 24 hours. */
function inviteLink(services: Services, token: string) {
  return `${services.config.PUBLIC_URL.replace(/\/$/, '')}/staff/invite/${token}`;
}

/** A new single-use invitation link for a member who has not finished enrolling; earlier links stop working. */
export async function issueInvite({
  services,
  staffId,
  createdBy,
}: {
  services: Services;
  staffId: string;
  createdBy?: string;
}): Promise<string> {
  const token = generateToken();
  const { db } = services.database;
  await db.transaction(async (tx) => {
    await tx
      .update(staffInvites)
      .set({ usedAt: new Date() })
      .where(and(eq(staffInvites.staffId, staffId), isNull(staffInvites.usedAt)));
    await tx.insert(staffInvites).values({
      tokenHash: hashToken(token),
      staffId,
      createdBy,
      expiresAt: new Date(Date.now() + INVITE_HOURS * 3600_000),
    });
  });
  return inviteLink(services, token);
}

/** Creates a member with their roles and returns the invitation link that lets them set a password and enrol. */
export async function createStaffMember({
  services,
  email,
  name = '',
  roles,
  invitedBy,
}: {
  services: Services;
  email: string;
  name?: string;
  roles: StaffRole[];
  invitedBy?: string;
}) {
  const [member] = await services.database.db
    .insert(staffMembers)
    .values({ email: normaliseEmail(email), name: name.trim(), roles, invitedBy })
    .onConflictDoNothing()
    .returning();
  if (!member) throw new StaffEmailTakenError();
  await services.audit.record({
    action: 'staff.invite',
    outcome: 'success',
    subject: member.id,
    actor: invitedBy ?? COMMAND_LINE_ACTOR,
    details: { roles: roles.join(' ') },
  });
  return { member, link: await issueInvite({ services, staffId: member.id, createdBy: invitedBy }) };
}

/** The member an unused, unexpired invitation link belongs to (still enabled), or null. */
export async function memberOfInvite(services: Services, token: string): Promise<StaffMember | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await services.database.db
    .select({ member: staffMembers })
    .from(staffInvites)
    .innerJoin(staffMembers, eq(staffMembers.id, staffInvites.staffId))
    .where(
      and(
        eq(staffInvites.tokenHash, hashToken(token)),
        isNull(staffInvites.usedAt),
        gt(staffInvites.expiresAt, new Date()),
        isNull(staffMembers.disabledAt),
      ),
    );
  return row?.member ?? null;
}

/**
 * Spends an invitation link, atomically: of two browsers posting one link at once, one claims it and
 * the other finds it used. Answers the member's id, or null when the link was no longer good.
 */
export async function claimInvite(db: Pick<Database, 'update'>, token: string): Promise<string | null> {
  const [claimed] = await db
    .update(staffInvites)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffInvites.tokenHash, hashToken(token)),
        isNull(staffInvites.usedAt),
        gt(staffInvites.expiresAt, new Date()),
      ),
    )
    .returning({ staffId: staffInvites.staffId });
  return claimed?.staffId ?? null;
}

export async function findStaffById(services: Services, id: string): Promise<StaffMember | null> {
  if (!isUuid(id)) return null;
  const [member] = await services.database.db.select().from(staffMembers).where(eq(staffMembers.id, id));
  return member ?? null;
}

export async function findStaffByEmail(services: Services, email: string): Promise<StaffMember | null> {
  const [member] = await services.database.db
    .select()
    .from(staffMembers)
    .where(eq(staffMembers.email, normaliseEmail(email)));
  return member ?? null;
}

export async function listStaff(services: Services): Promise<StaffMember[]> {
  return services.database.db.select().from(staffMembers).orderBy(asc(staffMembers.email));
}

/** A staff member's name for lists and history: their name, or their e-mail address. */
export function staffLabel(member: Pick<StaffMember, 'name' | 'email'>) {
  return member.name || member.email;
}
