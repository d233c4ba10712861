/**
 * The stages of a mortgage application (the Loan Dashboard explains each): a draft until the
 * customer submits it, then as the bank works it; the customer may withdraw it until the offer.
 */
export const LOAN_STATUSES = [
  'draft',
  'received',
  'awaiting_documents',
  'under_assessment',
  'valuation',
  'with_fmbn',
  'offer_issued',
  'perfecting_title',
  'disbursed',
  'declined',
  'withdrawn',
] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

/** The statuses the staff queue filters by: a draft is the customer's, not yet the bank's. */
export const QUEUE_LOAN_STATUSES = LOAN_STATUSES.filter((status) => status !== 'draft');
