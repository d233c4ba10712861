import { toInternationalPhone } from '../phone';
import { mayWork, type StaffRole, type WorkArea } from './staff-roles';

/**
 * One view of a customer (issue 30 point 3; decision 084). The profile and the accounts are read
 * by every role that works customers' items; each other section only by the roles whose remit
 * covers its queue, as that queue's own pages are.
 */
const CUSTOMER_SECTIONS = {
  applications: 'applications',
  loans: 'loans',
  links: 'links',
  messages: 'contact-messages',
  dataRequests: 'data-requests',
} as const satisfies Record<string, WorkArea>;
export type CustomerSection = keyof typeof CUSTOMER_SECTIONS;

const SECTIONS = Object.keys(CUSTOMER_SECTIONS) as CustomerSection[];

/** The sections of the view a member may read. */
export function customerSectionsOf(roles: readonly StaffRole[]): CustomerSection[] {
  return SECTIONS.filter((section) => mayWork(roles, CUSTOMER_SECTIONS[section]));
}

/** Opening the view needs at least one of its sections: an administrator alone reads no customer's data (decision 032). */
export const mayOpenCustomerView = (roles: readonly StaffRole[]) => customerSectionsOf(roles).length > 0;

/** Reading what the customer did themselves (sign-ins, contact changes) in the view's history is the audit trail's remit. */
export const mayReadCustomerTrail = (roles: readonly StaffRole[]) => mayWork(roles, 'audit');

/** What a search is, by its form: a reference by its prefix, an id, or a customer's own details. */
export type CustomerSearch =
  | { kind: 'loan' | 'dataRequest' | 'complaint'; reference: string }
  | { kind: 'id'; id: string }
  | { kind: 'accountNumber'; accountNumber: string }
  | { kind: 'email'; email: string }
  | { kind: 'phone'; phone: string }
  | { kind: 'name'; words: string[] }
  | { kind: 'empty' };

const REFERENCE = /^(MTG|DSR|CMP)-\d{8}-[A-Z0-9]{6}$/;
const REFERENCE_KINDS = { MTG: 'loan', DSR: 'dataRequest', CMP: 'complaint' } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ACCOUNT_NUMBER = /^\d{10}$/;
const PHONE = /^\+?[\d\s()-]{8,}$/;
const MIN_NAME_LENGTH = 2;

export function parseCustomerSearch(input: string): CustomerSearch {
  const typed = input.trim().replace(/\s+/g, ' ');
  if (typed.length < MIN_NAME_LENGTH) return { kind: 'empty' };
  const upper = typed.toUpperCase();
  const reference = REFERENCE.exec(upper);
  if (reference) return { kind: REFERENCE_KINDS[reference[1] as keyof typeof REFERENCE_KINDS], reference: upper };
  if (UUID.test(typed.toLowerCase())) return { kind: 'id', id: typed.toLowerCase() };
  if (ACCOUNT_NUMBER.test(typed)) return { kind: 'accountNumber', accountNumber: typed };
  if (typed.includes('@')) return { kind: 'email', email: typed.toLowerCase() };
  if (PHONE.test(typed)) return { kind: 'phone', phone: toInternationalPhone(typed) };
  return { kind: 'name', words: typed.toLowerCase().split(' ') };
}

/** The queue whose remit a search of this kind needs, beyond opening the view; an id's item is checked once found. */
export const SEARCH_AREAS: Partial<Record<CustomerSearch['kind'], WorkArea>> = {
  loan: 'loans',
  dataRequest: 'data-requests',
  complaint: 'contact-messages',
};
