/** Texts of maker-checker (issue 10). */
export const staffApprovalTexts = {
  title: 'Approvals',
  lead: 'Actions another staff member asked for, waiting for a second pair of eyes. You cannot approve your own.',
  empty: 'Nothing is waiting for approval.',
  kinds: {
    'loan.approve': 'Approve a loan',
    'loan.decline': 'Decline a loan',
    'application.decline': 'Decline an account application',
    'application.risk': "Clear an account application's high risk",
    'data.erase': "Erase a customer's data",
    'data.correct': "Correct a customer's data",
    'staff.invite': 'Invite a staff member',
    'staff.roles': "Change a staff member's roles",
  },
  requestedBy: (name: string) => `Asked by ${name}`,
  /** What a screen reader hears after "Approve"/"Reject", so that two items of one kind differ. */
  itemName: (kind: string, subject: string) => `${kind}, ${subject}`,
  approve: 'Approve',
  reject: 'Reject',
  approved: 'Approved: the action is done.',
  rejected: 'Rejected: nothing was done.',
  requested: 'Sent for approval: a second staff member must approve it.',
  waiting: (name: string) => `Waiting for a second staff member's approval (asked by ${name}).`,
  alreadyWaiting: 'This action is already waiting for approval.',
  notWaiting: 'This request is no longer waiting for approval.',
  makerCannotCheck: 'You asked for this action, so another staff member must approve it.',
  notYourRemit: 'Your role does not cover this action.',
  open: 'Open the item',
  /** Content changes wait for a second content editor; they are approved on their item's page (decision 098). */
  content: {
    title: 'Changes of content',
    kind: (kind: string) => `Publish a change: ${kind}`,
    name: 'Content',
    version: 'Version',
    open: 'Open the change to approve or refuse it',
    makerCannotCheck: 'You submitted this change, so another content editor must approve it.',
  },
} as const;
