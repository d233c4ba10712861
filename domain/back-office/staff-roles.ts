/**
 * Staff roles (issue 10; the specification's product had none). Each role has its remit: the work
 * queues it may open. Every page, action and download of /staff checks the remit on the server.
 */
export const STAFF_ROLES = ['customer_service', 'compliance', 'mortgage_officer', 'content_editor', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export type WorkArea =
  | 'applications'
  | 'pending-accounts'
  | 'links'
  | 'bvn-phone-help'
  | 'contact-messages'
  | 'subscribers'
  | 'whistle-blower'
  | 'data-requests'
  | 'audit'
  | 'loans'
  | 'staff'
  | 'approvals'
  | 'content'
  /** Clearing an account application's high risk (decision 089): compliance checks, customer service asks. */
  | 'risk-clearance';

/** Which role works which area. Approvals are open to every role: each sees only the kinds its own remit covers. */
const REMIT: Record<StaffRole, readonly WorkArea[]> = {
  customer_service: [
    'applications',
    'pending-accounts',
    'links',
    'bvn-phone-help',
    'contact-messages',
    'subscribers',
    'approvals',
  ],
  compliance: ['whistle-blower', 'data-requests', 'audit', 'approvals', 'risk-clearance'],
  mortgage_officer: ['loans', 'approvals'],
  // Content has its own maker-checker in its versions (decision 085); the changes waiting for a second
  // editor are listed under Approvals too, with a link to the item's page where they are approved (decision 098).
  content_editor: ['content', 'approvals'],
  // Administrators also see the BVN-phone requests: a branch manager may have to find one (issue 27).
  admin: ['staff', 'approvals', 'bvn-phone-help'],
};

export function mayWork(roles: readonly StaffRole[], area: WorkArea): boolean {
  return roles.some((role) => REMIT[role].includes(area));
}

/**
 * An account application's page (its KYC review, documents, screening and risk) opens to the roles
 * that work applications and to those that clear a high risk (decision 089); its forms stay the
 * applications' remit.
 */
export const mayReadApplication = (roles: readonly StaffRole[]) =>
  mayWork(roles, 'applications') || mayWork(roles, 'risk-clearance');

/** The actions that need a second staff member (maker-checker), and the area whose staff may make and check them. */
export const APPROVAL_KINDS = {
  'loan.approve': 'loans',
  'loan.decline': 'loans',
  'application.decline': 'applications',
  'data.erase': 'data-requests',
  'data.correct': 'data-requests',
  'staff.invite': 'staff',
  'staff.roles': 'staff',
  'application.risk': 'risk-clearance',
  'content.withdraw': 'content',
} as const satisfies Record<string, WorkArea>;
export type ApprovalKind = keyof typeof APPROVAL_KINDS;

/** Kinds whose maker works another area than their checkers: customer service asks compliance to clear a high risk. */
export const APPROVAL_MAKER_AREAS: Partial<Record<ApprovalKind, WorkArea>> = { 'application.risk': 'applications' };

/** The prefix of the audit trail's events of staff access (invitations, role changes), compliance's filter. */
export const STAFF_ACCESS_ACTIONS = 'staff.access.' as const;
