import type { WorkArea } from './staff-roles';

/**
 * Work that flows (issue 30 point 4; decision 091): the queue items that have an owner, an age and a
 * service level. Each kind is worked in one area of the remits; a member may own an item only when
 * one of their roles works that area (or the area a contact message was routed to).
 */
export const WORK_KINDS = [
  'application',
  'bvn-phone-help',
  'contact-message',
  'data-request',
  'link',
  'loan',
  'whistle-blower',
] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

export const WORK_KIND_AREA = {
  application: 'applications',
  'bvn-phone-help': 'bvn-phone-help',
  'contact-message': 'contact-messages',
  'data-request': 'data-requests',
  link: 'links',
  loan: 'loans',
  'whistle-blower': 'whistle-blower',
} as const satisfies Record<WorkKind, WorkArea>;

/**
 * An item of the links queue is an account (its attempts grouped, issue 30 point 7), named by its
 * ten-digit number; its work row is kept under that number (decision 091, update of migration 0031).
 */
export const isAccountNumber = (value: string) => /^\d{10}$/.test(value);

/** Where a contact message may be routed besides its own queue: a question about a mortgage goes to mortgage officers. */
export const ROUTE_AREAS = ['contact-messages', 'loans', 'applications', 'data-requests'] as const;
export type RouteArea = (typeof ROUTE_AREAS)[number];

/** The queues' list filter of work: the member's own items, or those nobody owns. */
export const WORK_FILTERS = ['mine', 'nobody'] as const;
