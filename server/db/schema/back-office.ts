import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '../../../domain/back-office/staff-roles';
import { ROUTE_AREAS, WORK_KINDS } from '../../../domain/back-office/work-items';

export { STAFF_ROLES };

/**
 * The bank's staff (issue 10). A member is invited (a single-use link), then sets a password and
 * enrols a TOTP second factor; until both are done they cannot sign in. The TOTP secret is sealed.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower case. */
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    roles: text('roles', { enum: STAFF_ROLES }).array().notNull(),
    passwordHash: text('password_hash'),
    totpSecretSealed: text('totp_secret_sealed'),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code is never accepted twice. */
    lastTotpStep: integer('last_totp_step'),
    invitedBy: uuid('invited_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('staff_members_email_key').on(table.email)],
);

/** Invitation links (the first administrator's from `npm run staff:add`): hashed, single use, 24 hours. */
export const staffInvites = pgTable(
  'staff_invites',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('staff_invites_staff_idx').on(table.staffId)],
);

/**
 * Staff sessions, apart from customers' and shorter. A session begins at the password and counts
 * for nothing until `secondFactorAt`: then it opens the pages of the member's roles.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    clientRef: text('client_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId)],
);

export const APPROVAL_STATES = ['pending', 'approved', 'rejected'] as const;

/**
 * Maker-checker: an action that needs a second staff member waits here until another member of the
 * same remit approves it (then it runs) or rejects it. One pending request per action and subject.
 */
export const staffApprovals = pgTable(
  'staff_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    subjectId: text('subject_id').notNull(),
    /** What the checker sees and what the action needs (a reason, a note), never sealed data. */
    payload: jsonb('payload').$type<Record<string, string>>().notNull(),
    makerId: uuid('maker_id')
      .notNull()
      .references(() => staffMembers.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    state: text('state', { enum: APPROVAL_STATES }).notNull().default('pending'),
    checkerId: uuid('checker_id').references(() => staffMembers.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('staff_approvals_one_pending_key')
      .on(table.kind, table.subjectId)
      .where(sql`state = 'pending'`),
    index('staff_approvals_state_idx').on(table.state, table.requestedAt),
  ],
);

export const LINK_REVIEW_STATES = ['new', 'reviewed'] as const;

/** Every BVN/NIN link tried on /profileupdate, for the back office's queue: the account, its holder's name, the outcome. */
export const identityLinks = pgTable(
  'identity_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    outcome: text('outcome', { enum: ['linked', 'refused'] }).notNull(),
    /** Why it was refused (an error code of the linking), empty when linked. */
    reason: text('reason').notNull().default(''),
    reviewState: text('review_state', { enum: LINK_REVIEW_STATES }).notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('identity_links_created_idx').on(table.createdAt)],
);

/** Replies staff send to contact messages: the text as sent, by whom. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id').notNull(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_replies_message_idx').on(table.messageId)],
);

/**
 * Work that flows (decision 091): who owns a queue item, since when, and whether something the
 * customer sent since waits for the owner's attention. One row per item (its kind and id) once
 * anybody took, was given, or was routed it; an item without a row is nobody's. A contact message
 * routed to another queue names that queue's area (`routedTo`).
 */
export const workItems = pgTable(
  'work_items',
  {
    kind: text('kind', { enum: WORK_KINDS }).notNull(),
    itemId: text('item_id').notNull(),
    ownerId: uuid('owner_id').references(() => staffMembers.id),
    ownedSince: timestamp('owned_since', { withTimezone: true }),
    /** When the customer uploaded a document or wrote since the owner last opened the item; null when nothing waits. */
    attentionSince: timestamp('attention_since', { withTimezone: true }),
    routedTo: text('routed_to', { enum: ROUTE_AREAS }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.itemId] }),
    index('work_items_owner_idx').on(table.ownerId, table.kind),
  ],
);
