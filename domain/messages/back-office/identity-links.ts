/**
 * Texts of the links queue grouped by account (issue 30 point 7): attempts on numbers that are no
 * account, each account's link state, and the confirmation before following up a superseded refusal.
 */
export const identityLinkTexts = {
  filters: { state: 'Link state' },
  states: { linked: 'Linked', not_linked: 'Not linked', no_account: 'No such account' },
  noAccountName: 'No such account',
  attempt: ({ outcome, reason, when }: { outcome: string; reason: string; when: string }) =>
    reason ? `${outcome} (${reason}), ${when}` : `${outcome}, ${when}`,
  superseded: (when: string) =>
    `A later attempt linked this account (${when}). The customer may not need to hear that an earlier one failed.`,
  supersededRefusal:
    'A later attempt linked this account: the customer may not need to hear that an earlier one failed. Confirm to send the message anyway.',
  sendAnyway: 'Send anyway',
  sendAnywayFor: (account: string) => `Send anyway: ${account}`,
  noAccount: 'There is no account with this number, so there is nobody to contact.',
  /** An account's page: its attempts and who owns their follow-up (decision 091). */
  item: {
    title: (account: string) => `BVN/NIN links of account ${account}`,
    lead: 'Every link tried on this account, and who follows it up. Mark attempts reviewed or contact the customer from the list.',
    back: 'Back to the BVN/NIN links',
    attemptsTitle: 'Attempts',
    notFound: 'No BVN or NIN link was tried on this account number.',
  },
} as const;
