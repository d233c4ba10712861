/**
 * The message catalogue: every text the specification quotes, verbatim (its spelling included),
 * in one place so that the bank edits copy without touching components.
 */
export const messages = {
  header: {
    searchPlaceholder: 'Search...',
    openAccount: 'Open Account',
    openPersonalAccount: 'Open Personal Account',
    openCorporateAccount: 'Open Corporate Account',
  },
  errors: {
    unexpectedApplicationError: 'Unexpected Application Error!',
  },
} as const;
