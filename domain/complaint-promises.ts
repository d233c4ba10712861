/**
 * The bank's promises to a complainant and where a complaint goes next: one place for each figure,
 * read by the /complaints page, the acknowledgement e-mail and the FAQ.
 */
export const COMPLAINT_PROMISES = {
  /** Every complaint is acknowledged, with its reference, within this many hours. */
  acknowledgeWithinHours: 24,
  /** Resolved within the Central Bank's consumer protection timeline for most complaints. */
  resolveWithinDays: 14,
} as const;

/** The Central Bank of Nigeria's Consumer Protection Department: the escalation after the bank. */
export const CBN_CONSUMER_PROTECTION = {
  department: 'Consumer Protection Department, Central Bank of Nigeria',
  email: 'cpd@cbn.gov.ng',
  contactCentre: '0700 2255 226',
  contactCentreHref: 'tel:+2347002255226',
} as const;
